/**
 * The three levels differ in budget and policy. Budgets are iteration counts, so a decision is
 * reproducible from its seed; the page caps them with a think time. A decision inside a card play
 * (one SP, one check target, an event's choice) gets a quarter of the budget: it has fewer
 * choices and must not keep the board waiting.
 */
import type { SearchOptions } from './ismcts';

export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];

type LevelSettings = Omit<SearchOptions, 'seed' | 'playouts' | 'timeMs'> & { playouts: number; subPlayouts: number };

export const LEVEL_SETTINGS: Record<Level, LevelSettings> = {
  // a beginner's opponent: short sight, loose playouts, and it picks among its better moves at random
  easy: { playouts: 48, subPlayouts: 16, horizon: 8, temperature: 2, exploration: 0.7, final: 'proportional' },
  normal: { playouts: 400, subPlayouts: 100, horizon: 30, temperature: 0.7, exploration: 0.5, final: 'robust' },
  hard: { playouts: 1600, subPlayouts: 400, horizon: 50, temperature: 0.5, exploration: 0.45, final: 'robust' },
};

/** The decisions that start a card play (standard action round, family card choice). */
export const CARD_PLAY_PROMPTS: readonly string[] = ['actionRound', 'familyAction', 'familyPlayCard'];
