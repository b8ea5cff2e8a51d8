/**
 * #49 Foreign Currency Debt Burden: the Democrat gains 1 VP and names a country other than Romania;
 * the Communist may make no support check there for the rest of the turn.
 */
import { COUNTRY_IDS } from '../../data';
import { log } from '../../log';
import { defineCard } from '../registry';
import { chooseCountry, startEffect, vp } from '../steps';
import { spaceAt } from '../queries';

const NAMEABLE = COUNTRY_IDS.filter((c) => c !== 'romania');

defineCard({
  card: 49,
  steps: [
    vp(1),
    chooseCountry('country', NAMEABLE, {
      then: (c, country) => {
        if (typeof country !== 'string') return;
        startEffect(c.s, 49, c.side, { country });
        log(c.s, 'eventCountry', { card: 49, side: c.side, country });
      },
    }),
  ],
  effect: {
    canCheck: (s, e, side, space) => !(side !== e.side && spaceAt(space).country === e.data?.country),
  },
});
