/**
 * #106 Social Democratic Platform Adopted: the Communist picks a country where the Democrat holds
 * Power, adds 2 SPs anywhere in it (direct placement), then makes 1 support check there with this
 * card's Ops value. If the Democrat holds Power nowhere the event has no effect.
 */
import { countrySpaces } from '../../board';
import type { CountryId } from '../../data';
import { log } from '../../log';
import { defineCard } from '../registry';
import { addSP, checks, chooseCountry, local, type Ctx } from '../steps';
import { countriesWithPower } from '../queries';

const chosenCountry = (c: Ctx) => countrySpaces(c.s, local<CountryId>(c, 'country'));

defineCard({
  card: 106,
  steps: [
    chooseCountry('country', (c) => countriesWithPower(c.s, 'democrat'), {
      none(c) {
        log(c.s, 'eventNoEffect', { card: 106, side: c.side });
        return 'stop';
      },
      then: (c, country) => log(c.s, 'eventCountry', { card: 106, side: c.side, country }),
    }),
    addSP(2, { in: chosenCountry }),
    checks(1, { in: chosenCountry }),
  ],
});
