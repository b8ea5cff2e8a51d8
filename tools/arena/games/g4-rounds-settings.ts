/**
 * Generation 4's third candidate: hard's card plays searched through two card plays after their own
 * (the opponent's reply and its own next) rather than one (`rounds` 2, src/ai/ismcts.ts), at the same playouts. As the Democrat hard lost
 * most of its games by automatic victory (10.1) to a scoring card the Communist played in rounds
 * 1–2 of the next turn (docs/ai.md "How the Democrat loses by automatic victory"), beyond the one
 * reply its playouts reach. Played by `npm run arena -- --a hard-settings:tools/arena/games/g4-rounds-settings.ts@s`.
 */
import type { LevelSettings } from '../../../src/ai';

export const settings: Partial<LevelSettings> = { rounds: 2 };
