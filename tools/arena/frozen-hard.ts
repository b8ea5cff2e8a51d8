/**
 * Hard as it was on a38fba5, frozen as a yardstick (npm run arena -- --a ai:hard --b frozen-hard):
 * its settings and its weights (./frozen-hard-weights.ts) copied here, so that a refitted hard
 * can be measured against it whatever the level in src/ai/level-settings.ts becomes. It plays
 * through this commit's search and playout policy (src/ai), deciding from its view alone.
 * `frozen-hard@s` scales both budgets by s, as `ai:hard@s` does hard's, for matches at a smaller
 * think time.
 */
import { decideWith, type LevelSettings } from '../../src/ai';
import { fittedEvaluation } from '../../src/ai/fitted';
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

/** Frozen hard at `scale` times its budgets (a card play's and a sub-decision's). */
export function frozenHard(scale = 1): Policy {
  return (view, { seed }) => {
    const n = CARD_PLAY_PROMPTS.includes(view.prompt?.kind ?? '') ? FROZEN_HARD.playouts : FROZEN_HARD.subPlayouts;
    return decideWith(view, FROZEN_HARD, { seed, budget: { playouts: Math.max(1, Math.round(n * scale)) } });
  };
}
