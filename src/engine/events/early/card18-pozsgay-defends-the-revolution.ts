/** #18 Pozsgay Defends the Revolution: the Communist adds 1 SP to each of 4 Hungarian spaces the Democrat does not control. */
import { controls, other } from '../../board';
import { defineCard } from '../registry';
import { addSP, type Ctx } from '../steps';
import { spacesIn } from '../queries';

/** Hungarian spaces the opponent does not control (when the step starts). */
const notHis = (c: Ctx) => spacesIn(c.s, ['hungary'], (i) => !controls(c.s, i, other(c.side)));

defineCard({
  card: 18,
  steps: [addSP((c) => Math.min(4, notHis(c).length), { in: notHis, perSpace: 1 })],
});
