/** #52 Normalization: every Democratic SP leaves Plzeň and Praha (EN 5.2 example 4: it counts even with none there). */
import { defineCard } from '../registry';
import { clearSupport, step } from '../steps';
import { idx } from '../queries';

defineCard({
  card: 52,
  steps: [
    step('clearPlzenAndPraha', (c) => {
      for (const id of ['plzen', 'praha']) clearSupport(c.s, 52, idx(id), 'democrat');
    }),
  ],
});
