/**
 * #93 Shock Therapy: the Democrat picks a country where he holds Power and rolls a die, −1 for
 * each Worker and Farmer space the Communist controls there; on 3 or more he gains 3 VP and adds
 * 3 SPs anywhere in that country. Without Power anywhere the event has no effect.
 */
import { countrySpaces } from '../../board';
import type { CountryId } from '../../data';
import { log } from '../../log';
import { defineCard } from '../registry';
import { addSP, chooseCountry, local, rollAtLeast, vp, type Ctx } from '../steps';
import { controlledSpaces, countriesWithPower } from '../queries';

const NEEDED = 3;
const country = (c: Ctx) => local<CountryId>(c, 'country');

defineCard({
  card: 93,
  steps: [
    chooseCountry('country', (c) => countriesWithPower(c.s, c.side), {
      none(c) {
        log(c.s, 'eventNoEffect', { card: 93, side: c.side });
        return 'stop';
      },
      then: (c, value) => log(c.s, 'eventCountry', { card: 93, side: c.side, country: value }),
    }),
    // −1 for each Worker and Farmer space the Communist controls there
    rollAtLeast(NEEDED, (c) => -controlledSpaces(c.s, country(c), 'communist', ['worker', 'farmer']).length),
    vp(3),
    addSP(3, { in: (c) => countrySpaces(c.s, country(c)) }),
  ],
});
