/**
 * Where a played card goes when its play ends (5.1, 7.2, 8.4): an event or a power struggle may
 * say so while the play is under way. Kept apart from the card-play frame, which runs events, so
 * that events can set it without importing the frame that runs them.
 */
import { findFrame } from '../machine';
import type { GameState } from '../types';

export type Disposition = 'discard' | 'remove' | 'keep';

/** Lets an event or power struggle say where its card goes when the play ends. */
export function setDisposition(s: GameState, card: number, d: Disposition): void {
  const f = findFrame(s, 'cardPlay', (x) => x.card === card);
  if (f) f.dispose = d;
}
