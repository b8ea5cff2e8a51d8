/**
 * #17 Roundtable Talks: in the next power struggle (any country), after the deal and before the
 * hands are looked at, the Democrat takes 2 cards at random from the Communist's hand into his own
 * (8.1.2, FAQ 17). The card stays beside the map until then (kept in `inPlay`), and goes to the
 * discard pile after that power struggle, whether or not cards could be taken.
 */
import { psOf } from '../../cow';
import { other } from '../../board';
import { log } from '../../log';
import { pickRandom } from '../../rng';
import { defineCard } from '../registry';
import { lastingBesideMap } from '../steps';

defineCard({
  card: 17,
  steps: [lastingBesideMap()],
  effect: {
    adjustDeal(s, e) {
      const ps = psOf(s);
      const from = other(e.side);
      const taken = pickRandom(s, ps.hands[from], 2);
      for (const c of taken) ps.hands[from].splice(ps.hands[from].indexOf(c), 1);
      ps.hands[e.side].push(...taken);
      log(s, 'psCardsTaken', { card: 17, side: e.side, count: taken.length });
    },
  },
});
