/**
 * Events that make another card's event take place (#46, #67, #71): the card is put in play and
 * goes through a card play as an event, so that 5.2 bookkeeping applies to it (removed when its
 * asterisk event occurred, else discarded; a power struggle may still remove a scoring card).
 */
import { pileOf } from '../../cow';
import { CARDS, type Side } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { cardPlayFrame } from '../../frames/cardPlay';
import type { GameState } from '../../types';

/** `player` plays `card` (already taken from where it was) as an event because of `by`. */
export function playOtherEvent(s: GameState, by: number, player: Side, card: number): void {
  pileOf(s, 'inPlay').push(card);
  log(s, 'eventPlaysCard', { card: by, side: player, played: card, name: CARDS[card]!.id });
  push(s, cardPlayFrame(player, card, 'event'));
}
