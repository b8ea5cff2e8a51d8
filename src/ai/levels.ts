/**
 * The computer's three levels by name: what the page offers and stores (the new-game dialog, the
 * game record). What each level is (budget, playout policy, evaluation) is in ./level-settings.ts,
 * which only the computer's own chunk loads, with the evaluation's weights.
 */
export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];

/** The decisions that start a card play: the engine's list. */
export { CARD_PLAY_PROMPTS } from '../engine';
