/**
 * #75 Exit Visas: the Democrat discards any number of cards from his hand (none is fine, a scoring
 * card too: its event does not take place, EN 5.3), then draws as many.
 */
import { handOf } from '../../cow';
import { drawCard, takeFromHand, toDiscard } from '../../deck';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import type { Action, Frame, GameState } from '../../types';
import { registerEvent } from '../registry';

interface DiscardFrame extends Frame {
  kind: 'card75:discard';
  discarded: number;
}

function finish(s: GameState, f: DiscardFrame): void {
  pop(s, f);
  let drawn = 0;
  for (let i = 0; i < f.discarded; i++) {
    const c = drawCard(s);
    if (c === null) break;
    handOf(s, 'democrat').push(c);
    drawn++;
  }
  log(s, 'eventDraw', { card: 75, side: 'democrat', discarded: f.discarded, drawn });
}

registerFrame<DiscardFrame>('card75:discard', {
  advance(s, f) {
    if (s.hands.democrat.length > 0) return true;
    finish(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: 'democrat', kind: 'card75:discard', rule: 'card 75', params: { discarded: f.discarded } }),
  actions: (s): Action[] => [
    ...s.hands.democrat.map((card): Action => ({ side: 'democrat', type: 'choose', card })),
    { side: 'democrat', type: 'done' },
  ],
  act(s, f, a) {
    if (a.type === 'done') {
      finish(s, f);
      return;
    }
    const card = (a as Extract<Action, { type: 'choose' }>).card;
    takeFromHand(s, 'democrat', card);
    toDiscard(s, card);
    f.discarded += 1;
    log(s, 'discardCard', { side: 'democrat', card, reason: 'card75' });
  },
});

registerEvent({
  card: 75,
  resolve(s) {
    push(s, { kind: 'card75:discard', discarded: 0 } as DiscardFrame);
  },
});
