/**
 * #6 Brought in for Questioning: the Democrat discards a card at random. If its event belongs to
 * the Communist alone and can take place, it does, for the Communist (and a starred card leaves
 * the game); otherwise the card is simply discarded and nothing happens (5.3: a discarded scoring
 * card causes no power struggle).
 */
import { pileOf } from '../../cow';
import { other } from '../../board';
import { CARDS } from '../../data';
import { takeFromHand, toDiscard } from '../../deck';
import { cardPlayFrame } from '../../frames/cardPlay';
import { log } from '../../log';
import { push } from '../../machine';
import { pickRandom } from '../../rng';
import { eventPlayable, registerEvent } from '../registry';

registerEvent({
  card: 6,
  resolve(s, side) {
    const victim = other(side);
    const [card] = pickRandom(s, s.hands[victim], 1);
    if (card === undefined) {
      log(s, 'eventNoEffect', { card: 6, side });
      return;
    }
    takeFromHand(s, victim, card);
    log(s, 'randomDiscard', { card: 6, side: victim, discarded: card });
    if (CARDS[card]!.side === side && eventPlayable(s, card, side)) {
      // the event takes place as if the Communist had played the card (5.2 bookkeeping applies)
      pileOf(s, 'inPlay').push(card);
      push(s, cardPlayFrame(side, card, 'event'));
    } else toDiscard(s, card);
  },
});
