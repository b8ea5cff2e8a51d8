/**
 * #15 Honecker: the Communist may take one non-scoring card from the discard pile into his hand,
 * and at the end of this turn, after the Democrat's last action round, he may take an eighth
 * action round (4.1), which he may also decline. Not an event once Modrow (#83) has been played
 * (EN 5.2 ex. 3); an eighth round already granted is kept (FAQ 83).
 */
import { handOf, pileOf } from '../../cow';
import type { Side } from '../../data';
import { isScoring } from '../../deck';
import { ACTION_ROUNDS } from '../../frames/turn';
import { registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import type { Action, Frame, GameState } from '../../types';
import { registerEvent } from '../registry';
import { startEffect } from '../common';

const MODROW = 83;

interface TakeFrame extends Frame {
  kind: 'card15:take';
  side: Side;
}

const candidates = (s: GameState) => s.discard.filter((c) => !isScoring(c));

registerFrame<TakeFrame>('card15:take', {
  advance(s, f) {
    if (candidates(s).length > 0) return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'card15:take', rule: 'card 15', params: { card: 15 } }),
  actions: (s, f) => [...candidates(s).map((card): Action => ({ side: f.side, type: 'choose', card })), { side: f.side, type: 'done' }],
  act(s, f, a) {
    pop(s, f);
    if (a.type !== 'choose') {
      log(s, 'eventOptionDeclined', { card: 15, side: f.side });
      return;
    }
    pileOf(s, 'discard').splice(s.discard.indexOf(a.card), 1);
    handOf(s, f.side).push(a.card);
    log(s, 'cardTakenFromDiscard', { card: 15, side: f.side, taken: a.card });
  },
});

registerEffectHooks(15, {
  actionRounds: (s, e, side, rounds) => (side === e.side ? rounds + 1 : rounds),
  mayPassActionRound: (s, e, side) => side === e.side && s.round > ACTION_ROUNDS,
});

registerEvent({
  card: 15,
  playable: (s) => !s.eventsPlayed.includes(MODROW),
  resolve(s, side) {
    startEffect(s, 15, side);
    push(s, { kind: 'card15:take', side } as TakeFrame);
  },
});
