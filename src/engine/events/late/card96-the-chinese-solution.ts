/**
 * #96 The Chinese Solution (once the Communist's Tiananmen Square marker has reached box 7): the
 * Communist may give the Democrat 3 VP to make 5 support checks in one country where he holds
 * Power, each with this card's Ops value +3. If he declines (or holds Power nowhere) nothing
 * happens; the card is still played.
 */
import { countrySpaces } from '../../board';
import type { CountryId } from '../../data';
import { log } from '../../log';
import { defineCard } from '../registry';
import { checks, chooseCountry, local, vp } from '../steps';
import { countriesWithPower } from '../queries';

const BOX = 7;

defineCard({
  card: 96,
  playable: (s) => s.tiananmen.communist.box >= BOX,
  steps: [
    chooseCountry('country', (c) => countriesWithPower(c.s, c.side), {
      optional: true,
      none(c) {
        log(c.s, 'eventOptionDeclined', { card: 96, side: c.side });
        return 'stop';
      },
      then(c, country) {
        if (country === null) {
          log(c.s, 'eventOptionDeclined', { card: 96, side: c.side });
          return 'stop';
        }
        log(c.s, 'eventCountry', { card: 96, side: c.side, country });
      },
    }),
    vp(3, () => 'democrat'),
    checks(5, { in: (c) => countrySpaces(c.s, local<CountryId>(c, 'country')), bonus: 3 }),
  ],
});
