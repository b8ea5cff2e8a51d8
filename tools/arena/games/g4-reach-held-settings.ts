/**
 * Generation 4's second candidate: as ./g4-reach-settings.ts, the automatic victory within reach
 * (10.1, src/ai/reach.ts) mixed into hard's evaluation, but read on the VP as they will stand once
 * the scoring cards in both hands have scored the board as it is, which 4.5.4 makes happen this
 * turn: in the games measured the Democrat lost by automatic victory mostly to a scoring card
 * dealt to the Communist for rounds 1–2 or held by himself until rounds 6–7 (docs/ai.md "How the
 * Democrat loses by automatic victory"). For the Democrat the Communist's hand is a sample of his view. Played by `npm run
 * arena -- --a hard-settings:tools/arena/games/g4-reach-held-settings.ts@s`.
 */
import { LEVEL_SETTINGS, type LevelSettings } from '../../../src/ai';
import { withReach } from '../../../src/ai/reach';

export const settings: Partial<LevelSettings> = {
  evaluation: withReach(LEVEL_SETTINGS.hard.evaluation, { margin: 7, width: 2.5, weight: 0.5, held: true }),
};
