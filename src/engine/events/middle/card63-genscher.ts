/**
 * #63 Genscher: for the rest of the turn a Democratic SP placed with Ops in a Communist-controlled
 * East German space costs 1 Op instead of 2 (6.1.3).
 */
import { controls, other } from '../../board';
import { defineCard } from '../registry';
import { lasting } from '../steps';
import { spaceAt } from '../queries';

defineCard({
  card: 63,
  steps: [lasting()],
  effect: {
    placementCost: (s, e, side, space, cost) =>
      side === e.side && spaceAt(space).country === 'east-germany' && controls(s, space, other(side)) ? Math.min(cost, 1) : cost,
  },
});
