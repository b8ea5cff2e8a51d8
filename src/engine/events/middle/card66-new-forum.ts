/** #66 New Forum: the Democrat adds 1 SP to each of 3 different East German spaces (direct placement, FAQ 7.4). */
import { defineCard } from '../registry';
import { addSP } from '../steps';
import { spacesIn } from '../queries';

defineCard({
  card: 66,
  steps: [addSP(3, { in: (c) => spacesIn(c.s, ['east-germany']), perSpace: 1 })],
});
