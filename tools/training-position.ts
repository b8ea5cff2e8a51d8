/**
 * A training position of the fitted evaluation (tools/search-games.ts, tools/fit-evaluation.ts),
 * read as the computer reads positions in play: from the deciding side's view. In play the search
 * judges states sampled from its view (determinize), never the true one, so the features that
 * read hidden cards (the scoring cards and Ops an opponent holds, src/ai/features.ts) are taken
 * here on one state sampled from the view of the side to decide, not on the true state.
 */
import { determinize, viewFor, type GameState, type Rng } from '../src/engine';
import { evaluate, heldScoringLogit } from '../src/ai/evaluate';
import { features, type FeatureSet } from '../src/ai/features';

export interface TrainingPosition {
  /** the features (FEATURE_SETS[set]), each oriented toward the Democrat */
  x: number[];
  /** the 4.5.4 term src/ai/fitted.ts adds to the fitted logit, on the same sample */
  rule: number;
  /** the hand-made evaluation's chance for the Democrat, on the same sample */
  hand: number;
}

/** 4 decimals: the features are counts and fractions; a file of games stays small. */
const round = (v: number): number => Math.round(v * 1e4) / 1e4;

/** The position `s` as the side to decide sees it: one state sampled from its view. */
export function trainingPosition(s: GameState, set: FeatureSet, rng: Rng): TrainingPosition {
  const sample = determinize(viewFor(s, s.prompt!.side), rng);
  return { x: features(sample, set).map(round), rule: round(heldScoringLogit(sample)), hand: round(evaluate(sample, 'democrat')) };
}
