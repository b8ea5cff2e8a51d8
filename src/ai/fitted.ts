/**
 * The fitted evaluation: a logistic model of the Democrat's chance to win, over the features of
 * ./features.ts, with weights fitted to the outcomes of many games (tools/fit-evaluation.ts). It
 * judges the standard game; the family mode and finished games go to the hand-made evaluation,
 * and so does the 4.5.4 risk of a scoring card stuck in a hand, a rule and not a tendency.
 */
import type { GameState, Side } from '../engine';
import { evaluate, heldScoringLogit, logistic } from './evaluate';
import { FEATURE_NAMES, features } from './features';
import { FITTED_WEIGHTS } from './fitted-weights.generated';

const WEIGHTS = FEATURE_NAMES.map((n) => {
  const w = FITTED_WEIGHTS.weights[n];
  if (w === undefined) throw new Error(`fitted evaluation: no weight for ${n} (run tools/fit-evaluation.ts)`);
  return w;
});

export function fittedEvaluate(s: GameState, side: Side): number {
  if (s.result || s.family) return evaluate(s, side);
  const x = features(s);
  let z = heldScoringLogit(s);
  for (let i = 0; i < WEIGHTS.length; i++) z += WEIGHTS[i]! * x[i]!;
  const pDemocrat = logistic(z);
  return side === 'democrat' ? pDemocrat : 1 - pDemocrat;
}
