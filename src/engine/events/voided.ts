/**
 * Partial cancellation: an event whose card lists `voidedBy` (events/registry.ts) may still be
 * played once one of those events has taken effect, but it takes place without effect, and its
 * lasting effect in force stops acting. The Ceausescus' five events after The Tyrant is Gone
 * (#97, 7.6.4); Securitate (#70) after Army Backs Revolution (#108).
 */
import { log } from '../log';
import type { GameState } from '../types';
import { eventOf } from './registry';
import { noEffectUnless, stopUnless, type Ctx, type RunStep } from './steps';

/**
 * Whether `card`'s event has taken effect: it has been played as an event and does not wait to
 * take effect (an event that waits keeps a lasting effect marked `data.waiting`, as #97 does, 7.6.3).
 */
export function tookEffect(s: GameState, card: number): boolean {
  return s.eventsPlayed.includes(card) && !s.effects.some((e) => e.card === card && e.data?.waiting === true);
}

/** The event that has left `card`'s event without effect (one of its `voidedBy` that has taken effect), or null. */
export function voidedBy(s: GameState, card: number): number | null {
  for (const c of eventOf(card)?.voidedBy ?? []) if (tookEffect(s, c)) return c;
  return null;
}

const inForce = (c: Ctx): boolean => voidedBy(c.s, c.card) === null;

/**
 * The event's first step: once voided it ends there without effect, logged naming the event that
 * voided it (`naming`) or as an event without effect (5.2 example 5: still played).
 */
export const unlessVoided = (naming = true): RunStep =>
  naming ? stopUnless(inForce, (c) => log(c.s, 'eventNoEffect', { card: c.card, cancelledBy: voidedBy(c.s, c.card)! })) : noEffectUnless(inForce);
