/** #31 Intelligentsia: the Democrat adds 4 SPs to Intellectual spaces, at most 2 per space. */
import { defineCard } from '../registry';
import { addSP } from '../steps';
import { spacesOfType } from '../queries';

defineCard({
  card: 31,
  steps: [addSP(4, { in: (c) => spacesOfType(c.s, 'intellectual'), perSpace: 2 })],
});
