// @vitest-environment jsdom
/**
 * Defects of the table found on the way: "New game" during a game asks on the page, in the
 * player's language, not in the browser's own dialog; a game of the computer against itself
 * calls no side "you"; the header keeps the round being confirmed (26.4); the magnified card
 * leaves the prompt clear.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apply, legalActions, newGame, viewFor, type GameState } from '../../src/engine';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { BoardStatus } from '../../src/ui/BoardStatus';
import { placeInView } from '../../src/ui/HandStrip';
import { withoutHiddenCards } from '../../src/store/hiddenCards';
import { PowerStruggleTable } from '../../src/ui/PowerStruggleTable';
import { hand as handOf } from '../table';

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

describe('a game of the computer against itself, watched', () => {
  it('the hand shown is the computer’s with its count, not "Your hand (0)"; no side of the struggle is "(you)"', () => {
    gameStore.setState({ lang: 'en' });
    render(<App />);
    act(() => void gameStore.getState().startGame({ mode: 'standard' }, null, { communist: 'easy', democrat: 'easy' }));
    const hand = screen.getByTestId('hand');
    const side = hand.dataset.side as 'communist' | 'democrat';
    const held = handOf(gameStore.getState().state!, side).length;
    expect(held).toBeGreaterThan(0);
    expect(hand.textContent).not.toContain('Your hand');
    expect(hand.querySelector('h2')!.textContent).toContain(`hand, played by the computer (${held} cards)`);
    expect(screen.getByTestId('computer-hand').textContent).toContain(`(${held} cards)`);
    cleanup();

    let s: GameState = newGame({ seed: 'watched-ps' });
    for (let n = 0; s.prompt && s.prompt.kind !== 'psDefend' && n < 3000; n++) {
      const legal = legalActions(s);
      s = apply(s, legal.find((a) => a.type === 'psPlay') ?? legal[(n * 7) % Math.min(legal.length, 3)]!);
    }
    expect(s.prompt?.kind).toBe('psDefend');
    render(<PowerStruggleTable lang="en" view={withoutHiddenCards(viewFor(s, 'communist'))} legal={[]} onAct={() => undefined} />);
    const names = [...document.querySelectorAll('.pst-name')].map((e) => e.textContent);
    expect(names.sort()).toEqual(['Communist (computer)', 'Democrat (computer)']);
    expect(document.body.textContent).not.toContain('Your power-struggle cards');
  });
});

describe('26.4 the Confirm step and the header', () => {
  it('a round waiting for its Confirm shows its own round, not the next one; after Confirm the next', () => {
    const store = gameStore.getState();
    store.setConfirmMoves(true);
    act(() => void store.newGame('confirm-header'));
    const g = () => gameStore.getState();
    for (let n = 0; n < 400; n++) {
      const s = g().state!;
      const before = g().undoStates.at(-1);
      if (g().awaiting !== null && before && before.round > 0 && s.round !== before.round) break;
      if (g().awaiting !== null) act(() => g().confirmMove());
      const legal = legalActions(g().state!);
      act(() => g().dispatch(legal[(n * 7) % Math.min(legal.length, 3)]!));
    }
    const before = g().undoStates.at(-1)!;
    expect(g().awaiting).not.toBeNull();
    expect(g().state!.round).not.toBe(before.round);
    const view = viewFor(g().state!, g().awaiting!);
    render(<BoardStatus lang="en" view={view} />);
    expect(screen.getByTestId('turn-round').textContent).toBe(`Turn ${before.turn}/10 · Round ${before.round}`);
    act(() => g().confirmMove());
    expect(screen.getByTestId('turn-round').textContent).toBe(`Turn ${view.turn}/10 · Round ${view.round}`);
  });
});

describe('the magnified card and the prompt', () => {
  it('on a laptop it goes over the map beside the hand, not over the prompt above the hand; with no prompt, above as before', () => {
    // 1366×768: the side panel from x 926, the prompt at its top, a card of the hand under it
    const card = { top: 400, bottom: 460, left: 940 };
    const prompt = { top: 40, bottom: 390, left: 930, right: 1360 };
    const p = placeInView(card, 300, 330, 1366, 768, prompt);
    const overlaps = p.left < prompt.right && p.left + 300 > prompt.left && p.top < prompt.bottom && p.top + 330 > prompt.top;
    expect(overlaps).toBe(false);
    // it would have gone above the card, over the prompt
    expect(placeInView(card, 300, 330, 1366, 768).top).toBeLessThan(prompt.bottom);
    expect(p.left).toBeLessThan(card.left);
    expect(p.top).toBeGreaterThanOrEqual(8);
    expect(p.top + 330).toBeLessThanOrEqual(760);
    // nothing to keep clear: above the card when it fits, as before
    expect(placeInView({ top: 400, bottom: 460, left: 940 }, 300, 330, 1366, 768)).toEqual({ top: 66, left: 940 });
    // a phone with no room beside the card or clear of the prompt: placed as before, wholly on the screen
    const phone = placeInView({ top: 700, bottom: 780, left: 10 }, 300, 330, 390, 844, { top: 8, bottom: 840, left: 0, right: 390 });
    expect(phone).toEqual({ top: 366, left: 10 });
  });
});
