/** #31 Intelligentsia: the Democrat adds 4 SPs to Intellectual spaces, at most 2 per space. */
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { spacesOfType } from './common';

registerEvent({
  card: 31,
  resolve(s, side) {
    push(s, addSupportFrame(side, side, 4, 'card 31', 'intelligentsia', { spaces: spacesOfType(s, 'intellectual'), perSpace: 2 }));
  },
});
