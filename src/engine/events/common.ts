/** Building blocks shared by the events of all three decks. */
import { USSR_TRACK, type Side } from '../data';
import { addEffect } from '../hooks';
import { log } from '../log';
import type { GameState, LastingEffect } from '../types';

/** VP gained by `side` because of an event (the VP track is positive toward the Democrat, 2.1.10). */
export function gainVp(s: GameState, card: number, side: Side, vp: number): void {
  s.vp += side === 'democrat' ? vp : -vp;
  log(s, 'eventVp', { card, side, vp, total: s.vp });
}

/** A lasting effect of `card` comes into force for `side` (7.2); its hooks are the card's own. */
export function startEffect(s: GameState, card: number, side: Side, data?: LastingEffect['data']): void {
  addEffect(s, data ? { card, side, data } : { card, side });
  log(s, 'effectStarts', { card, side });
}

/**
 * 12.2–12.5: `card` moves the USSR stability marker to its own space (never back), and `side`
 * gains the VP printed beside that space (12.6).
 */
export function advanceUssrTrack(s: GameState, card: number, side: Side): void {
  const step = USSR_TRACK.find((x) => x.card === card);
  if (!step) throw new Error(`card ${card} has no space on the USSR stability track`);
  s.ussrStability = Math.max(s.ussrStability, step.position);
  log(s, 'ussrStability', { card, position: s.ussrStability });
  gainVp(s, card, side, Math.abs(step.vp));
}
