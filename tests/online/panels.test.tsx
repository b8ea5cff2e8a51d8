// @vitest-environment jsdom
/**
 * The online screens (docs/remote.md): a join needs a name; while the channel is lost the page says
 * what it waits for; the refused warning goes once the friend's page goes on; the bid's outcome is
 * told at the table (13.0).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/engine';
import { t } from '../../src/i18n';
import { OnlineBar } from '../../src/online/OnlineBar';
import { JoinPanel } from '../../src/online/OnlinePanel';
import { onlineStatus } from '../../src/online/session';
import { initialStatus } from '../../src/online/status';
import { gameStore } from '../../src/store/game';
import { chooser, connect, device, deviceOn, quiet, step } from './pair';

afterEach(() => {
  cleanup();
  onlineStatus.setState(initialStatus());
});

const invite = {
  game: '0123456789abcdef',
  name: 'Anna',
  side: 'communist' as const,
  mode: 'standard' as const,
  bid: false,
  rules: RULES_VERSION,
  broker: null,
  key: null,
};

describe('the online screens', () => {
  it('a join needs a name: Join with none says so and connects nothing', () => {
    render(<JoinPanel lang="en" invite={invite} />);
    fireEvent.change(screen.getByTestId('online-name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('join'));
    expect(screen.getByRole('alert').textContent).toBe(t('en', 'online.nameEmpty'));
    expect(screen.getByTestId('join')).toBeTruthy();
    expect(onlineStatus.getState().connection).toBe('connecting');
    expect(localStorage.getItem('jn1989.online')).toBeNull();
  });

  it('the bar says what the page waits for: the friend’s page to come back, with a roll in flight; the refused warning goes on recovery', () => {
    onlineStatus.setState({ friend: 'Bartek', connection: 'reconnecting', roll: 'theirs' });
    render(<OnlineBar lang="en" />);
    expect(screen.getByTestId('online-waiting').textContent).toBe(t('en', 'online.waitBackRoll', { name: 'Bartek' }));
    act(() => onlineStatus.setState({ connection: 'connected' }));
    expect(screen.queryByTestId('online-waiting')).toBeNull();
    expect(screen.getByTestId('online-rolling').textContent).toContain('Bartek');
    const note = { trouble: 'malformed' as const, n: null, at: '', size: 1, text: 'x', detail: null };
    act(() => onlineStatus.setState({ roll: null, refusals: [note], warn: true }));
    expect(screen.getByTestId('online-refused')).toBeTruthy();
    act(() => onlineStatus.setState({ warn: false }));
    expect(screen.queryByTestId('online-refused')).toBeNull();
  });

  it('51 item 6: while the friend decides, his held steps are not here yet, and the bar says so: what this page waits for, not the old question as if it were live', async () => {
    // this page (the guest, the Democrat) runs on the page's own stores, as in the browser
    const host = device('host', 'communist', 'Anna');
    const guest = deviceOn(gameStore, onlineStatus, 'guest', 'democrat', 'Bartek');
    connect(host, guest);
    await quiet(host, guest);
    render(<OnlineBar lang="en" />);
    expect(gameStore.getState().state!.prompt!.side).toBe('communist');
    // Anna places her starting SPs (3.4): steps she may still undo stay on her page
    const pick = chooser(7);
    step(host, pick);
    await quiet(host, guest);
    expect(host.store.getState().record!.actions.length).toBeGreaterThan(gameStore.getState().record!.actions.length);
    expect(screen.getByTestId('online-friend-moves').textContent).toBe(t('en', 'online.waitFriendMoves', { name: 'Anna' }));
    // once her steps are passed on and the Democrat decides here, the note goes
    for (let i = 0; i < 200 && gameStore.getState().state!.prompt?.side !== 'democrat'; i++) {
      step(host, pick);
      await quiet(host, guest);
    }
    expect(gameStore.getState().state!.prompt!.side).toBe('democrat');
    expect(screen.queryByTestId('online-friend-moves')).toBeNull();
    guest.match.close();
    act(() => gameStore.getState().leaveGame(true));
  });

  it('the bid’s outcome is told at the table: the bids, the winner, the sides, the extra SPs (13.0)', () => {
    onlineStatus.setState({
      friend: 'Anna',
      self: 'Bartek',
      connection: 'connected',
      bid: {
        bids: [
          { side: 'democrat', sp: 2 },
          { side: 'democrat', sp: 1 },
        ],
        outcome: { kind: 'same', winner: 0, sides: ['communist', 'democrat'], extraSupport: { side: 'democrat', sp: 2 } },
        tie: null,
        chooses: false,
        me: 1,
      },
    });
    render(<OnlineBar lang="en" />);
    const text = screen.getByTestId('online-bid-outcome').textContent!;
    // on Bartek's page (seat 1): Anna is seat 0
    expect(text).toContain(t('en', 'bid.offer', { player: 'Anna', sp: 2, side: 'democrat', other: 'communist' }));
    expect(text).toContain(t('en', 'bid.offer', { player: 'Bartek', sp: 1, side: 'democrat', other: 'communist' }));
    expect(text).toContain(t('en', 'bid.won', { player: 'Anna' }));
    expect(text).toContain(t('en', 'bid.plays', { player: 'Anna', side: 'communist' }));
    expect(text).toContain(t('en', 'bid.plays', { player: 'Bartek', side: 'democrat' }));
    expect(text).toContain(t('en', 'bid.extra', { side: 'democrat', sp: 2 }));
  });
});
