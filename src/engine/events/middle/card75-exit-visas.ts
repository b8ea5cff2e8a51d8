/**
 * #75 Exit Visas: the Democrat discards any number of cards from his hand (none is fine, a scoring
 * card too: its event does not take place, EN 5.3), then draws as many.
 *
 * The cards go one at a time: one decision asked again after each card until the Democrat
 * declines ('done') or his hand is empty. The count so far is a local; the cards themselves are
 * never kept (hidden).
 */
import { handOf } from '../../cow';
import { drawCard, takeFromHand, toDiscard } from '../../deck';
import { log } from '../../log';
import { defineCard } from '../registry';
import { chooseCard, repeat, step, type Ctx } from '../steps';

const gone = (c: Ctx): number => {
  const n = c.locals.gone;
  return typeof n === 'number' ? n : 0;
};

/** Discard one card, or stop discarding. */
const discardOne = chooseCard('discard', (c) => c.s.hands.democrat, {
  optional: true,
  secret: true,
  params: (c) => ({ discarded: gone(c) }),
  then: (c, card) => {
    if (typeof card !== 'number') return;
    takeFromHand(c.s, 'democrat', card);
    toDiscard(c.s, card);
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
        const card = drawCard(c.s);
        if (card === null) break;
        handOf(c.s, 'democrat').push(card);
        drawn++;
      }
      log(c.s, 'eventDraw', { card: 75, side: 'democrat', discarded: gone(c), drawn });
    }),
  ],
});
