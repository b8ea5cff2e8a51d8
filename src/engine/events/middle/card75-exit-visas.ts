/**
 * #75 Exit Visas: the Democrat discards any number of cards from his hand (none is fine, a scoring
 * card too: its event does not take place, EN 5.3), then draws as many.
 *
 * The cards go one at a time: one decision asked again after each card until the Democrat
 * declines ('done') or his hand is empty. The count so far is a local; the cards themselves are
 * never kept (hidden).
 */
import { cardsWhere, discardFromHand, drawInto, hand } from '../../zones';
import { log } from '../../log';
import { defineCard } from '../registry';
import { chooseCard, repeat, step, type Ctx } from '../steps';

const gone = (c: Ctx): number => {
  const n = c.locals.gone;
  return typeof n === 'number' ? n : 0;
};

/** Discard one card, or stop discarding. */
const discardOne = chooseCard('discard', (c) => cardsWhere(hand(c.s, 'democrat'), () => true, 'card 75'), {
  optional: true,
  secret: true,
  params: (c) => ({ discarded: gone(c) }),
  then: (c, card) => {
    if (typeof card !== 'number') return;
    discardFromHand(c.s, 'democrat', card);
    c.locals.gone = gone(c) + 1;
    log(c.s, 'discardCard', { side: 'democrat', card, reason: 'card75' });
  },
});

defineCard({
  card: 75,
  steps: [
    repeat(discardOne),
    step('drawAsMany', (c) => {
      let drawn = 0;
      for (let i = 0; i < gone(c); i++) {
        if (drawInto(c.s, 'democrat') === null) break;
        drawn++;
      }
      log(c.s, 'eventDraw', { card: 75, side: 'democrat', discarded: gone(c), drawn });
    }),
  ],
});
