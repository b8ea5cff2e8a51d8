/**
 * Generation 3's candidate: hard's search with its exploration measured in the spread of the
 * rewards at each node rather than in a win chance's range (src/ai/ismcts.ts `explorationUnit`).
 * A leaf's chance spreads about 0.07 where a game's outcome spreads 0.5, so hard's constant of
 * 0.35 (0.7 of a Bernoulli outcome's spread) kept a small budget's visits near even across its
 * best-ranked plays; 0.7 spreads is the same constant for rewards that spread like outcomes.
 * Played by `npm run arena -- --a hard-settings:tools/arena/games/g3-spread-settings.ts@s`.
 */
import type { LevelSettings } from '../../../src/ai';

export const settings: Partial<LevelSettings> = { explorationUnit: 'spread', exploration: 0.7 };
