/**
 * #100 Stand Fast (either side): for the rest of the turn, every support check the opponent makes
 * against a space controlled by the player who played it gets −1 (control as the check is rolled).
 */
import { controls, other } from '../../board';
import { defineCard } from '../registry';
import { startEffect, step } from '../steps';

defineCard({
  card: 100,
  steps: [step('standFast', (c) => startEffect(c.s, 100, c.side))],
  effect: {
    supportCheckModifier: (s, e, side, space) => (side === other(e.side) && controls(s, space, e.side) ? -1 : 0),
  },
});
