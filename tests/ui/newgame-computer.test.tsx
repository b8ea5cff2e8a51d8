// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, players: null, computer: {}, lang: 'en' }, true);
});
afterEach(cleanup);

describe('new-game dialog: a person or the computer at each side', () => {
  it('starts a game against the computer with no handover cover, the seats in the record', () => {
    render(<App />);
    expect(screen.queryByTestId('balance-bid')).not.toBeNull();
    act(() => {
      fireEvent.change(screen.getByTestId('seat-democrat'), { target: { value: 'hard' } });
    });
    // one computer seat: the bid (13.0) stays on offer; the computer bids itself (bid-computer.test)
    expect(screen.queryByTestId('balance-bid')).not.toBeNull();
    act(() => {
      fireEvent.click(screen.getByTestId('start'));
    });
    expect(gameStore.getState().computer).toEqual({ democrat: 'hard' });
    expect((gameStore.getState().record as { computer?: unknown }).computer).toEqual({ democrat: 'hard' });
    expect(screen.queryByTestId('cover')).toBeNull();
    expect(screen.getByTestId('viewer').textContent).toContain('Communist');
  });

  it('computer against computer: no bid (13.0) is offered, and a chosen bid falls back to none', () => {
    render(<App />);
    act(() => {
      fireEvent.click(screen.getByTestId('balance-bid'));
      fireEvent.change(screen.getByTestId('seat-democrat'), { target: { value: 'easy' } });
    });
    expect(screen.queryByTestId('start-bid')).not.toBeNull();
    act(() => {
      fireEvent.change(screen.getByTestId('seat-communist'), { target: { value: 'easy' } });
    });
    expect(screen.queryByTestId('balance-bid')).toBeNull();
    expect(screen.queryByTestId('start-bid')).toBeNull();
    expect((screen.getByTestId('balance-none') as HTMLInputElement).checked).toBe(true);
  });
});

describe('new-game dialog against the computer (issue 26 item 5)', () => {
  it('asks "You play" and one name, explains the family game and the 13.0 bid in a line each, and keeps the name in the record', () => {
    render(<App />);
    // the one-line explanations are there whoever plays
    expect(screen.getByTestId('family-line').textContent).toContain('Family game');
    expect(screen.getByTestId('bid-line').textContent).toContain('13.0');
    // two people: two names and "Player 1 plays"
    expect(screen.queryByTestId('name-1')).not.toBeNull();
    expect(screen.queryByTestId('you-play-democrat')).toBeNull();
    expect(document.querySelector('main.start > p')!.textContent).not.toMatch(/two players/i);
    act(() => {
      fireEvent.change(screen.getByTestId('name-1'), { target: { value: 'Jan' } });
      fireEvent.change(screen.getByTestId('seat-democrat'), { target: { value: 'easy' } });
    });
    // one person against the computer: one name, and which side he plays
    expect(screen.queryByTestId('name-1')).toBeNull();
    expect(screen.queryByTestId('first-side-democrat')).toBeNull();
    expect((screen.getByTestId('you-play-communist') as HTMLInputElement).checked).toBe(true);
    act(() => {
      fireEvent.click(screen.getByTestId('you-play-democrat'));
    });
    // the computer moves to the other side at its level
    expect((screen.getByTestId('seat-communist') as HTMLSelectElement).value).toBe('easy');
    expect((screen.getByTestId('seat-democrat') as HTMLSelectElement).value).toBe('person');
    act(() => {
      fireEvent.change(screen.getByTestId('name-0'), { target: { value: ' Anna ' } });
      fireEvent.click(screen.getByTestId('start'));
    });
    const record = gameStore.getState().record!;
    expect(record.computer).toEqual({ communist: 'easy' });
    // the name typed for Player 2 before the computer took the seat stays out
    expect(record.players).toEqual({ democrat: { seat: 1, name: 'Anna' }, communist: { seat: 2, name: '' } });
    expect(JSON.parse(localStorage.getItem('jn1989.record')!).players).toEqual(record.players);
    expect(screen.getByTestId('viewer').textContent).toContain('Democrat');
  });

  it('the end screen names who played which side', async () => {
    const { EndScreen } = await import('../../src/ui/EndScreen');
    gameStore.setState({ players: { democrat: { seat: 1, name: 'Anna' }, communist: { seat: 2, name: '' } }, computer: { communist: 'easy' } });
    render(<EndScreen lang="en" result={{ winner: 'democrat', reason: 'automatic-victory' }} vp={20} log={[]} onClose={() => {}} onNewGame={() => {}} />);
    expect(screen.getByTestId('end-players').textContent).toBe('The computer (easy) played the Communist. Anna played the Democrat.');
  });

  it('a resumed record brings its players back; records without players still load', async () => {
    const { checkRecord } = await import('../../src/engine/recordReader');
    const { newGame, RECORD_FORMAT, RULES_VERSION, stateChecksum } = await import('../../src/engine');
    const options = { seed: 'names' };
    const base = {
      version: RECORD_FORMAT,
      rulesVersion: RULES_VERSION,
      gameId: '0123456789abcdef',
      options,
      actions: [],
      checksum: stateChecksum(newGame(options)),
    };
    expect(() => checkRecord(structuredClone(base))).not.toThrow();
    const players = { communist: { seat: 1 as const, name: 'Jan' }, democrat: { seat: 2 as const, name: 'Ewa' } };
    expect(() => checkRecord({ ...structuredClone(base), players })).not.toThrow();
    expect(() => checkRecord({ ...structuredClone(base), players: { communist: { seat: 3, name: 'x' } } })).toThrow(/badField/);
    expect(() => checkRecord({ ...structuredClone(base), players: { ...players, democrat: { seat: 2, name: 'x'.repeat(41) } } })).toThrow(/badField/);
    localStorage.setItem('jn1989.record', JSON.stringify({ ...base, players }));
    await gameStore.getState().importRecord(JSON.stringify({ ...base, players }));
    expect(gameStore.getState().players).toEqual(players);
    expect(gameStore.getState().record!.players).toEqual(players);
  });
});
