/** #59 Grenztruppen: −1 to every Democratic support check in East Germany for the rest of the turn. */
import { SPACES } from '../../data';
import { addEffect, registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';

registerEvent({
  card: 59,
  resolve(s) {
    addEffect(s, { card: 59, side: 'communist' });
  },
});

registerEffectHooks(59, {
  supportCheckModifier: (s, e, side, space) => (side === 'democrat' && SPACES[space]!.country === 'east-germany' ? -1 : 0),
});
