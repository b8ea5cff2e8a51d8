/**
 * Events that make another card's event take place (#46, #67, #71, and #89 of the Late Year): the
 * card is put in play and goes through a card play as an event, so that 5.2 bookkeeping applies to
 * it (removed when its asterisk event occurred, else discarded; a power struggle may still remove
 * a scoring card).
 */
import type { Side } from '../../data';
import { cardPlayFrame, type CardPlayFrame } from '../../frames/cardPlay';
import { log } from '../../log';
import type { GameState } from '../../types';
import { cardAt } from '../queries';
import { putInPlay } from '../../zones';

/**
 * `player` plays `card` (already taken from where it was) as an event because of `by`: the card
 * goes in play, and its play is handed back for a step to return (it runs before the next step).
 */
export function otherEventPlay(s: GameState, by: number, player: Side, card: number): CardPlayFrame {
  putInPlay(s, card);
  log(s, 'eventPlaysCard', { card: by, side: player, played: card, name: cardAt(card).id });
  return cardPlayFrame(player, card, 'event');
}
