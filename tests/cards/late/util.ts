/** Positions for the Late Year event tests: the Middle Year helpers, moved to turn 8. */
import type { Draft } from 'immer';
import { legalActions, type GameState, type Side } from '../../../src/engine';
import { position as middlePosition } from '../middle/util';

export { check, done, place, play, remove, roundOver, select, selects, targets, timing } from '../middle/util';

/** A turn-8 position with an empty map, `side` to play with `hand`, after `fn` adjusts it. */
export function position(side: Side, hand: number[], fn?: (d: Draft<GameState>) => void): GameState {
  return middlePosition(side, hand, fn, 8);
}

/** Whether the side to act may play `card` as an event now. */
export function canPlayEvent(s: GameState, card: number): boolean {
  return legalActions(s).some((a) => a.type === 'play' && a.card === card && a.use === 'event');
}
