// @vitest-environment jsdom
/**
 * Big moments wait for the player: a country's scoring (9.0) with the power struggle that decided
 * it (8.3.3, 8.4) and the end of a turn stay up until Continue (or the time chosen in the menu),
 * are held as moments the computer waits for, and never stack.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '../../src/engine';
import { gameStore } from '../../src/store/game';
import { closeMoment, momentStore, momentUp, openMoment, RESULT_WAIT_KEY, setResultWait, whenMomentsClosed } from '../../src/store/moments';
import { ResultWaitSetting } from '../../src/ui/moments';
import { lastScoring, resetSummaries, ScoringCard } from '../../src/ui/TurnSummary';
import { HUNGARY_SCORED } from './logFixtures';

const scored = HUNGARY_SCORED;
/** a struggle in Hungary the Democrat won (8.3.3), its rolls (8.4.1, 8.4.2), and the scoring after it */
const struggle: LogEntry[] = [
  { key: 'psStart', params: { country: 'hungary', initiator: 'democrat', communist: 5, democrat: 6 } },
  { key: 'psConcede', params: { side: 'communist' } },
  { key: 'psWinner', params: { country: 'hungary', winner: 'democrat', suit: 'strikes' } },
  { key: 'psSupportLoss', params: { side: 'communist', die: 4, modifier: 1, loss: 2, lost: 2 } },
  { key: 'psVictoryPoints', params: { side: 'democrat', die: 5, modifier: 1, vp: 2, takesPower: true } },
  scored,
];

const initial = gameStore.getState();
beforeEach(() => {
  localStorage.clear();
  resetSummaries();
  momentStore.setState({ open: new Set(), wait: 'continue' });
  gameStore.setState({ ...initial, state: null, record: null, viewer: null, lang: 'en' }, true);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the moments the computer waits for (src/store/moments.ts)', () => {
  it('a held move runs once every card is closed, not before', () => {
    const ran = vi.fn();
    openMoment('a');
    openMoment('b');
    whenMomentsClosed(ran);
    closeMoment('a');
    expect(ran).not.toHaveBeenCalled();
    closeMoment('b');
    expect(ran).toHaveBeenCalledTimes(1);
    // with nothing up it runs at once
    whenMomentsClosed(ran);
    expect(ran).toHaveBeenCalledTimes(2);
  });
});

describe('9.0, 8.3.3, 8.4: the scoring card shows the struggle that decided it and waits', () => {
  it('names the winner and how, the support lost, the VP roll and the change of power, then the scoring; up as a moment until Continue', () => {
    render(<ScoringCard lang="en" log={struggle} />);
    const card = screen.getByTestId('scoring-card');
    expect(card.textContent).toContain('Hungary scored');
    expect(screen.getByTestId('ps-result').textContent).toContain('Democrat wins the power struggle');
    expect(card.textContent).toContain('Communist loses 2 SPs');
    expect(card.textContent).toContain('Democrat gains 2 VP');
    expect(card.textContent).toContain('Democrat: Domination, 6 VP, 2 battlegrounds');
    expect(momentUp()).toBe(true);
    fireEvent.click(screen.getByTestId('scoring-close'));
    expect(screen.queryByTestId('scoring-card')).toBeNull();
    expect(momentUp()).toBe(false);
  });

  it('stays when the turn ends after it (the turn’s summary comes after it), and goes at the next card play', () => {
    const turnEnds: LogEntry[] = [...struggle, { key: 'turnStart', params: { turn: 2 } }];
    expect(lastScoring(turnEnds)?.at).toBe(struggle.length - 1);
    expect(lastScoring([...turnEnds, { key: 'playCard', params: { side: 'democrat', card: 3, use: 'ops' } }])).toBeNull();
  });

  it('with “close after 5 s” chosen in the menu it closes by itself, and the choice is remembered', () => {
    render(<ResultWaitSetting lang="en" />);
    fireEvent.change(screen.getByTestId('setting-result-wait'), { target: { value: '5' } });
    expect(localStorage.getItem(RESULT_WAIT_KEY)).toBe('5');
    expect(momentStore.getState().wait).toBe(5);
    cleanup();
    vi.useFakeTimers();
    render(<ScoringCard lang="en" log={[scored]} />);
    act(() => void vi.advanceTimersByTime(4900));
    expect(screen.queryByTestId('scoring-card')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('scoring-card')).toBeNull();
    expect(momentUp()).toBe(false);
    setResultWait('continue');
  });
});
