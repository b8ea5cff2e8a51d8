/**
 * #71 Kiss of Death: the Communist discards a card at random. Unless it is a Communist event (or
 * Common European Home, Polish FAQ 71), its event takes place as if the Democrat had played it —
 * a scoring card included (EN 5.3 example 2). With an empty Communist hand the event has no effect.
 *
 * The discarded card is public (logged), so it may stay in the script's locals.
 */
import { discard, randomHandCard, takeFromHand } from '../../zones';
import { log } from '../../log';
import { eventOwner, eventPlayable, defineCard } from '../registry';
import { local, step } from '../steps';
import { cardAt } from '../queries';
import { otherEventPlay } from './playOther';

const NOT_AN_EVENT = [21];

defineCard({
  card: 71,
  steps: [
    step('discardAtRandom', (c) => {
      const card = randomHandCard(c.s, 'communist', 'card 71');
      if (card === undefined) {
        log(c.s, 'eventNoEffect', { card: 71 });
        return 'stop';
      }
      takeFromHand(c.s, 'communist', card);
      log(c.s, 'discardCard', { side: 'communist', card, reason: 'card71' });
      c.locals.discardedCard = card;
    }),
    step('itsEvent', (c) => {
      const card = local<number>(c, 'discardedCard');
      const fires = cardAt(card).side !== 'communist' && !NOT_AN_EVENT.includes(card) && eventPlayable(c.s, card, eventOwner(card, 'democrat'));
      if (fires) return otherEventPlay(c.s, 71, 'democrat', card);
      discard(c.s, card);
    }),
  ],
});
