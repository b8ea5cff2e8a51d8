/** #29 Jan Palach Week: the Democrat adds 6 SPs to Charles University. */
import { defineCard } from '../registry';
import { changeSupport, step } from '../steps';
import { idx } from '../queries';

defineCard({
  card: 29,
  steps: [
    step('add 6 SPs to Charles University', (c) => {
      changeSupport(c.s, c.card, idx('charles-university'), c.side, 6);
    }),
  ],
});
