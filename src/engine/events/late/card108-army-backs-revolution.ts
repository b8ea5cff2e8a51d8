/**
 * #108 Army Backs Revolution: Securitate (#70) is cancelled if it is in effect, and cannot take
 * effect for the rest of the game. Securitate checks `eventsPlayed` for this card: played later, it
 * occurs without effect (as the Securitate module decides), so no lasting effect is needed here.
 */
import { defineCard } from '../registry';
import { endEffect, noEffectUnless, step } from '../steps';

const SECURITATE = 70;

defineCard({
  card: 108,
  steps: [noEffectUnless((c) => c.s.effects.some((e) => e.card === SECURITATE)), step('cancelSecuritate', (c) => endEffect(c.s, SECURITATE, 108))],
});
