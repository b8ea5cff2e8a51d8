/** #4 Michnik: the Democrat adds 3 SPs to the Polish Writers space. */
import { defineCard } from '../registry';
import { changeSupport, step } from '../steps';
import { idx } from '../queries';

defineCard({
  card: 4,
  steps: [
    step('add 3 SPs to the Polish Writers', (c) => {
      changeSupport(c.s, c.card, idx('polish-writers'), c.side, 3);
    }),
  ],
});
