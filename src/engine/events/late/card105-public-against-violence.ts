/**
 * #105 Public Against Violence: the Democrat adds 2 SPs to Košice and 2 to Prešov, then makes 1
 * support check against Bratislava with this card's Ops value +2 (if it holds Communist SPs).
 */
import { push } from '../../machine';
import { supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { addSupportTo, eventOps, idx } from './common';

registerEvent({
  card: 105,
  resolve(s, side) {
    addSupportTo(s, 105, side, idx('kosice'), 2);
    addSupportTo(s, 105, side, idx('presov'), 2);
    push(s, supportChecksFrame(side, eventOps(s, side, 105), 1, 105, { spaces: [idx('bratislava')], bonus: 2 }));
  },
});
