/** #28 Factory Party Cells: the Communist removes 3 Democratic SPs from Worker spaces, at most 2 from one space. */
import { other } from '../../board';
import { push } from '../../machine';
import { removeSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { spacesOfType } from './common';

registerEvent({
  card: 28,
  resolve(s, side) {
    push(s, removeSupportFrame(side, other(side), 3, 'card 28', 'factory-party-cells', { spaces: spacesOfType(s, 'worker'), perSpace: 2 }));
  },
});
