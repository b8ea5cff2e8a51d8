/**
 * #98 Politburo Intrigue: the Communist removes 3 Democratic SPs from Bulgaria, at most 2 per
 * space, then makes 1 support check in Bulgaria with this card's Ops value.
 */
import { countrySpaces } from '../../board';
import { defineCard } from '../registry';
import { checks, removeSP, type Ctx } from '../steps';

const bulgaria = (c: Ctx) => countrySpaces(c.s, 'bulgaria');

defineCard({
  card: 98,
  steps: [removeSP(3, { in: bulgaria, perSpace: 2, target: () => 'democrat' }), checks(1, { in: bulgaria })],
});
