/**
 * #40 Hungarian Democratic Forum: the Democrat adds 3 SPs anywhere in Hungary, then makes 1
 * support check in Hungary with this card's Ops value.
 */
import { defineCard } from '../registry';
import { addSP, checks, type Ctx } from '../steps';
import { spacesIn } from '../queries';

const hungary = (c: Ctx) => spacesIn(c.s, ['hungary']);

defineCard({
  card: 40,
  steps: [addSP(3, { in: hungary }), checks(1, { in: hungary })],
});
