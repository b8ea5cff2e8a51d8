/**
 * Generation 3's second candidate: exploration in the spread of the rewards, as in
 * ./g3-spread-settings.ts, at twice its constant (1.4 spreads): the visits gather less on the
 * play the first samples favour. Played by `npm run arena -- --a
 * hard-settings:tools/arena/games/g3-spread-wide-settings.ts@s`.
 */
import type { LevelSettings } from '../../../src/ai';

export const settings: Partial<LevelSettings> = { explorationUnit: 'spread', exploration: 1.4 };
