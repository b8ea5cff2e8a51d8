/** #79 The Third Way: the Communist gains 2 VP and adds 3 SPs to the East German Writers space. */
import { registerEvent } from '../registry';
import { addSupportTo, gainVp, idx } from './common';

registerEvent({
  card: 79,
  resolve(s, side) {
    gainVp(s, 79, side, 2);
    addSupportTo(s, 79, 'communist', idx('east-german-writers'), 3);
  },
});
