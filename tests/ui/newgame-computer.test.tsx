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
  it('starts a game against the computer with no handover cover, the seats in the record, and no sealed bid', () => {
    render(<App />);
    expect(screen.queryByTestId('balance-bid')).not.toBeNull();
    act(() => {
      fireEvent.change(screen.getByTestId('seat-democrat'), { target: { value: 'hard' } });
    });
    // the sealed bid (13.0) is between two people
    expect(screen.queryByTestId('balance-bid')).toBeNull();
    act(() => {
      fireEvent.click(screen.getByTestId('start'));
    });
    expect(gameStore.getState().computer).toEqual({ democrat: 'hard' });
    expect((gameStore.getState().record as { computer?: unknown }).computer).toEqual({ democrat: 'hard' });
    expect(screen.queryByTestId('cover')).toBeNull();
    expect(screen.getByTestId('viewer').textContent).toContain('Communist');
  });
});
