/** 4.5.2 action rounds and 5.1 card play choices. */
import { CARDS, type Side } from '../data';
import { isScoring, takeFromHand } from '../deck';
import { RuleError } from '../errors';
import { eventPlayable } from '../events/registry';
import { log } from '../log';
import { pop, push, registerFrame } from '../machine';
import type { Action, CardUse, Frame, GameState } from '../types';
import { cardPlayFrame } from './cardPlay';
import { canCheck } from './support';
import { SPACES } from '../data';
import { LAST_BOX } from '../tiananmen';

export interface ActionRoundFrame extends Frame {
  kind: 'actionRound';
  side: Side;
}

export function actionRoundFrame(side: Side): ActionRoundFrame {
  return { kind: 'actionRound', side };
}

/** 6.3.3 / 6.3.7 */
export function canAttemptTiananmen(s: GameState, side: Side): boolean {
  const t = s.tiananmen[side];
  return !t.attemptedThisTurn && t.box < LAST_BOX;
}

/** 6.2.3: support checks need a space with opponent SPs somewhere. */
function anyCheckTarget(s: GameState, side: Side): boolean {
  return SPACES.some((sp) => canCheck(s, side, sp.index));
}

/** The ways `side` may play `card` now (5.1, 6.0, 7.1). */
export function cardUses(s: GameState, side: Side, card: number, canCheckSomewhere = anyCheckTarget(s, side)): CardUse[] {
  if (isScoring(card)) return eventPlayable(s, card, side) ? ['event'] : [];
  const uses: CardUse[] = [];
  const cardSide = CARDS[card]!.side;
  // 7.1: only the phasing player's own or a both-sides event may be played as an event
  if ((cardSide === side || cardSide === 'neutral') && eventPlayable(s, card, side)) uses.push('event');
  uses.push('place');
  if (canCheckSomewhere) uses.push('check');
  if (canAttemptTiananmen(s, side)) uses.push('tiananmen');
  return uses;
}

registerFrame<ActionRoundFrame>('actionRound', {
  advance(s, f) {
    if (s.hands[f.side].length > 0) return true;
    // 4.5.2: no card, no action
    log(s, 'forfeitRound', { side: f.side, round: s.round });
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'actionRound', rule: '4.5.2', params: { round: s.round, turn: s.turn } }),
  actions: (s, f) => {
    const checks = anyCheckTarget(s, f.side);
    return s.hands[f.side].flatMap((card) =>
      cardUses(s, f.side, card, checks).map((use): Action => ({ side: f.side, type: 'play', card, use })),
    );
  },
  act(s, f, a) {
    const { card, use } = a as Extract<Action, { type: 'play' }>;
    takeFromHand(s, f.side, card);
    s.inPlay.push(card);
    log(s, 'playCard', { side: f.side, card, use });
    pop(s, f);
    push(s, cardPlayFrame(f.side, card, use));
  },
  explain(s, f, a) {
    if (a.type !== 'play') return null;
    if (!s.hands[f.side].includes(a.card))
      return new RuleError('CARD_NOT_IN_HAND', '5.1', 'That card is not in your hand', { card: a.card });
    if (a.use === 'event') {
      const cs = CARDS[a.card]!.side;
      if (cs !== f.side && cs !== 'neutral' && cs !== 'scoring')
        return new RuleError('OPPONENT_EVENT', '7.1', "You cannot play your opponent's event as an event", { card: a.card });
      return new RuleError('EVENT_NOT_PLAYABLE', '5.1', 'This event cannot be played now', { card: a.card });
    }
    if (isScoring(a.card)) return new RuleError('SCORING_AS_EVENT', '2.2.3', 'Scoring cards are always played as events', { card: a.card });
    if (a.use === 'tiananmen') return new RuleError('TIANANMEN_LIMIT', '6.3.3', 'One Tiananmen Square attempt per turn, none from the last box', {});
    if (a.use === 'check') return new RuleError('NO_CHECK_TARGET', '6.2.3', 'No space holds opponent SPs', {});
    return null;
  },
});
