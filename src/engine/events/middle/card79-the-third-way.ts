/** #79 The Third Way: the Communist gains 2 VP and adds 3 SPs to the East German Writers space. */
import { defineCard } from '../registry';
import { changeSupport, step, vp } from '../steps';
import { idx } from '../queries';

defineCard({
  card: 79,
  steps: [
    vp(2),
    step('writers', (c) => {
      changeSupport(c.s, 79, idx('east-german-writers'), 'communist', 3);
    }),
  ],
});
