/**
 * #68 Klaus and Komárek: up to 2 Communist SPs leave Praha, then the Democrat adds 2 SPs there.
 *
 * The removal is logged even when Praha holds no Communist SP (count 0), as before.
 */
import { removeSupport } from '../../board';
import { log } from '../../log';
import { defineCard } from '../registry';
import { changeSupport, step } from '../steps';
import { idx } from '../queries';

const PRAHA = 'praha';

defineCard({
  card: 68,
  steps: [
    step('communistsLeave', (c) => {
      const removed = removeSupport(c.s, idx(PRAHA), 'communist', 2);
      log(c.s, 'eventRemoveSupport', { card: 68, target: 'communist', space: PRAHA, count: removed });
    }),
    step('democratsArrive', (c) => {
      changeSupport(c.s, 68, idx(PRAHA), 'democrat', 2);
    }),
  ],
});
