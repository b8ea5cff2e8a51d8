/**
 * #71 Kiss of Death: the Communist discards a card at random. Unless it is a Communist event (or
 * Common European Home, Polish FAQ 71), its event takes place as if the Democrat had played it —
 * a scoring card included (EN 5.3 example 2).
 */
import { CARDS } from '../../data';
import { takeFromHand, toDiscard } from '../../deck';
import { log } from '../../log';
import { pickRandom } from '../../rng';
import { eventOwner, eventPlayable, registerEvent } from '../registry';
import { playOtherEvent } from './playOther';

const NOT_AN_EVENT = [21];

registerEvent({
  card: 71,
  resolve(s) {
    const [card] = pickRandom(s, s.hands.communist, 1);
    if (card === undefined) {
      log(s, 'eventNoEffect', { card: 71 });
      return;
    }
    takeFromHand(s, 'communist', card);
    log(s, 'discardCard', { side: 'communist', card, reason: 'card71' });
    const fires =
      CARDS[card]!.side !== 'communist' && !NOT_AN_EVENT.includes(card) && eventPlayable(s, card, eventOwner(card, 'democrat'));
    if (fires) playOtherEvent(s, 71, 'democrat', card);
    else toDiscard(s, card);
  },
});
