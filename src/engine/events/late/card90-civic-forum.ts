/**
 * #90 Civic Forum: the Democrat gains 1 VP and adds 4 SPs anywhere in Czechoslovakia (direct
 * placement); then, if he controls the Czech Writers space (after the placement), he makes 2
 * support checks in Czechoslovakia with this card's Ops value (Polish FAQ 90: two checks).
 */
import { controls, countrySpaces } from '../../board';
import { log } from '../../log';
import { defineCard } from '../registry';
import { addSP, checks, stopUnless, vp } from '../steps';
import { idx } from '../queries';

const czechoslovakia = (c: { s: Parameters<typeof countrySpaces>[0] }) => countrySpaces(c.s, 'czechoslovakia');

defineCard({
  card: 90,
  steps: [
    vp(1),
    addSP(4, { in: czechoslovakia }),
    stopUnless(
      (c) => controls(c.s, idx('czech-writers'), c.side),
      (c) => log(c.s, 'eventConditionNotMet', { card: 90, side: c.side, space: 'czech-writers' }),
    ),
    checks(2, { in: czechoslovakia }),
  ],
});
