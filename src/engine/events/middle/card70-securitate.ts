/**
 * #70 Securitate: for the rest of the game the Democrat plays every power struggle in Romania with
 * his hand face up, from the moment the cards are looked at (Polish FAQ 70). Army Backs Revolution
 * (#108) cancels it and keeps it from taking effect: after #108 this event occurs without effect.
 */
import { defineCard } from '../registry';
import { lasting } from '../steps';
import { unlessVoided, voidedBy } from '../voided';

defineCard({
  card: 70,
  // Army Backs Revolution
  voidedBy: [108],
  steps: [unlessVoided(), lasting()],
  effect: {
    revealsPowerStruggleHand: (s, e, side) => side === 'democrat' && s.ps?.country === 'romania' && voidedBy(s, 70) === null,
  },
});
