/** #31 Intelligentsia: the Democrat adds 4 SPs to Intellectual spaces, at most 2 per space. */
import { registerEvent } from '../registry';
import { addSP, spacesOfType } from '../steps';

registerEvent({
  card: 31,
  steps: [addSP(4, { in: (c) => spacesOfType(c.s, 'intellectual'), perSpace: 2, reason: 'intelligentsia' })],
});
