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

/** The weights file of each feature set a level reads (`presence` is a candidate's, tools/arena/games). */
export const WEIGHT_TABLES: Record<'control' | 'support', WeightTable> = {
  control: FITTED_WEIGHTS,
  support: FITTED_SUPPORT_WEIGHTS,
};

/** The table's weights in the order of the set's features. */
function weightsOf(set: FeatureSet, table: WeightTable): number[] {
  return FEATURE_SETS[set].map((n) => {
    const v = table.weights[n];
    if (v === undefined) throw new Error(`fitted evaluation: no ${set} weight for ${n} (run tools/fit-evaluation.ts --features ${set})`);
    return v;
  });
}

/** The Democrat's chance by one vector of weights (the family mode and finished games by the hand-made evaluation). */
function democratChance(s: GameState, set: FeatureSet, w: readonly number[]): number {
  if (s.result || s.family) return evaluate(s, 'democrat');
  const x = features(s, set);
  let z = heldScoringLogit(s);
  for (let i = 0; i < w.length; i++) z += w[i]! * x[i]!;
  return logistic(z);
}

/** The evaluation of one feature set with one table of weights (a level's, or a frozen yardstick's). */
export function fittedEvaluation(name: string, set: FeatureSet, table: WeightTable): Evaluation {
  const w = weightsOf(set, table);
  return {
    name,
    chance(s: GameState, side: Side): number {
      if (s.result || s.family) return evaluate(s, side);
      const pDemocrat = democratChance(s, set, w);
      return side === 'democrat' ? pDemocrat : 1 - pDemocrat;
    },
  };
}

/**
 * One table per viewing side: positions read from the Democrat's view (the Communist's hand a
 * sample) and from the Communist's are fitted apart (tools/fit-evaluation.ts --by-side), and a
 * state is judged by the table of the side whose view it was sampled from. Without a viewer, the
 * table of the side asked about.
 */
export function fittedEvaluationBySide(name: string, set: FeatureSet, tables: Record<Side, WeightTable>): Evaluation {
  const w = { democrat: weightsOf(set, tables.democrat), communist: weightsOf(set, tables.communist) };
  return {
    name,
    chance(s: GameState, side: Side, viewer: Side = side): number {
      if (s.result || s.family) return evaluate(s, side);
      const pDemocrat = democratChance(s, set, w[viewer]);
      return side === 'democrat' ? pDemocrat : 1 - pDemocrat;
    },
  };
}

/** The fitted evaluations in use, one per feature set. */
export const FITTED_EVALUATIONS: Record<keyof typeof WEIGHT_TABLES, Evaluation> = {
  control: fittedEvaluation('fitted (control)', 'control', FITTED_WEIGHTS),
  support: fittedEvaluation('fitted (support)', 'support', FITTED_SUPPORT_WEIGHTS),
};

export const fittedEvaluate = (s: GameState, side: Side, set: keyof typeof WEIGHT_TABLES = 'control'): number => FITTED_EVALUATIONS[set].chance(s, side);
