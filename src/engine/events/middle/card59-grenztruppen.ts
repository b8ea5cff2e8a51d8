/** #59 Grenztruppen: −1 to every Democratic support check in East Germany for the rest of the turn. */
import { registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';
import { lasting, spaceAt } from '../steps';

registerEvent({
  card: 59,
  steps: [lasting()],
});

registerEffectHooks(59, {
  supportCheckModifier: (s, e, side, space) => (side === 'democrat' && spaceAt(space).country === 'east-germany' ? -1 : 0),
});
