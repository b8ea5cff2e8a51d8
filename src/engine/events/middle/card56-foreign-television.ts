/** #56 Foreign Television: the Democrat removes 4 Communist SPs from anywhere but Dresden, at most 2 per space. */
import { defineCard } from '../registry';
import { idx, removeSP, spacesIn } from '../steps';

defineCard({
  card: 56,
  steps: [removeSP(4, { in: (c) => spacesIn(c.s, undefined, (i) => i !== idx('dresden')), perSpace: 2 })],
});
