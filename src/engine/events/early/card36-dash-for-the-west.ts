/**
 * #36 Dash for the West: the Democrat rolls a die. If it beats the number of East German spaces
 * the Communist controls, the Democrat gains 1 VP and may take a starred Democratic card from the
 * discard pile whose event can take place now and carry out that event (the card then leaves the
 * game).
 */
import { pileOf } from '../../cow';
import { controlledIn, other } from '../../board';
import { CARDS, type Side } from '../../data';
import { cardPlayFrame } from '../../frames/cardPlay';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import { rollDie } from '../../rng';
import type { Action, Frame, GameState } from '../../types';
import { eventPlayable, registerEvent } from '../registry';
import { gainVp } from './common';

interface ChooseFrame extends Frame {
  kind: 'card36:choose';
  side: Side;
}

function candidates(s: GameState, side: Side): number[] {
  return s.discard.filter((c) => CARDS[c]!.side === side && CARDS[c]!.removeAfterEvent && eventPlayable(s, c, side));
}

registerFrame<ChooseFrame>('card36:choose', {
  advance(s, f) {
    if (candidates(s, f.side).length > 0) return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'card36:choose', rule: 'card 36', params: { card: 36 } }),
  actions: (s, f) => [
    ...candidates(s, f.side).map((card): Action => ({ side: f.side, type: 'choose', card })),
    { side: f.side, type: 'done' },
  ],
  act(s, f, a) {
    pop(s, f);
    if (a.type !== 'choose') {
      log(s, 'eventOptionDeclined', { card: 36, side: f.side });
      return;
    }
    pileOf(s, 'discard').splice(s.discard.indexOf(a.card), 1);
    pileOf(s, 'inPlay').push(a.card);
    log(s, 'eventPlaysCard', { card: 36, side: f.side, played: a.card });
    push(s, cardPlayFrame(f.side, a.card, 'event'));
  },
});

registerEvent({
  card: 36,
  resolve(s, side) {
    const die = rollDie(s);
    const controlled = controlledIn(s, 'east-germany', other(side)).length;
    const success = die > controlled;
    log(s, 'eventRoll', { card: 36, side, die, result: die, needed: controlled + 1, success });
    if (!success) return;
    gainVp(s, 36, side, 1);
    push(s, { kind: 'card36:choose', side } as ChooseFrame);
  },
});
