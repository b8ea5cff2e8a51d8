// @vitest-environment jsdom
/**
 * Defects of the table found on the way: "New game" during a game asks on the page, in the
 * player's language, not in the browser's own dialog.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'pl' }, true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('"New game" during a game', () => {
  it('asks on the page in Polish, not with the browser’s confirm; Back keeps the game, the question’s own button leaves it', () => {
    const native = vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<App />);
    act(() => gameStore.getState().newGame('ask-1'));
    act(() => screen.getByTestId('confirm-handover').click());
    const newGame = () => act(() => fireEvent.click(screen.getAllByRole('button', { name: 'Nowa gra' })[0]!));
    newGame();
    const ask = screen.getByTestId('new-game-ask');
    expect(ask.textContent).toContain('Porzucić tę grę i zacząć nową?');
    expect(native).not.toHaveBeenCalled();
    expect(gameStore.getState().state).not.toBeNull();
    // the safe answer has the focus
    expect(document.activeElement?.textContent).toBe('Wróć');
    act(() => fireEvent.click(within(ask).getByText('Wróć')));
    expect(screen.queryByTestId('new-game-ask')).toBeNull();
    expect(gameStore.getState().state).not.toBeNull();
    newGame();
    act(() => fireEvent.keyDown(screen.getByTestId('new-game-ask'), { key: 'Escape' }));
    expect(screen.queryByTestId('new-game-ask')).toBeNull();
    newGame();
    act(() => fireEvent.click(within(screen.getByTestId('new-game-ask')).getByText('Nowa gra')));
    expect(gameStore.getState().state).toBeNull();
    expect(gameStore.getState().saved?.options.seed).toBe('ask-1');
    expect(native).not.toHaveBeenCalled();
  });
});
