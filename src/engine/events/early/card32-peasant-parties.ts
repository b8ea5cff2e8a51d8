/** #32 Peasant Parties: the Communist adds 4 SPs to Farmer spaces, at most 2 per space. */
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { spacesOfType } from './common';

registerEvent({
  card: 32,
  resolve(s, side) {
    push(s, addSupportFrame(side, side, 4, 'card 32', 'peasant-parties', { spaces: spacesOfType(s, 'farmer'), perSpace: 2 }));
  },
});
