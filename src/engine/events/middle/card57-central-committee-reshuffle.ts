/** #57 Central Committee Reshuffle: the Communist adds 3 SPs anywhere in one country where he still holds Power. */
import type { CountryId } from '../../data';
import { log } from '../../log';
import { defineCard } from '../registry';
import { addSP, chooseCountry, local } from '../steps';
import { countriesWithPower, spacesIn } from '../queries';

defineCard({
  card: 57,
  steps: [
    // no country is offered when the Communist holds Power nowhere: the event then has no effect
    chooseCountry('country', (c) => countriesWithPower(c.s, 'communist'), {
      then: (c, country) => log(c.s, 'eventCountry', { card: 57, side: 'communist', country }),
    }),
    addSP(3, { in: (c) => (local(c, 'country') ? spacesIn(c.s, [local<CountryId>(c, 'country')]) : []) }),
  ],
});
