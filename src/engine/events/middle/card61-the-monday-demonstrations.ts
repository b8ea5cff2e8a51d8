/**
 * #61 The Monday Demonstrations (needs St. Nicholas Church #24): the Democrat takes control of the
 * Lutheran Church and Leipzig, then makes 5 support checks in East Germany with this card's Ops.
 */
import { defineCard } from '../registry';
import { checks, step, takeControl } from '../steps';
import { idx, spacesIn } from '../queries';

defineCard({
  card: 61,
  requires: [24],
  steps: [
    step('takeControl', (c) => {
      for (const id of ['east-german-lutheran-church', 'leipzig']) takeControl(c.s, 61, idx(id), c.side);
    }),
    checks(5, { in: (c) => spacesIn(c.s, ['east-germany']) }),
  ],
});
