/**
 * The three levels differ in budget and policy. Budgets are iteration counts, so a decision is
 * reproducible from its seed; the page caps them with a think time. A decision inside a card play
 * (one SP, one check target, an event's choice) gets a smaller budget and judges the play itself
 * (its playouts stop when the play ends): it must not keep the board waiting. A card play looks
 * `rounds` card plays further (the opponent's reply). Normal and hard judge where the playouts stop
 * with the evaluation fitted to self-play games (./fitted.ts), which predicts outcomes far better
 * than the hand-made one: with the hand-made one normal lost most of its games as the Democrat to
 * the yardstick, going into most power struggles with fewer cards (docs/ai.md). Hard gets twelve
 * times normal's budget and plays its playouts more greedily: with the same evaluation as normal,
 * four times was no edge (1-0-4 in a first check); twelve times won 66% of 174 games (59-73%),
 * 71-3-13 as the Communist and 42-1-44 as the Democrat, within the page's think time (caps 1.95 s per
 * card play, 0.28 s per sub-decision; docs/ai.md). Hard's evaluation also reads the SPs short of
 * control and beyond it (the `support` feature set, ./features), which normal does not: 73% of 100
 * games against normal, against 68% on the same deals without it, and 94% of 100 against the
 * yardstick (50-0-0 and 44-0-6), against 76.5%. Easy keeps the hand-made
 * evaluation, a beginner's judgement. Normal and hard
 * play a power struggle's cards analytically (./struggle: the lead least likely matched, weighed by
 * what the suit a win carries does to the aftermath, and a concession when losing now costs less);
 * easy searches them with its few playouts, as a beginner plays them.
 */
import type { SearchOptions } from './ismcts';

export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];

type LevelSettings = Omit<SearchOptions, 'seed' | 'playouts' | 'timeMs'> & {
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
    evaluation: 'hand',
    features: 'control',
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
    evaluation: 'fitted',
    features: 'control',
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
    evaluation: 'fitted',
    features: 'support',
    struggle: 'analytic',
  },
};

/** The decisions that start a card play: the engine's list. */
export { CARD_PLAY_PROMPTS } from '../engine';
