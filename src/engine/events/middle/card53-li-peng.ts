/** #53 Li Peng: +1 to every Communist Tiananmen Square Track attempt for the rest of the game (EN 6.3.1). */
import { addEffect, registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';

registerEvent({
  card: 53,
  resolve(s) {
    addEffect(s, { card: 53, side: 'communist' });
  },
});

registerEffectHooks(53, {
  tiananmenModifier: (s, e, side) => (side === e.side ? 1 : 0),
});
