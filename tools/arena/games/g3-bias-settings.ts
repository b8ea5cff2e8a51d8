/**
 * Generation 3's third candidate: hard's search trusting its rule-aware ranking (progressive bias,
 * src/ai/ismcts.ts) twice as much, 0.6 rather than 0.3. The ranking's weight fades as 1/(visits + 1),
 * so where a card play's many actions are each sampled a few times the ranking (SPs that change a
 * country's score or take or break control, battlegrounds, scoring cards played ahead) orders
 * them, and with many visits the rewards still decide. Played by `npm run arena -- --a
 * hard-settings:tools/arena/games/g3-bias-settings.ts@s`.
 */
import type { LevelSettings } from '../../../src/ai';

export const settings: Partial<LevelSettings> = { bias: 0.6 };
