/**
 * #88 Adamec: the Communist rolls a die, −1 for each Czechoslovak Worker space the Democrat
 * controls; on 3 or more he adds 4 SPs to Czechoslovakia, at most 2 per space.
 */
import { countrySpaces } from '../../board';
import { defineCard } from '../registry';
import { addSP, rollAtLeast } from '../steps';
import { controlledSpaces } from '../queries';

const NEEDED = 3;

defineCard({
  card: 88,
  steps: [
    // −1 for each Worker space the Democrat controls in Czechoslovakia
    rollAtLeast(NEEDED, (c) => -controlledSpaces(c.s, 'czechoslovakia', 'democrat', ['worker']).length),
    addSP(4, { in: (c) => countrySpaces(c.s, 'czechoslovakia'), perSpace: 2 }),
  ],
});
