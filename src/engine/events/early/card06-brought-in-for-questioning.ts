/**
 * #6 Brought in for Questioning: the Democrat discards a card at random. If its event belongs to
 * the Communist alone and can take place, it does, for the Communist (and a starred card leaves
 * the game); otherwise the card is simply discarded and nothing happens (5.3: a discarded scoring
 * card causes no power struggle).
 */
import { other } from '../../board';
import { discard, putInPlay, randomHandCard, takeFromHand } from '../../zones';
import { cardPlayFrame } from '../../frames/cardPlay';
import { log } from '../../log';
import { eventPlayable, defineCard } from '../registry';
import { step } from '../steps';
import { cardAt } from '../queries';

defineCard({
  card: 6,
  steps: [
    step('the Democrat discards a card at random', (c) => {
      const victim = other(c.side);
      const card = randomHandCard(c.s, victim, 'card 6');
      if (card === undefined) {
        log(c.s, 'eventNoEffect', { card: 6, side: c.side });
        return 'stop';
      }
      takeFromHand(c.s, victim, card);
      log(c.s, 'randomDiscard', { card: 6, side: victim, discarded: card });
      if (cardAt(card).side !== c.side || !eventPlayable(c.s, card, c.side)) {
        discard(c.s, card);
        return 'stop';
      }
      // its event takes place as if the Communist had played the card (5.2 bookkeeping applies)
      putInPlay(c.s, card);
      return cardPlayFrame(c.side, card, 'event');
    }),
  ],
});
