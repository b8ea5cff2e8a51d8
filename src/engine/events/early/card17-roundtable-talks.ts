/**
 * #17 Roundtable Talks: in the next power struggle (any country), after the deal and before the
 * hands are looked at, the Democrat takes 2 cards at random from the Communist's hand into his own
 * (8.1.2, FAQ 17). The card stays beside the map until then (kept in `inPlay`), and goes to the
 * discard pile after that power struggle, whether or not cards could be taken.
 */
import { takeRandomPsCards } from '../../zones';
import { other } from '../../board';
import { log } from '../../log';
import { defineCard } from '../registry';
import { lastingBesideMap } from '../steps';

defineCard({
  card: 17,
  steps: [lastingBesideMap()],
  effect: {
    adjustDeal(s, e) {
      const count = takeRandomPsCards(s, other(e.side), e.side, 2);
      log(s, 'psCardsTaken', { card: 17, side: e.side, count });
    },
  },
});
