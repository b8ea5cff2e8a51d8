/**
 * #94 Union of Democratic Forces: the Democrat removes 4 Communist SPs from Bulgaria, at most 2
 * per space, then makes 2 support checks in Bulgaria with this card's Ops value.
 */
import { countrySpaces } from '../../board';
import { defineCard } from '../registry';
import { checks, removeSP, type Ctx } from '../steps';

const bulgaria = (c: Ctx) => countrySpaces(c.s, 'bulgaria');

defineCard({
  card: 94,
  steps: [removeSP(4, { in: bulgaria, perSpace: 2, target: () => 'communist' }), checks(2, { in: bulgaria })],
});
