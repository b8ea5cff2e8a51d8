/**
 * The fitted evaluation: a logistic model of the Democrat's chance to win, over the features of
 * ./features.ts, with weights fitted to the outcomes of many games (tools/fit-evaluation.ts), one
 * table per feature set. It judges the standard game; the family mode and finished games go to
 * the hand-made evaluation, and so does the 4.5.4 risk of a scoring card stuck in a hand, a rule
 * and not a tendency.
 */
import type { GameState, Side } from '../engine';
import { evaluate, heldScoringLogit, logistic } from './evaluate';
import { FEATURE_SETS, features, type FeatureSet } from './features';
import { FITTED_WEIGHTS } from './fitted-weights.generated';
import { FITTED_SUPPORT_WEIGHTS } from './fitted-weights-support.generated';

/** The weights file of each feature set. */
export const WEIGHT_TABLES: Record<FeatureSet, { source: string; weights: Record<string, number>; heldOut: typeof FITTED_WEIGHTS.heldOut }> = {
  control: FITTED_WEIGHTS,
  support: FITTED_SUPPORT_WEIGHTS,
};

const weightsOf = (set: FeatureSet): number[] =>
  FEATURE_SETS[set].map((n) => {
    const w = WEIGHT_TABLES[set].weights[n];
    if (w === undefined) throw new Error(`fitted evaluation: no ${set} weight for ${n} (run tools/fit-evaluation.ts --features ${set})`);
    return w;
  });
const WEIGHTS: Record<FeatureSet, number[]> = { control: weightsOf('control'), support: weightsOf('support') };

export function fittedEvaluate(s: GameState, side: Side, set: FeatureSet = 'control'): number {
  if (s.result || s.family) return evaluate(s, side);
  const x = features(s, set);
  const w = WEIGHTS[set];
  let z = heldScoringLogit(s);
  for (let i = 0; i < w.length; i++) z += w[i]! * x[i]!;
  const pDemocrat = logistic(z);
  return side === 'democrat' ? pDemocrat : 1 - pDemocrat;
}
