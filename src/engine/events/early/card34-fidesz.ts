/** #34 FIDESZ: the Democrat adds 5 SPs to Eötvös Loránd University. */
import { defineCard } from '../registry';
import { changeSupport, step } from '../steps';
import { idx } from '../queries';

defineCard({
  card: 34,
  steps: [
    step('add 5 SPs to Eötvös Loránd University', (c) => {
      changeSupport(c.s, c.card, idx('eotvos-lorand-university'), c.side, 5);
    }),
  ],
});
