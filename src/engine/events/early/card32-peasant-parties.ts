/** #32 Peasant Parties: the Communist adds 4 SPs to Farmer spaces, at most 2 per space. */
import { defineCard } from '../registry';
import { addSP } from '../steps';
import { spacesOfType } from '../queries';

defineCard({
  card: 32,
  steps: [addSP(4, { in: (c) => spacesOfType(c.s, 'farmer'), perSpace: 2 })],
});
