/**
 * #67 Reformer Rehabilitated (either side, only for the player ahead on the Tiananmen Square
 * track): the player picks a non-scoring card in the discard pile whose event can take place now
 * and that event occurs; an opponent's event is carried out by the opponent (as in 5.2).
 */
import { pileOf } from '../../cow';
import { other } from '../../board';
import type { Side } from '../../data';
import { isScoring } from '../../deck';
import { pop, push, registerFrame } from '../../machine';
import type { Action, Frame, GameState } from '../../types';
import { eventOwner, eventPlayable, registerEvent } from '../registry';
import { playOtherEvent } from './playOther';

/** Common European Home (#21) is a counter, not an event of its own. */
const NOT_AN_EVENT = [21];

export function rehabilitationChoices(s: GameState, side: Side): number[] {
  return s.discard.filter(
    (c) => !isScoring(c) && c !== 67 && !NOT_AN_EVENT.includes(c) && eventPlayable(s, c, eventOwner(c, side)),
  );
}

interface PickFrame extends Frame {
  kind: 'card67:pick';
  side: Side;
}

registerFrame<PickFrame>('card67:pick', {
  advance(s, f) {
    if (rehabilitationChoices(s, f.side).length > 0) return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'card67:pick', rule: 'card 67', params: { cards: rehabilitationChoices(s, f.side) } }),
  actions: (s, f) => rehabilitationChoices(s, f.side).map((card): Action => ({ side: f.side, type: 'choose', card })),
  act(s, f, a) {
    pop(s, f);
    const card = (a as Extract<Action, { type: 'choose' }>).card;
    pileOf(s, 'discard').splice(s.discard.indexOf(card), 1);
    playOtherEvent(s, 67, f.side, card);
  },
});

registerEvent({
  card: 67,
  playable: (s, side) => s.tiananmen[side].box > s.tiananmen[other(side)].box,
  resolve(s, side) {
    push(s, { kind: 'card67:pick', side } as PickFrame);
  },
});
