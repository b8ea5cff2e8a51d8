/** 4.5.2 action rounds and 5.1 card play choices. */
import { doneAction, playAction } from '../actions';
import { cardAt, type Side } from '../data';
import { hand, holds, isScoring, knownOf, putInPlay, takeFromHand } from '../zones';
import { RuleError } from '../errors';
import { eventPlayable, eventRefusal } from '../events/registry';
import { effectsWith, hook } from '../hooks';
import { actionRoundEnds, cardPlayed } from '../lasting';
import { log } from '../log';
import { pop, push, registerFrame } from '../machine';
import type { ActionOf, CardUse, GameState, LastingEffect } from '../types';

import { cardPlayFrame } from './cardPlay';
import { checkableSpaces } from './supportChecks';
import { LAST_BOX } from '../tiananmen';

declare module '../types' {
  interface FrameMap {
    actionRound: ActionRoundFrame;
  }
}

interface ActionRoundFrame {
  kind: 'actionRound';
  side: Side;
  /** the card has been played; the frame waits under its play to end the round */
  played?: boolean;
}

export function actionRoundFrame(side: Side): ActionRoundFrame {
  return { kind: 'actionRound', side };
}

/** An event may let a player pass an action round (e.g. an optional extra round). */
export function mayPassRound(s: GameState, side: Side): boolean {
  return effectsWith(s, 'mayPassActionRound').some((e) => hook(e, 'mayPassActionRound')(s, e, side));
}

/** 6.3.3 / 6.3.7 */
export function canAttemptTiananmen(s: GameState, side: Side): boolean {
  const t = s.tiananmen[side];
  return !t.attemptedThisTurn && t.box < LAST_BOX;
}

/** 6.2.3: support checks need a space with opponent SPs somewhere. */
function anyCheckTarget(s: GameState, side: Side): boolean {
  return checkableSpaces(s, side, undefined, true).length > 0;
}

/** What a round allows whatever the card: a support-check target somewhere, a Tiananmen attempt, and the lasting effects that may forbid a play. */
interface RoundAllows {
  check: boolean;
  tiananmen: boolean;
  bans: readonly LastingEffect[];
}

/** The ways `side` may play `card` now (5.1, 6.0, 7.1), added to `plays` in the order event, Ops, Tiananmen. */
function addPlays(plays: ActionOf<'play' | 'done'>[], s: GameState, side: Side, card: number, r: RoundAllows): void {
  if (isScoring(card)) {
    if (eventPlayable(s, card, side)) addPlay(plays, s, side, card, 'event', r.bans);
    return;
  }
  const cardSide = cardAt(card).side;
  // 7.1: only the phasing player's own or a both-sides event may be played as an event
  if ((cardSide === side || cardSide === 'neutral') && eventPlayable(s, card, side)) addPlay(plays, s, side, card, 'event', r.bans);
  addPlay(plays, s, side, card, 'place', r.bans);
  if (r.check) addPlay(plays, s, side, card, 'check', r.bans);
  if (r.tiananmen) addPlay(plays, s, side, card, 'tiananmen', r.bans);
}

/** A play is added unless a lasting effect forbids it. */
function addPlay(plays: ActionOf<'play' | 'done'>[], s: GameState, side: Side, card: number, use: CardUse, bans: readonly LastingEffect[]): void {
  if (bans.length === 0 || bans.every((e) => hook(e, 'canPlayCard')(s, e, side, card, use))) plays.push(playAction(side, card, use));
}

registerFrame<ActionRoundFrame, ActionOf<'play' | 'done'>>('actionRound', {
  advance(s, f) {
    if (f.played) {
      // the round is over: lasting effects may ask for something before the next one
      pop(s, f);
      actionRoundEnds(s, f.side);
      return false;
    }
    if (hand(s, f.side).length === 0) {
      // 4.5.2: no card, no action
      log(s, 'forfeitRound', { side: f.side, round: s.round });
      pop(s, f);
      return false;
    }
    for (const e of effectsWith(s, 'replaceActionRound')) {
      const replacement = hook(e, 'replaceActionRound')(s, e, f.side);
      if (replacement) {
        pop(s, f);
        push(s, replacement);
        return false;
      }
    }
    return true;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'actionRound', rule: '4.5.2', params: { round: s.round, turn: s.turn } }),
  actions: (s, f) => {
    const allows: RoundAllows = { check: anyCheckTarget(s, f.side), tiananmen: canAttemptTiananmen(s, f.side), bans: effectsWith(s, 'canPlayCard') };
    const plays: ActionOf<'play' | 'done'>[] = [];
    for (const card of knownOf(hand(s, f.side))) addPlays(plays, s, f.side, card, allows);
    if (mayPassRound(s, f.side)) plays.push(doneAction(f.side));
    return plays;
  },
  act(s, f, a) {
    if (a.type === 'done') {
      log(s, 'passRound', { side: f.side, round: s.round });
      pop(s, f);
      return;
    }
    const { card, use } = a;
    takeFromHand(s, f.side, card);
    putInPlay(s, card);
    log(s, 'playCard', { side: f.side, card, use, round: s.round });
    // lasting effects that react to the next card a player plays (e.g. Ligachev)
    cardPlayed(s, f.side, card, use);
    f.played = true;
    push(s, cardPlayFrame(f.side, card, use));
  },
  explain(s, f, a) {
    if (a.type !== 'play') return null;
    if (!holds(s, f.side, a.card)) return new RuleError('CARD_NOT_IN_HAND', '5.1', 'That card is not in your hand', { card: a.card });
    if (a.use === 'event') {
      const cs = cardAt(a.card).side;
      if (cs !== f.side && cs !== 'neutral' && cs !== 'scoring')
        return new RuleError('OPPONENT_EVENT', '7.1', "You cannot play your opponent's event as an event", { card: a.card });
      const why = eventRefusal(s, a.card, f.side);
      if (why) return new RuleError(why.code, why.rule, 'This event cannot be played now', why.params);
    }
    if (isScoring(a.card)) return new RuleError('SCORING_AS_EVENT', '2.2.3', 'Scoring cards are always played as events', { card: a.card });
    const ban = effectsWith(s, 'canPlayCard').find((e) => !hook(e, 'canPlayCard')(s, e, f.side, a.card, a.use));
    if (ban) return new RuleError('PLAY_FORBIDDEN', '7.2', 'A lasting event in force forbids this play', { card: a.card, by: ban.card, use: a.use });
    if (a.use === 'tiananmen') return new RuleError('TIANANMEN_LIMIT', '6.3.3', 'One Tiananmen Square attempt per turn, none from the last box', {});
    if (a.use === 'check') return new RuleError('NO_CHECK_TARGET', '6.2.3', 'No space holds opponent SPs', {});
    return null;
  },
});
