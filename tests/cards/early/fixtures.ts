/** Shared positions for the Early Year card tests (built by the engine: src/engine/position.ts). */
import type { Draft } from 'immer';
import { legalActions, newGame, startPosition, type GameState, type Side } from '../../../src/engine';
import { CARDS } from '../../../src/engine/data';
import { act, setHand } from '../../helpers';
import { nextRound, rebuilt } from '../../positions';

/** The deal these positions start from: its draw pile, then both hands, is the order cards are drawn in. */
const DEAL = newGame({ seed: 'test' });

/**
 * A turn-1 position on an empty map, `side` to play its action round (`round`, default 1) holding
 * only `hand`, after `build` adjusts it. The opponent holds three cards so that play goes on
 * normally after the tested round.
 */
export function position(side: Side, hand: number[], build?: (d: Draft<GameState>) => void, round = 1): GameState {
  const cards = [...DEAL.drawPile, ...DEAL.hands.communist, ...DEAL.hands.democrat].filter((c) => !hand.includes(c));
  const filler = cards.filter((c) => CARDS[c]!.side !== 'scoring').slice(0, 3);
  const other: Side = side === 'communist' ? 'democrat' : 'communist';
  const s = startPosition({
    seed: 'test',
    turn: 1,
    round,
    side,
    emptyMap: true,
    hands: { [side]: hand, [other]: filler },
    drawPile: cards.filter((c) => !filler.includes(c)),
  });
  return build ? rebuilt(s, { round, side }, build) : s;
}

export { check, choose, done, place, play, remove, select, timing } from '../../helpers';

/** The spaces offered by the current prompt (place/remove/check actions). */
export function targets(s: GameState): string[] {
  return legalActions(s)
    .filter((a) => 'space' in a)
    .map((a) => (a as { space: string }).space)
    .sort();
}

export { act };

/**
 * `side`'s next action round (or `round`) after the one pending in `s`, holding `hand` (his other
 * cards go under the draw pile), after `build` adjusts it: for a second play in the same test.
 */
export function roundFor(s: GameState, side: Side, hand: number[], build?: (d: Draft<GameState>) => void, round = nextRound(s, side)): GameState {
  return rebuilt(s, { round, side }, (d) => {
    setHand(d, side, hand);
    build?.(d);
  });
}
