/**
 * #75 Exit Visas: the Democrat discards any number of cards from his hand (none is fine, a scoring
 * card too: its event does not take place, EN 5.3), then draws as many.
 *
 * The cards go one at a time, each a decision of its own that the Democrat may decline ('done'
 * ends the discarding). The hand never holds more cards than the deck has, which bounds how many
 * decisions there can be. The count so far is a local; the cards drawn are never kept (hidden).
 */
import { handOf } from '../../cow';
import { drawCard, takeFromHand, toDiscard } from '../../deck';
import { log } from '../../log';
import { CARD_NUMBERS } from '../../data';
import { registerEvent } from '../registry';
import { chooseCard, step, type Ctx, type Step } from '../steps';

/** More discards than the Democrat can ever hold cards. */
const AT_MOST = CARD_NUMBERS.length;

const gone = (c: Ctx): number => {
  const n = c.locals.gone;
  return typeof n === 'number' ? n : 0;
};

/** Discard one card, or stop discarding. */
const discardOne = chooseCard('discard', (c) => (c.locals.stopped ? [] : c.s.hands.democrat), {
  optional: true,
  secret: true,
  params: (c) => ({ discarded: gone(c) }),
  then: (c, card) => {
    if (typeof card !== 'number') {
      c.locals.stopped = true;
      return;
    }
    takeFromHand(c.s, 'democrat', card);
    toDiscard(c.s, card);
    c.locals.gone = gone(c) + 1;
    log(c.s, 'discardCard', { side: 'democrat', card, reason: 'card75' });
  },
});

/** The same decision up to `n` times; once declined it offers nothing, so the rest are skipped. */
const upTo = (n: number, st: Step): Step[] => Array.from({ length: n }, () => st);

registerEvent({
  card: 75,
  steps: [
    ...upTo(AT_MOST, discardOne),
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
