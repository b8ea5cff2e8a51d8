/**
 * Generation 4's candidate: hard judging where its playouts stop with the automatic victory
 * within reach (10.1, src/ai/reach.ts) mixed into its fitted evaluation. As the Democrat hard
 * lost most of its games by automatic victory, nearly all to a scoring card's struggle and
 * scoring with the VP at −14 (the median; docs/ai.md "How the Democrat loses by automatic victory"), where the linear VP weight
 * leaves its plays nearly alike. Half a game is at stake 7 VP short of the line, a logit per
 * 2.5 VP. Played by `npm run arena -- --a hard-settings:tools/arena/games/g4-reach-settings.ts@s`.
 */
import { LEVEL_SETTINGS, type LevelSettings } from '../../../src/ai';
import { withReach } from '../../../src/ai/reach';

export const settings: Partial<LevelSettings> = {
  evaluation: withReach(LEVEL_SETTINGS.hard.evaluation, { margin: 7, width: 2.5, weight: 0.5 }),
};
