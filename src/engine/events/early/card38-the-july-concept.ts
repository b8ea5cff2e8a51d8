/** #38 The July Concept: the Communist adds 3 SPs to Bulgarian spaces, split as he likes. */
import { defineCard } from '../registry';
import { addSP } from '../steps';
import { spacesIn } from '../queries';

defineCard({
  card: 38,
  steps: [addSP(3, { in: (c) => spacesIn(c.s, ['bulgaria']) })],
});
