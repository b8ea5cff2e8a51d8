/**
 * #20 Deutsche Marks: the Democrat gives the Communist his card with the highest printed Ops
 * (his choice among ties; never a scoring card). A playable Communist event on it takes place for
 * the Communist; any other card is played by the Communist for Operations (placement, support
 * checks, or a Tiananmen Square attempt if he has not made one this turn) without its event.
 * With only scoring cards (or none) the event has no effect (FAQ 20). The given card is face up
 * from then on, so the script's locals may name it.
 */
import { other } from '../../board';
import { SPACES, type Side } from '../../data';
import { cardsWhere, hand, isScoring, knownOf, playFromHand } from '../../zones';
import { canAttemptTiananmen } from '../../frames/actionRound';
import { cardPlayFrame, opsOnlyPlayFrame } from '../../frames/cardPlay';
import { canCheck } from '../../frames/supportChecks';
import { log } from '../../log';
import type { CardUse, GameState } from '../../types';
import { eventPlayable, defineCard } from '../registry';
import { chooseCard, chooseOption, local, step, when, type Ctx } from '../steps';
import { cardAt } from '../queries';

/**
 * The giver's non-scoring cards of the highest printed Ops. Of a hand this engine does not know
 * (online), the known cards are the ones shown; every other card must be claimed to be no higher
 * (D6), or one claimed higher stands in for the card still to be given (an unknown slot).
 */
function candidates(s: GameState, side: Side): number[] {
  const held = hand(s, side);
  const cards = knownOf(held).filter((c) => !isScoring(c));
  const best = Math.max(0, ...cards.map((c) => cardAt(c).ops));
  const higher = cardsWhere(held, (c) => !isScoring(c) && cardAt(c).ops > best, 'card 20');
  return higher.length > 0 ? higher : cards.filter((c) => cardAt(c).ops === best);
}

/** How the receiver may play the card for Operations. */
function uses(s: GameState, side: Side): CardUse[] {
  const out: CardUse[] = ['place'];
  if (SPACES.some((sp) => canCheck(s, side, sp.index))) out.push('check');
  if (canAttemptTiananmen(s, side)) out.push('tiananmen');
  return out;
}

const given = (c: Ctx) => local<number | null>(c, 'givenCard');

defineCard({
  card: 20,
  steps: [
    chooseCard('givenCard', (c) => candidates(c.s, other(c.side)), {
      by: (c) => other(c.side),
      prompt: 'card20:give',
      none: (c) => log(c.s, 'eventNoEffect', { card: 20, side: c.side }),
      then(c, card) {
        if (typeof card !== 'number') return;
        playFromHand(c.s, other(c.side), card);
        log(c.s, 'cardGiven', { card: 20, side: other(c.side), given: card });
      },
    }),
    step('its Communist event takes place', (c) => {
      const card = given(c);
      if (card === null || cardAt(card).side !== c.side || !eventPlayable(c.s, card, c.side)) return;
      c.locals.eventTookPlace = true;
      return cardPlayFrame(c.side, card, 'event');
    }),
    when(
      (c) => given(c) !== null && c.locals.eventTookPlace !== true,
      chooseOption('use', (c) => uses(c.s, c.side), {
        prompt: 'card20:use',
        params: (c) => ({ given: given(c) }),
        then(c, value) {
          const card = given(c);
          const use = uses(c.s, c.side).find((u) => u === value);
          if (card === null || !use) return;
          log(c.s, 'playCard', { side: c.side, card, use });
          // Operations only: the card's own event does not take place (steps fixed, no 5.2 trigger)
          return opsOnlyPlayFrame(c.side, card, use);
        },
      }),
    ),
  ],
});
