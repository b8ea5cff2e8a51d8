/**
 * #8 Prudence: until the end of the turn the opponent of the player who played it has −1 on the
 * Ops value of all his cards (7.3; minimum 1 by 7.3.2). Each play adds its own −1 (FAQ 8).
 */
import { other } from '../../board';
import { defineCard } from '../registry';
import { lasting } from '../steps';

defineCard({
  card: 8,
  steps: [lasting()],
  effect: {
    opsModifier: (s, e, side) => (side === other(e.side) ? -1 : 0),
  },
});
