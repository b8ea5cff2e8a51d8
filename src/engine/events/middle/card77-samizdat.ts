/**
 * #77 Samizdat: the Democrat may set aside one card of his hand face down and draws one in its
 * place. The set-aside card is out of play until the start of the next turn, when it returns to
 * his hand (frames/turn.ts, state `setAside`).
 *
 * Decisions:
 * - It comes back before the deal of the next turn, so it counts toward the 8 cards the hand is
 *   dealt up to (the reference: "before cards are dealt").
 * - Any card may be set aside, a scoring card too; set aside it is not held at Verify Held Cards
 *   (4.5.4) and cannot lose the game (Polish FAQ 77).
 * - Samizdat may be played in turn 10 (Polish FAQ 77); the set-aside card then stays out of play
 *   to the end of the game.
 * - Setting aside is optional ('done'); with an empty hand the event takes place without effect.
 * - The set-aside card is hidden: the Communist's view and the log only say that one card is set
 *   aside, never which.
 */
import { handOf, setAsideOf } from '../../cow';
import { drawCard, takeFromHand } from '../../deck';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import type { Action, Frame } from '../../types';
import type { Side } from '../../data';
import { registerEvent } from '../registry';

interface SetAsideFrame extends Frame {
  kind: 'card77:setAside';
  side: Side;
}

registerFrame<SetAsideFrame>('card77:setAside', {
  advance(s, f) {
    if (s.hands[f.side].length > 0) return true;
    pop(s, f);
    log(s, 'eventNoEffect', { card: 77 });
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'card77:setAside', rule: 'card 77', params: { card: 77 } }),
  actions: (s, f) => [
    ...s.hands[f.side].map((card): Action => ({ side: f.side, type: 'choose', card })),
    { side: f.side, type: 'done' },
  ],
  act(s, f, a) {
    pop(s, f);
    if (a.type !== 'choose') {
      log(s, 'eventOptionDeclined', { card: 77, side: f.side });
      return;
    }
    takeFromHand(s, f.side, a.card);
    setAsideOf(s, f.side).push(a.card);
    const drawn = drawCard(s);
    if (drawn !== null) handOf(s, f.side).push(drawn);
    log(s, 'cardSetAside', { card: 77, side: f.side, drawn: drawn === null ? 0 : 1 });
  },
});

registerEvent({
  card: 77,
  resolve(s, side) {
    push(s, { kind: 'card77:setAside', side } satisfies SetAsideFrame);
  },
});
