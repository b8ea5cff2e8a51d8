/** #18 Pozsgay Defends the Revolution: the Communist adds 1 SP to each of 4 Hungarian spaces the Democrat does not control. */
import { controls, countrySpaces, other } from '../../board';
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';

registerEvent({
  card: 18,
  resolve(s, side) {
    const spaces = countrySpaces(s, 'hungary').filter((i) => !controls(s, i, other(side)));
    push(s, addSupportFrame(side, side, Math.min(4, spaces.length), 'card 18', 'pozsgay-defends-the-revolution', { spaces, perSpace: 1 }));
  },
});
