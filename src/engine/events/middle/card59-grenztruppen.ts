/** #59 Grenztruppen: −1 to every Democratic support check in East Germany for the rest of the turn. */
import { defineCard } from '../registry';
import { lasting } from '../steps';
import { spaceAt } from '../queries';

defineCard({
  card: 59,
  steps: [lasting()],
  effect: {
    supportCheckModifier: (s, e, side, space) => (side === 'democrat' && spaceAt(space).country === 'east-germany' ? -1 : 0),
  },
});
