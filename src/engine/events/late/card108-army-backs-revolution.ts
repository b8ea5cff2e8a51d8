/**
 * #108 Army Backs Revolution: Securitate (#70) is cancelled if it is in effect, and cannot take
 * effect for the rest of the game. Securitate checks `eventsPlayed` for this card: played later, it
 * occurs without effect (as the Securitate module decides), so no lasting effect is needed here.
 */
import { log } from '../../log';
import { registerEvent } from '../registry';
import { endEffect, step, stopUnless } from '../steps';

const SECURITATE = 70;

registerEvent({
  card: 108,
  steps: [
    stopUnless(
      (c) => c.s.effects.some((e) => e.card === SECURITATE),
      (c) => log(c.s, 'eventNoEffect', { card: 108, side: c.side }),
    ),
    step('cancelSecuritate', (c) => endEffect(c.s, SECURITATE, 108)),
  ],
});
