/**
 * #72 Peasant Parties Revolt: in the next power struggle, if the Democrat controls a Farmer space of
 * that country, he takes 1 random card from the Communist's hand after the deal (EN 8.1.2); the
 * effect ends after that struggle either way (Polish FAQ 72).
 */
import { takeRandomPsCards } from '../../zones';
import { controlledIn } from '../../board';
import { log } from '../../log';
import { defineCard } from '../registry';
import { lasting } from '../steps';
import { spaceAt } from '../queries';

defineCard({
  card: 72,
  steps: [lasting()],
  effect: {
    adjustDeal(s, e, country) {
      if (!controlledIn(s, country, 'democrat').some((i) => spaceAt(i).socio === 'farmer')) {
        log(s, 'psDealNoEffect', { card: 72, country });
        return;
      }
      if (takeRandomPsCards(s, 'communist', 'democrat', 1) === 0) return;
      log(s, 'psCardsTaken', { card: 72, side: 'democrat', from: 'communist', count: 1 });
    },
  },
});
