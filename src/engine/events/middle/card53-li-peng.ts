/** #53 Li Peng: +1 to every Communist Tiananmen Square Track attempt for the rest of the game (EN 6.3.1). */
import { defineCard } from '../registry';
import { lasting } from '../steps';

defineCard({
  card: 53,
  steps: [lasting()],
  effect: {
    tiananmenModifier: (s, e, side) => (side === e.side ? 1 : 0),
  },
});
