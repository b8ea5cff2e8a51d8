/**
 * The computer player (DESIGN.md): decides for one side from that side's PlayerView alone.
 * `decide` samples full states consistent with the view and searches them (./ismcts).
 */
import seedrandom from 'seedrandom';
import { determinize, legalActions, type Action, type GameState, type PlayerView } from '../engine';
import { CARDS } from '../engine/data';
import { mustDeclareScoring, mustPlayScoring } from './heuristics';
import { search } from './ismcts';
import { struggleChoice } from './struggle';
import { CARD_PLAY_PROMPTS, LEVEL_SETTINGS, type Level } from './levels';

export { LEVELS, LEVEL_SETTINGS, type Level } from './levels';

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
export function playoutsFor(view: PlayerView, level: Level): number {
  const l = LEVEL_SETTINGS[level];
  return CARD_PLAY_PROMPTS.includes(view.prompt?.kind ?? '') ? l.playouts : l.subPlayouts;
}

export function decide(view: PlayerView, options: DecideOptions): Action {
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
  if (legal.length === 1) return legal[0]!;
  const l = LEVEL_SETTINGS[options.level];
  // 8.0: the power struggle's card play is decided analytically from what this side knows
  if (l.struggle === 'analytic') {
    const choice = struggleChoice(sample, legal);
    if (choice) return choice;
  }
  const cardPlay = CARD_PLAY_PROMPTS.includes(view.prompt?.kind ?? '');
  return search(view, {
    ...l,
    // inside a card play the outcome of the play itself decides: no noisy replies of the opponent
    rounds: cardPlay ? l.rounds : 0,
    seed: options.seed,
    playouts: options.budget?.playouts ?? playoutsFor(view, options.level),
    timeMs: options.budget?.timeMs,
    rootFilter,
  }).action;
}
