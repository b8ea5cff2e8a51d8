/**
 * #5 General Strike: from the Communist's next action round on, each of his action rounds is the
 * strike procedure (11.2, FAQ 5): he either discards one non-scoring card (its event does not take
 * place, 5.3) and rolls a die plus that card's Ops value (his Ops modifiers apply) — a total of 6 or
 * more ends the strike — or he plays a scoring card as usual, without a roll. The strike may last
 * several turns; the card waits beside the map (in play) and leaves the game when the strike ends.
 */
import { pileOf } from '../../cow';
import { other } from '../../board';
import type { Side } from '../../data';
import { isScoring, takeFromHand, toDiscard } from '../../deck';
import { mayPassRound } from '../../frames/actionRound';
import { cardPlayFrame } from '../../frames/cardPlay';
import { endEffects, registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import { opsValue } from '../../ops';
import { rollDie } from '../../rng';
import type { Action, Frame, GameState } from '../../types';
import { registerEvent } from '../registry';
import { keepInPlay, leavePlay } from './common';
import { startEffect } from '../common';

/** the strike ends when die + Ops is greater than this */
const STRIKE_TARGET = 5;

interface StrikeFrame extends Frame {
  kind: 'card5:strike';
  /** the Communist */
  side: Side;
}

function endStrike(s: GameState): void {
  endEffects(s, (e) => e.card === 5);
  log(s, 'effectEnds', { card: 5, side: 'democrat' });
  leavePlay(s, 5, 'removed');
}

registerFrame<StrikeFrame>('card5:strike', {
  advance: () => true,
  prompt: (s, f) => ({ side: f.side, kind: 'card5:strike', rule: 'card 5', params: { card: 5, round: s.round, target: STRIKE_TARGET + 1 } }),
  actions(s, f) {
    const hand = s.hands[f.side];
    const out: Action[] = [
      ...hand.filter((c) => !isScoring(c)).map((card): Action => ({ side: f.side, type: 'choose', card })),
      ...hand.filter(isScoring).map((card): Action => ({ side: f.side, type: 'play', card, use: 'event' })),
    ];
    return mayPassRound(s, f.side) ? [...out, { side: f.side, type: 'done' }] : out;
  },
  act(s, f, a) {
    pop(s, f);
    if (a.type === 'done') {
      log(s, 'passRound', { side: f.side, round: s.round });
      return;
    }
    if (a.type === 'play') {
      // a scoring card is played as usual; the strike goes on
      takeFromHand(s, f.side, a.card);
      pileOf(s, 'inPlay').push(a.card);
      log(s, 'playCard', { side: f.side, card: a.card, use: 'event' });
      push(s, cardPlayFrame(f.side, a.card, 'event'));
      return;
    }
    const card = (a as Extract<Action, { type: 'choose' }>).card;
    takeFromHand(s, f.side, card);
    toDiscard(s, card);
    const ops = opsValue(s, f.side, { card, use: 'event' });
    const die = rollDie(s);
    const ended = die + ops > STRIKE_TARGET;
    log(s, 'strikeRoll', { card: 5, side: f.side, discarded: card, die, ops, total: die + ops, ended });
    if (ended) endStrike(s);
  },
});

registerEffectHooks(5, {
  replaceActionRound: (s, e, side) => (side === other(e.side) ? ({ kind: 'card5:strike', side } as StrikeFrame) : null),
});

registerEvent({
  card: 5,
  resolve(s, side) {
    startEffect(s, 5, side);
    keepInPlay(s, 5);
  },
});
