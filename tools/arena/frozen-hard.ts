/**
 * Hard as it was on a38fba5, frozen as a yardstick (npm run arena -- --a ai:hard --b frozen-hard):
 * its settings and its weights (./frozen-hard-weights.ts) copied here, so that a refitted hard
 * can be measured against it whatever the level in src/ai/level-settings.ts becomes. It plays
 * through this commit's search and playout policy (src/ai), deciding from its view alone.
 * `frozen-hard@s` scales both budgets by s, as `ai:hard@s` does hard's, for matches at a smaller
 * think time. `hardWith` plays another table of weights (of any feature set) the same way (a generation's
 * candidate, tools/arena/games); `hardWithBySide` a table per viewing side; `hardWithSettings`
 * hard with some of its settings changed (a candidate for the search, tools/arena/games).
 */
import { decideWith, LEVEL_SETTINGS, type LevelSettings } from '../../src/ai';
import { fittedEvaluation, fittedEvaluationBySide, type WeightTable } from '../../src/ai/fitted';
import type { Side } from '../../src/engine';
import { FEATURE_SETS, type FeatureSet } from '../../src/ai/features';
import type { Policy } from '../../src/ai/baselines';
import { CARD_PLAY_PROMPTS } from '../../src/ai/levels';
import { FROZEN_HARD_WEIGHTS } from './frozen-hard-weights';

export const FROZEN_HARD: LevelSettings = {
  playouts: 4800,
  subPlayouts: 600,
  horizon: 60,
  rounds: 1,
  temperature: 0.3,
  exploration: 0.35,
  bias: 0.3,
  final: 'robust',
  evaluation: fittedEvaluation('frozen hard (a38fba5, support)', 'support', FROZEN_HARD_WEIGHTS),
  struggle: 'analytic',
};

/** A level's settings at `scale` times its budgets (a card play's and a sub-decision's). */
function scaled(settings: LevelSettings, scale: number): Policy {
  return (view, { seed }) => {
    const n = CARD_PLAY_PROMPTS.includes(view.prompt?.kind ?? '') ? settings.playouts : settings.subPlayouts;
    return decideWith(view, settings, { seed, budget: { playouts: Math.max(1, Math.round(n * scale)) } });
  };
}

/** Frozen hard at `scale` times its budgets. */
export const frozenHard = (scale = 1): Policy => scaled(FROZEN_HARD, scale);

/** The feature set a table of weights was fitted over: the one whose names are its weights' names. */
export function featureSetOf(table: WeightTable): FeatureSet {
  const names = Object.keys(table.weights).sort().join();
  const set = (Object.keys(FEATURE_SETS) as FeatureSet[]).find((k) => [...FEATURE_SETS[k]].sort().join() === names);
  if (!set) throw new Error('a table of weights of no feature set (src/ai/features.ts)');
  return set;
}

/** Hard in use with another table of weights (of its feature set), at `scale` times its budgets. */
export const hardWith = (table: WeightTable, name: string, scale = 1): Policy =>
  scaled({ ...LEVEL_SETTINGS.hard, evaluation: fittedEvaluation(name, featureSetOf(table), table) }, scale);

/** Hard in use with some of its settings changed (a search's candidate, tools/arena/games), at `scale` times its budgets. */
export const hardWithSettings = (changes: Partial<LevelSettings>, scale = 1): Policy => scaled({ ...LEVEL_SETTINGS.hard, ...changes }, scale);

/** Hard in use with a table of weights per viewing side (fit-evaluation --by-side), at `scale` times its budgets. */
export const hardWithBySide = (tables: Record<Side, WeightTable>, name: string, scale = 1): Policy =>
  scaled({ ...LEVEL_SETTINGS.hard, evaluation: fittedEvaluationBySide(name, featureSetOf(tables.democrat), tables) }, scale);
