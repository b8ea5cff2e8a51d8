/** #56 Foreign Television: the Democrat removes 4 Communist SPs from anywhere but Dresden, at most 2 per space. */
import { defineCard } from '../registry';
import { removeSP } from '../steps';
import { idx, spacesIn } from '../queries';

defineCard({
  card: 56,
  steps: [removeSP(4, { in: (c) => spacesIn(c.s, undefined, (i) => i !== idx('dresden')), perSpace: 2 })],
});
