/**
 * #62 Yakovlev Counsels Gorbachev: if the Democrat wins the next power struggle, +1 to both aftermath
 * rolls (EN 8.4.1); the effect ends after that struggle whoever wins it (Polish FAQ 62).
 */
import { defineCard } from '../registry';
import { lasting } from '../steps';

defineCard({
  card: 62,
  steps: [lasting()],
  effect: {
    aftermathModifier: (s, e, winner) => (winner === e.side ? 1 : 0),
  },
});
