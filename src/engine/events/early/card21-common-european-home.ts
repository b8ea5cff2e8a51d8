/**
 * #21 Common European Home (either side; FAQ 21: a counter rather than an event of its own):
 * played as its event, the player plays with it a card from his hand whose event belongs to his
 * opponent alone, for Operations (placement or support checks, that card's Ops), and that event
 * does not take place; both cards are discarded. Played itself for Operations or a Tiananmen
 * Square attempt, it gives the opponent 1 VP.
 *
 * The paired card must be one the player may play now: lasting effects say so through the
 * `canPlayCard` hook (under Stasi, #13, only the announced card, FAQ 13). Once chosen it is
 * played face up, so the script's locals may name it while it is still in the hand.
 */
import { other } from '../../board';
import { cardAt, SPACES, type Side } from '../../data';
import { cardsWhere, hand, playFromHand } from '../../zones';
import { opsOnlyPlayFrame } from '../../frames/cardPlay';
import { canCheck } from '../../frames/supportChecks';
import { allHooks } from '../../hooks';
import { log } from '../../log';
import type { CardUse, GameState } from '../../types';
import { defineCard } from '../registry';
import { chooseCard, chooseOption, gainVp, local, when } from '../steps';

/** The cards of the player's hand CEH may be played with. */
function pairable(s: GameState, side: Side): number[] {
  return cardsWhere(hand(s, side), (c) => cardAt(c).side === other(side) && allHooks(s, 'canPlayCard', (h, e) => h(s, e, side, c, 'place')), 'card 21');
}

/** How the paired card may be played: placement, or support checks if any target exists. */
function uses(s: GameState, side: Side): CardUse[] {
  return SPACES.some((sp) => canCheck(s, side, sp.index)) ? ['place', 'check'] : ['place'];
}

defineCard({
  card: 21,
  playable: (s, side) => pairable(s, side).length > 0,
  steps: [
    chooseCard('pairedCard', (c) => pairable(c.s, c.side), { prompt: 'card21:pair', params: () => ({ paired: null, options: [] }) }),
    when(
      (c) => local(c, 'pairedCard') !== null,
      chooseOption('use', (c) => uses(c.s, c.side), {
        prompt: 'card21:pair',
        params: (c) => ({ paired: local(c, 'pairedCard') }),
        then(c, value) {
          const card = local<number | null>(c, 'pairedCard');
          const use = uses(c.s, c.side).find((u) => u === value);
          if (card === null || !use) return;
          playFromHand(c.s, c.side, card);
          log(c.s, 'playCard', { side: c.side, card, use, with: 21 });
          // Operations only: the paired card's event does not take place (steps fixed, no 5.2 trigger)
          return opsOnlyPlayFrame(c.side, card, use);
        },
      }),
    ),
  ],
  onOpsPlay(s, side) {
    gainVp(s, 21, other(side), 1);
  },
});
