/** #53 Li Peng: +1 to every Communist Tiananmen Square Track attempt for the rest of the game (EN 6.3.1). */
import { registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';
import { lasting } from '../steps';

registerEvent({
  card: 53,
  steps: [lasting()],
});

registerEffectHooks(53, {
  tiananmenModifier: (s, e, side) => (side === e.side ? 1 : 0),
});
