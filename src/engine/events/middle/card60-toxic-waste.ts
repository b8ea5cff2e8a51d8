/** #60 Toxic Waste: the Democrat adds 3 SPs to Worker spaces anywhere, split as he likes. */
import { defineCard } from '../registry';
import { addSP } from '../steps';
import { spacesOfType } from '../queries';

defineCard({
  card: 60,
  steps: [addSP(3, { in: (c) => spacesOfType(c.s, 'worker') })],
});
