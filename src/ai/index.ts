/**
 * The computer player (docs/design.md): decides for one side from that side's PlayerView alone.
 * `decide` samples full states consistent with the view and searches them (./ismcts); `analyse`
 * ranks a decision's moves with win chances and `evaluate` rates a position, for hints and review.
 */
import seedrandom from 'seedrandom';
import { applyInPlace, CARDS, determinize, legalActions, playoutCopy, type Action, type GameState, type PlayerView } from '../engine';
import type { Evaluation } from './evaluate';
import { FITTED_EVALUATIONS } from './fitted';
import { actionScore, mustDeclareScoring, mustPlayScoring } from './heuristics';
import { search } from './ismcts';
import { struggleChoice } from './struggle';
import { CARD_PLAY_PROMPTS, type Level } from './levels';
import { LEVEL_SETTINGS, type LevelSettings } from './level-settings';

export { LEVELS, type Level } from './levels';
export { LEVEL_SETTINGS, type LevelSettings } from './level-settings';

export interface DecideOptions {
  level: Level;
  seed: string;
  budget?: { playouts?: number; timeMs?: number };
}

/** One full state consistent with the view of a side that has a decision to take. */
function sampleOf(view: PlayerView, seed: string): GameState {
  if (!view.prompt || view.prompt.side !== view.side || view.result) throw new Error('decide: this side has no decision to take');
  return determinize(view, seedrandom(seed));
}

/** The legal actions of the deciding side, read through one sampled state (the view holds none). */
export function viewLegalActions(view: PlayerView, seed = 'legal'): Action[] {
  return legalActions(sampleOf(view, seed));
}

const playsScoring = (a: Action): boolean => a.type === 'play' && CARDS[a.card]!.side === 'scoring';
const declaresScoring = (a: Action): boolean => a.type === 'choose' && CARDS[a.card]!.side === 'scoring';

/** The number of search iterations a decision gets at a level. */
export function playoutsFor(view: PlayerView, level: Level | LevelSettings): number {
  const l = typeof level === 'string' ? LEVEL_SETTINGS[level] : level;
  return CARD_PLAY_PROMPTS.includes(view.prompt?.kind ?? '') ? l.playouts : l.subPlayouts;
}

/** One move and how the level rates it: the side's chance to win after it, and the search's visits. */
export interface RatedMove {
  action: Action;
  winChance: number;
  visits: number;
}

/** Samples a view's position judges with, for `evaluate` and for moves the search did not try. */
const JUDGE_SAMPLES = 16;

/** The side's win chance after `action`, averaged over states sampled from the view. */
function chanceAfter(view: PlayerView, action: Action, seed: string, judge: Evaluation): number {
  const rng = seedrandom(`after:${seed}`);
  let total = 0;
  for (let i = 0; i < JUDGE_SAMPLES; i++) total += judge.chance(applyInPlace(playoutCopy(determinize(view, rng)), action), view.side, view.side);
  return total / JUDGE_SAMPLES;
}

/**
 * How a level rates the moves of a decision, best first: the first is the move `decide` makes
 * with the same options (for `final: 'robust'` levels; easy draws among its moves at random).
 * Decided by a rule (4.5.4) or analytically (the power struggle), the rest follow that rule's order.
 */
function think(view: PlayerView, l: LevelSettings, options: Omit<DecideOptions, 'level'>, rate: boolean): { action: Action; moves: RatedMove[] } {
  const sample = sampleOf(view, options.seed);
  let legal = legalActions(sample);
  // 4.5.4: with as many scoring cards as rounds left, only a scoring card now avoids a lost game
  // (and under Stasi, card 13, only announcing a scoring card for the next round does)
  const rootFilter =
    mustPlayScoring(sample, view.side) && legal.some(playsScoring)
      ? playsScoring
      : mustDeclareScoring(sample, view.side) && legal.some(declaresScoring)
        ? declaresScoring
        : undefined;
  if (rootFilter) legal = legal.filter(rootFilter);
  const unrated = (order: Action[]): RatedMove[] =>
    order.map((action) => ({ action, winChance: rate ? chanceAfter(view, action, options.seed, l.evaluation) : 0, visits: 0 }));
  if (legal.length === 1) return { action: legal[0]!, moves: unrated(legal) };
  // 8.0: the power struggle's card play is decided analytically from what this side knows
  if (l.struggle === 'analytic') {
    const choice = struggleChoice(sample, legal);
    if (choice) {
      const order = rate ? [choice, ...legal.filter((a) => a !== choice).sort((x, y) => actionScore(sample, y) - actionScore(sample, x))] : [choice];
      return { action: choice, moves: unrated(order) };
    }
  }
  const cardPlay = CARD_PLAY_PROMPTS.includes(view.prompt?.kind ?? '');
  const result = search(view, {
    ...l,
    // inside a card play the outcome of the play itself decides: no noisy replies of the opponent
    rounds: cardPlay ? l.rounds : 0,
    seed: options.seed,
    playouts: options.budget?.playouts ?? playoutsFor(view, l),
    timeMs: options.budget?.timeMs,
    rootFilter,
  });
  const moves = result.stats.map((x) => ({
    action: x.action,
    winChance: x.visits > 0 || !rate ? x.value : chanceAfter(view, x.action, options.seed, l.evaluation),
    visits: x.visits,
  }));
  return { action: result.action, moves };
}

export function decide(view: PlayerView, options: DecideOptions): Action {
  return think(view, LEVEL_SETTINGS[options.level], options, false).action;
}

/** `decide` with settings of its own rather than a level's (a frozen level in tools/arena, a trial). */
export function decideWith(view: PlayerView, settings: LevelSettings, options: Omit<DecideOptions, 'level'>): Action {
  return think(view, settings, options, false).action;
}

/** Ranked moves with win chances for hints and game review, from the view only (same options as `decide`). */
export function analyse(view: PlayerView, options: DecideOptions): RatedMove[] {
  return think(view, LEVEL_SETTINGS[options.level], options, true).moves;
}

/**
 * The chance the side of the view wins from here, averaged over states sampled from the view
 * (the fitted evaluation; exact once the game has ended). Any view, whoever is to move.
 */
export function evaluate(view: PlayerView, seed = 'evaluate'): number {
  if (view.result) return view.result.winner === null ? 0.5 : view.result.winner === view.side ? 1 : 0;
  const rng = seedrandom(`evaluate:${seed}`);
  let total = 0;
  for (let i = 0; i < JUDGE_SAMPLES; i++) total += FITTED_EVALUATIONS.control.chance(determinize(view, rng), view.side);
  return total / JUDGE_SAMPLES;
}
