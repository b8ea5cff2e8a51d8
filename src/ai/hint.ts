/**
 * A hint: the move the computer would make at normal, its win chance, and why in one line (how
 * much better it rates than the next best move). The request is the one `decide` gets, so a hint
 * is the move the normal computer plays for the same seed and budget.
 */
import type { Action, PlayerView } from '../engine';
import { playoutsFor, type DecideOptions, type RatedMove } from './index';

/** Think time of a hint, as the normal computer's card play gets at the table. */
const HINT_TIME_MS = 1800;

/** The options a hint analyses with: normal's budget, capped in time on the page. */
export function hintOptions(view: PlayerView, seed: string, timeMs: number | undefined = HINT_TIME_MS): DecideOptions {
  return { level: 'normal', seed, budget: { playouts: playoutsFor(view, 'normal'), ...(timeMs !== undefined ? { timeMs } : {}) } };
}

export interface Hint {
  action: Action;
  /** the deciding side's chance to win after the move */
  winChance: number;
  /** the next best move and its chance, or null when the move is the only one */
  next: { action: Action; winChance: number } | null;
}

/** The hint from a decision's ranked moves (`analyse`, best first). */
export function hintOf(moves: readonly RatedMove[]): Hint {
  const [best, second] = moves;
  if (!best) throw new Error('hint: no move to rate');
  return { action: best.action, winChance: best.winChance, next: second ? { action: second.action, winChance: second.winChance } : null };
}
