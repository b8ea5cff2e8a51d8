/** Positions for the Middle Year event tests (built by the engine: src/engine/position.ts). */
import type { Draft } from 'immer';
import { legalActions, newGame, startPosition, type GameState, type Side } from '../../../src/engine';
import { rebuilt } from '../../positions';

/** The deal these positions start from: its draw pile, then both hands, is the order cards are drawn in. */
const DEAL = newGame({ seed: 'test' });

/**
 * A position on an empty map in action round 1 of `turn` (default 4, the first with Middle Year
 * cards), `side` to play with `hand` (the other hand holds a filler), after `fn` adjusts it.
 */
export function position(side: Side, hand: number[], fn?: (d: Draft<GameState>) => void, turn = 4): GameState {
  const other: Side = side === 'communist' ? 'democrat' : 'communist';
  const filler = side === 'communist' ? 4 : 12;
  const s = startPosition({
    seed: 'test',
    turn,
    side,
    emptyMap: true,
    hands: { [side]: hand, [other]: hand.includes(filler) ? [] : [filler] },
    drawPile: [...DEAL.drawPile, ...DEAL.hands[side], ...DEAL.hands[other]].filter((c) => !hand.includes(c) && c !== filler),
  });
  return fn ? rebuilt(s, { round: 1, side }, fn) : s;
}

export { check, done, place, play, remove, select, timing } from '../../helpers';

/** The spaces offered by the current prompt for an action type. */
export function targets(s: GameState, type: 'place' | 'remove' | 'check'): string[] {
  return legalActions(s)
    .filter((a) => a.type === type)
    .map((a) => (a as { space: string }).space)
    .sort();
}

export function selects(s: GameState): string[] {
  return legalActions(s)
    .filter((a) => a.type === 'select')
    .map((a) => (a as { value: string }).value);
}

/** True when the play has ended and the next action round waits (no event prompt pending). */
export function roundOver(s: GameState): boolean {
  return s.prompt?.kind === 'actionRound' && s.inPlay.length === 0;
}
