/**
 * #3 Walesa (needs Solidarity Legalized, #2): the Democrat adds 4 SPs anywhere in Poland (direct
 * placement, FAQ 7.4), then makes 2 support checks in Poland with this card's Ops value.
 */
import { defineCard } from '../registry';
import { addSP, checks, type Ctx } from '../steps';
import { spacesIn } from '../queries';

const poland = (c: Ctx) => spacesIn(c.s, ['poland']);

defineCard({
  card: 3,
  requires: [2],
  steps: [addSP(4, { in: poland }), checks(2, { in: poland })],
});
