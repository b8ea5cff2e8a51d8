/**
 * The fitted evaluation: a logistic model of the Democrat's chance to win, over the features of
 * ./features.ts, with weights fitted to the outcomes of many games (tools/fit-evaluation.ts), one
 * table per feature set. It judges the standard game; the family mode and finished games go to
 * the hand-made evaluation, and so does the 4.5.4 risk of a scoring card stuck in a hand, a rule
 * and not a tendency.
 */
import type { GameState, Side } from '../engine';
import { evaluate, heldScoringLogit, logistic, type Evaluation } from './evaluate';
import { FEATURE_SETS, features, type FeatureSet } from './features';
import { FITTED_WEIGHTS } from './fitted-weights.generated';
import { FITTED_SUPPORT_WEIGHTS } from './fitted-weights-support.generated';

/** A weights file: what it was fitted to, how well it predicts held-out games, a weight per feature name. */
export interface WeightTable {
  source: string;
  heldOut: typeof FITTED_WEIGHTS.heldOut;
  weights: Record<string, number>;
}

/** The weights file of each feature set. */
export const WEIGHT_TABLES: Record<FeatureSet, WeightTable> = {
  control: FITTED_WEIGHTS,
  support: FITTED_SUPPORT_WEIGHTS,
};

/** The evaluation of one feature set with one table of weights (a level's, or a frozen yardstick's). */
export function fittedEvaluation(name: string, set: FeatureSet, table: WeightTable): Evaluation {
  const w = FEATURE_SETS[set].map((n) => {
    const v = table.weights[n];
    if (v === undefined) throw new Error(`fitted evaluation: no ${set} weight for ${n} (run tools/fit-evaluation.ts --features ${set})`);
    return v;
  });
  return {
    name,
    chance(s: GameState, side: Side): number {
      if (s.result || s.family) return evaluate(s, side);
      const x = features(s, set);
      let z = heldScoringLogit(s);
      for (let i = 0; i < w.length; i++) z += w[i]! * x[i]!;
      const pDemocrat = logistic(z);
      return side === 'democrat' ? pDemocrat : 1 - pDemocrat;
    },
  };
}

/** The fitted evaluations in use, one per feature set. */
export const FITTED_EVALUATIONS: Record<FeatureSet, Evaluation> = {
  control: fittedEvaluation('fitted (control)', 'control', FITTED_WEIGHTS),
  support: fittedEvaluation('fitted (support)', 'support', FITTED_SUPPORT_WEIGHTS),
};

export const fittedEvaluate = (s: GameState, side: Side, set: FeatureSet = 'control'): number => FITTED_EVALUATIONS[set].chance(s, side);
