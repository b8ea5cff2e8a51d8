/**
 * #102 National Salvation Front: in the next power struggle in Romania or Bulgaria, after the deal
 * and before the hands are looked at (8.1.2), the Communist takes 2 cards at random from the
 * Democrat's hand (as many as there are, if fewer). The effect ends with that struggle; struggles
 * elsewhere leave it waiting.
 */
import { takeRandomPsCards } from '../../zones';
import { other } from '../../board';
import type { CountryId } from '../../data';
import { log } from '../../log';
import { defineCard } from '../registry';
import { startEffect, step } from '../steps';
import { BALKANS } from '../queries';

const inBalkans = (country: CountryId) => BALKANS.includes(country);

defineCard({
  card: 102,
  steps: [step('nextBalkanStruggle', (c) => startEffect(c.s, 102, c.side))],
  effect: {
    adjustDeal(s, e, country) {
      if (!inBalkans(country)) return;
      const from = other(e.side);
      const count = takeRandomPsCards(s, from, e.side, 2);
      log(s, 'psCardsTaken', { card: 102, side: e.side, from, count });
    },
    afterPowerStruggle: (s, e, country) => !inBalkans(country),
  },
});
