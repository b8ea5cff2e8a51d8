/** #68 Klaus and Komárek: up to 2 Communist SPs leave Praha, then the Democrat adds 2 SPs there. */
import { SPACES } from '../../data';
import { removeSupport } from '../../board';
import { log } from '../../log';
import { registerEvent } from '../registry';
import { addSupportTo, idx } from './common';

registerEvent({
  card: 68,
  resolve(s) {
    const praha = idx('praha');
    const removed = removeSupport(s, praha, 'communist', 2);
    log(s, 'eventRemoveSupport', { card: 68, target: 'communist', space: SPACES[praha]!.id, count: removed });
    addSupportTo(s, 68, 'democrat', praha, 2);
  },
});
