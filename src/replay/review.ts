/**
 * The game review: the Democrat's chance to win at the start of every action
 * round, the five biggest swings between one round start and the next, and for each what the
 * computer at normal would have played at that round start instead of the move played, with the
 * estimated difference. The work is given to an `Analyst` (the page's worker, or the functions
 * themselves in tools and tests), one position at a time, reporting progress.
 */
import { sameAction, type Action, type GameState, type PlayerView, type RecordedAction, type Side } from '../engine';
import type { DecideOptions, RatedMove } from '../ai';
import { roundStarts, sideView } from './timeline';

export interface Analyst {
  evaluate(view: PlayerView, seed: string): Promise<number>;
  analyse(view: PlayerView, options: DecideOptions): Promise<RatedMove[]>;
}

/** The chart's side: every point is the Democrat's chance to win (the Communist's is 1 − it). */
export const REVIEW_SIDE: Side = 'democrat';
export const SWINGS = 5;
/** The search at a swing: normal's policy on a small budget, so a full game's review stays within a minute. */
const SWING_BUDGET = { playouts: 400, timeMs: 6000 };

interface ReviewPoint {
  step: number;
  /** the Democrat's chance to win at this step */
  chance: number;
}

export interface Swing {
  /** the round start before the swing and the next one */
  from: number;
  to: number;
  /** the change of the Democrat's chance from `from` to `to` */
  delta: number;
  /** who decided at `from`, what he played, and the computer's move there */
  side: Side;
  played: Action;
  best: Action;
  /** the deciding side's chances after the computer's move and after the move played */
  bestChance: number;
  playedChance: number;
}

export interface Review {
  points: ReviewPoint[];
  swings: Swing[];
}

/** The steps the chart rates: every action round start where a side decides, and the last state. */
export function reviewSteps(states: readonly GameState[]): number[] {
  const last = states.length - 1;
  const steps = roundStarts(states).filter((i) => !!states[i]!.prompt && !states[i]!.result);
  return steps.at(-1) === last ? steps : [...steps, last];
}

/** The `n` largest changes between consecutive points, largest first. */
export function biggestSwings(points: readonly ReviewPoint[], n = SWINGS): { from: number; to: number; delta: number }[] {
  return points
    .slice(1)
    .map((p, k) => ({ from: points[k]!.step, to: p.step, delta: p.chance - points[k]!.chance }))
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.from - b.from)
    .slice(0, n);
}

const stripEntropy = (a: RecordedAction): Action => {
  const { entropy: _, ...action } = a;
  return action as Action;
};

/** Review a finished game's states (`statesOf`) and actions; `progress(done, total)` after each position. */
export async function reviewGame(
  states: readonly GameState[],
  actions: readonly RecordedAction[],
  analyst: Analyst,
  progress: (done: number, total: number) => void = () => {},
): Promise<Review> {
  const steps = reviewSteps(states);
  const total = steps.length + SWINGS;
  let done = 0;
  const points: ReviewPoint[] = [];
  for (const step of steps) {
    points.push({ step, chance: await analyst.evaluate(sideView(states[step]!, REVIEW_SIDE), `review:${step}`) });
    progress(++done, total);
  }
  const swings: Swing[] = [];
  for (const s of biggestSwings(points)) {
    const state = states[s.from]!;
    const played = actions[s.from];
    if (!state.prompt || !played) continue;
    const side = state.prompt.side;
    const moves = await analyst.analyse(sideView(state, side), { level: 'normal', seed: `review:${s.from}`, budget: SWING_BUDGET });
    progress(++done, total);
    const best = moves[0];
    if (!best) continue;
    const action = stripEntropy(played);
    const rated = moves.find((m) => sameAction(m.action, action));
    // a move the search did not rate: the chance at the next round start, from the deciding side
    const next = points.find((p) => p.step === s.to)!.chance;
    const playedChance = rated ? rated.winChance : side === REVIEW_SIDE ? next : 1 - next;
    swings.push({ ...s, side, played: action, best: best.action, bestChance: best.winChance, playedChance });
  }
  progress(total, total);
  return { points, swings };
}
