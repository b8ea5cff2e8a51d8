/**
 * #50 The Sinatra Doctrine: +1 Ops to every Democratic card for the rest of the turn, for every use
 * (EN 7.3.3), the end-of-turn free support check included (EN 4.5.3).
 */
import { defineCard } from '../registry';
import { lasting } from '../steps';

defineCard({
  card: 50,
  steps: [lasting()],
  effect: {
    opsModifier: (s, e, side) => (side === e.side ? 1 : 0),
  },
});
