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
