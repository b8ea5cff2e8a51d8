/**
 * #67 Reformer Rehabilitated (either side, only for the player ahead on the Tiananmen Square
 * track): the player picks a non-scoring card in the discard pile whose event can take place now
 * and that event occurs; an opponent's event is carried out by the opponent (as in 5.2).
 *
 * With no such card in the discard pile the event has no effect. The chosen card comes from the
 * public discard pile, so it may stay in the script's locals.
 */
import { other } from '../../board';
import type { Side } from '../../data';
import { discards, isScoring } from '../../zones';
import type { GameState } from '../../types';
import { eventOwner, eventPlayable, defineCard } from '../registry';
import { takeFromDiscard } from '../steps';
import { otherEventPlay } from './playOther';

/** Common European Home (#21) is a counter, not an event of its own. */
const NOT_AN_EVENT = [21];

function rehabilitationChoices(s: GameState, side: Side): number[] {
  return discards(s).filter((c) => !isScoring(c) && c !== 67 && !NOT_AN_EVENT.includes(c) && eventPlayable(s, c, eventOwner(c, side)));
}

defineCard({
  card: 67,
  playable: (s, side) => s.tiananmen[side].box > s.tiananmen[other(side)].box,
  steps: [
    takeFromDiscard('chosen', (c) => rehabilitationChoices(c.s, c.side), {
      prompt: 'card67:pick',
      params: (c) => ({ cards: rehabilitationChoices(c.s, c.side) }),
      to: (c, card) => otherEventPlay(c.s, c.card, c.side, card),
    }),
  ],
});
