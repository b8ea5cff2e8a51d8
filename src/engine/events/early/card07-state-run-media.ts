/** #7 State Run Media: the Communist removes 4 Democratic SPs anywhere, at most 2 from one space. */
import { other } from '../../board';
import { push } from '../../machine';
import { removeSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';

registerEvent({
  card: 7,
  resolve(s, side) {
    push(s, removeSupportFrame(side, other(side), 4, 'card 7', 'state-run-media', { perSpace: 2 }));
  },
});
