/** #28 Factory Party Cells: the Communist removes 3 Democratic SPs from Worker spaces, at most 2 from one space. */
import { defineCard } from '../registry';
import { removeSP } from '../steps';
import { spacesOfType } from '../queries';

defineCard({
  card: 28,
  steps: [removeSP(3, { in: (c) => spacesOfType(c.s, 'worker'), perSpace: 2 })],
});
