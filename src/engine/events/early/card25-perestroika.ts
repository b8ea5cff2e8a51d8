/** #25 Perestroika: until the end of the turn every Communist card has +1 Ops (7.3). */
import { defineCard } from '../registry';
import { lasting } from '../steps';

defineCard({
  card: 25,
  steps: [lasting()],
  effect: {
    opsModifier: (s, e, side) => (side === e.side ? 1 : 0),
  },
});
