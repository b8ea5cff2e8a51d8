/**
 * Test positions through the engine's position builder (src/engine/position.ts): tests say what
 * is on the table, the engine builds its own frames and settles; these helpers never touch frames.
 */
import type { Draft } from 'immer';
import { positionOf, startPosition, type GameState, type PositionSpec, type Side } from '../src/engine';
import { edit } from './helpers';

export type At = Pick<PositionSpec, 'round' | 'side' | 'turnEnd'>;

/**
 * The position of `s` (its board, cards, tracks, effects and log) after `build` changes some of
 * it, rebuilt by the engine at `at`: the start of an action round, or the end of the turn.
 */
export function rebuilt(s: GameState, at: At, build?: (d: Draft<GameState>) => void): GameState {
  const { round: _round, side: _side, ...spec } = positionOf(build ? edit(s, build) : s);
  return startPosition({ ...spec, ...at });
}

/** The round number of `side`'s next action round, from the one pending in `s` (4.5.2: C1, D1, C2, ...). */
export function nextRound(s: GameState, side: Side): number {
  if (s.prompt?.kind !== 'actionRound') throw new Error(`no action round pending (${s.prompt?.kind})`);
  return s.phasing === side || side === 'democrat' ? s.round : s.round + 1;
}

/**
 * `side`'s next action round after the one pending in `s`, rebuilt by the engine with everything
 * else as it is (after `build`): for a second play by the same side in one test.
 */
export function roundOf(s: GameState, side: Side, build?: (d: Draft<GameState>) => void): GameState {
  return rebuilt(s, { round: nextRound(s, side), side }, build);
}
