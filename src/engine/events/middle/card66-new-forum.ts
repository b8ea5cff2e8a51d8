/** #66 New Forum: the Democrat adds 1 SP to each of 3 different East German spaces (direct placement, FAQ 7.4). */
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { spacesIn } from './common';

registerEvent({
  card: 66,
  resolve(s) {
    push(s, addSupportFrame('democrat', 'democrat', 3, 'card 66', 'card66', { spaces: spacesIn(s, ['east-germany']), perSpace: 1 }));
  },
});
