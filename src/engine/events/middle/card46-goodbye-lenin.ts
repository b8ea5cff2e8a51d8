/**
 * #46 Goodbye Lenin!: the Communist shows the red-titled cards in his hand (EN 11.3); the Democrat
 * may take one whose event can take place now and carry that event out, or else use this card for
 * Operations (placement, 2 support checks or a Tiananmen Square attempt). Either way this card is
 * removed (Polish FAQ 46).
 */
import { SPACES, CARDS } from '../../data';
import { takeFromHand } from '../../deck';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import { opsValue } from '../../ops';
import { canCheck, placeSupportFrame, supportChecksFrame } from '../../frames/support';
import { tiananmenAttemptFrame } from '../../frames/tiananmen';
import { canAttemptTiananmen } from '../../frames/actionRound';
import type { Action, Frame, GameState } from '../../types';
import { eventPlayable, registerEvent } from '../registry';
import { playOtherEvent } from './playOther';

const redCards = (s: GameState) => s.hands.communist.filter((c) => CARDS[c]!.redTitle);
const takeable = (s: GameState) => redCards(s).filter((c) => eventPlayable(s, c, 'democrat'));

function opsUses(s: GameState): string[] {
  const uses = ['place'];
  if (SPACES.some((x) => canCheck(s, 'democrat', x.index))) uses.push('check');
  if (canAttemptTiananmen(s, 'democrat')) uses.push('tiananmen');
  return uses;
}

interface ChoiceFrame46 extends Frame {
  kind: 'card46:choice';
  revealed: number[];
}

registerFrame<ChoiceFrame46>('card46:choice', {
  advance: () => true,
  prompt: (s, f) => ({ side: 'democrat', kind: 'card46:choice', rule: 'card 46', params: { revealed: f.revealed, takeable: takeable(s) } }),
  actions: (s): Action[] => [
    ...takeable(s).map((card): Action => ({ side: 'democrat', type: 'choose', card })),
    ...opsUses(s).map((value): Action => ({ side: 'democrat', type: 'select', value })),
  ],
  act(s, f, a) {
    pop(s, f);
    if (a.type === 'choose') {
      takeFromHand(s, 'communist', a.card);
      playOtherEvent(s, 46, 'democrat', a.card);
      return;
    }
    const use = (a as Extract<Action, { type: 'select' }>).value as 'place' | 'check' | 'tiananmen';
    log(s, 'eventOption', { card: 46, side: 'democrat', option: use });
    const ops = opsValue(s, 'democrat', { card: 46, use });
    if (use === 'place') push(s, placeSupportFrame(s, 'democrat', ops, 46));
    else if (use === 'check') push(s, supportChecksFrame('democrat', ops, 2, 46)); // 6.2.2
    else push(s, tiananmenAttemptFrame('democrat', 46));
  },
});

registerEvent({
  card: 46,
  resolve(s) {
    const revealed = redCards(s);
    log(s, 'cardsRevealed', { card: 46, side: 'communist', cards: revealed });
    push(s, { kind: 'card46:choice', revealed } as ChoiceFrame46);
  },
});
