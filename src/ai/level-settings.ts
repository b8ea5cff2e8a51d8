/**
 * The three levels differ in budget and policy. Budgets are iteration counts, so a decision is
 * reproducible from its seed; the page caps them with a think time. A decision inside a card play
 * (one SP, one check target, an event's choice) gets a smaller budget and judges the play itself
 * (its playouts stop when the play ends): it must not keep the board waiting. A card play looks
 * `rounds` card plays further (the opponent's reply). Normal and hard judge where the playouts stop
 * with the evaluation fitted to self-play games (./fitted.ts), which predicts outcomes far better
 * than the hand-made one. Hard gets twelve times normal's budget and plays its playouts more
 * greedily, within the page's think time; its evaluation also reads the SPs short of control and
 * beyond it (the `support` feature set, ./features), which normal does not. Easy keeps the
 * hand-made evaluation, a beginner's judgement. What each choice was worth in games, and the
 * think times, are in docs/ai.md ("Strength and speed"). Normal and hard
 * play a power struggle's cards analytically (./struggle: the lead least likely matched, weighed by
 * what the suit a win carries does to the aftermath, and a concession when losing now costs less);
 * easy searches them with its few playouts, as a beginner plays them.
 */
import type { SearchOptions } from './ismcts';
import { HAND_EVALUATION } from './evaluate';
import { FITTED_EVALUATIONS } from './fitted';
import type { Level } from './levels';

/** What a level is: its search (./ismcts) and budgets, and how it plays a power struggle. */
export type LevelSettings = Omit<SearchOptions, 'seed' | 'playouts' | 'timeMs'> & {
  playouts: number;
  subPlayouts: number;
  /** a power struggle's leads, answers, raises and discards: searched, or decided analytically (./struggle) */
  struggle: 'search' | 'analytic';
};

export const LEVEL_SETTINGS: Record<Level, LevelSettings> = {
  // a beginner's opponent: short sight, loose playouts, and it picks among its better moves at random
  easy: {
    playouts: 48,
    subPlayouts: 16,
    horizon: 12,
    rounds: 1,
    temperature: 1.5,
    exploration: 0.7,
    bias: 0.2,
    final: 'proportional',
    evaluation: HAND_EVALUATION,
    struggle: 'search',
  },
  normal: {
    playouts: 400,
    subPlayouts: 64,
    horizon: 40,
    rounds: 1,
    temperature: 0.4,
    exploration: 0.4,
    bias: 0.3,
    final: 'robust',
    evaluation: FITTED_EVALUATIONS.control,
    struggle: 'analytic',
  },
  hard: {
    playouts: 4800,
    subPlayouts: 600,
    horizon: 60,
    rounds: 1,
    temperature: 0.3,
    exploration: 0.35,
    bias: 0.3,
    final: 'robust',
    evaluation: FITTED_EVALUATIONS.support,
    struggle: 'analytic',
  },
};
