/**
 * #74 FRG Embassies: +1 to every Democratic support check in Eastern Europe for the rest of the turn.
 * Played again while its effect lasts (after a reshuffle, or through Reformer Rehabilitated) the
 * event takes place but adds no second +1: one card, one effect in force (7.2).
 */
import { defineCard } from '../registry';
import { startEffect, step } from '../steps';
import { EASTERN_EUROPE, spaceAt } from '../queries';

defineCard({
  card: 74,
  steps: [
    step('lasting', (c) => {
      if (!c.s.effects.some((e) => e.card === 74)) startEffect(c.s, 74, c.side);
    }),
  ],
  effect: {
    supportCheckModifier: (s, e, side, space) => (side === 'democrat' && EASTERN_EUROPE.includes(spaceAt(space).country) ? 1 : 0),
  },
});
