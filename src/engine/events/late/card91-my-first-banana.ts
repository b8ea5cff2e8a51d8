/**
 * #91 My First Banana: the Democrat removes 2 Communist SPs from East Germany (Polish FAQ 91),
 * then makes 2 support checks in East Germany with this card's Ops value.
 */
import { countrySpaces } from '../../board';
import { defineCard } from '../registry';
import { checks, removeSP, type Ctx } from '../steps';

const eastGermany = (c: Ctx) => countrySpaces(c.s, 'east-germany');

defineCard({
  card: 91,
  steps: [removeSP(2, { in: eastGermany, target: () => 'communist' }), checks(2, { in: eastGermany })],
});
