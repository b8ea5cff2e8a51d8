/**
 * 4.5 the turn sequence, and 10.4 final scoring. The turn frame runs each mode's sequence of
 * phases (the family mode registers its own, src/engine/family/turn.ts) from the shared parts
 * below: the deal, the rounds in order, the end of the turn.
 */
import { other } from '../board';
import { COUNTRY_IDS, FINAL_BONUS_PER_COUNTRY, SIDES, type Side } from '../data';
import { addPeriod, cardsWhere, dealHands, hand, isScoring, returnSetAside } from '../zones';
import { tiananmenOf } from '../cow';
import { disclose } from '../finality';
import { effectsWith, hook } from '../hooks';
import { turnEnds } from '../lasting';
import { log } from '../log';
import { endGame, pop, push, registerFrame } from '../machine';
import { opsValue } from '../ops';
import { scoreCountry } from '../scoring';
import { AWARD, holdsAward } from '../tiananmen';
import type { Frame, GameOptions, GameState, TurnFacts } from '../types';

import { actionRoundFrame } from './actionRound';
import { supportChecksFrame } from './supportChecks';
import { swapCardFrame } from './tiananmen';

declare module '../types' {
  interface FrameMap {
    turn: TurnFrame;
    finalScoring: FinalScoringFrame;
  }
}

export const LAST_TURN = 10;
export const ACTION_ROUNDS = 7;

type TurnStep = 'deal' | 'swap' | 'placement' | 'rounds' | 'extraCheck' | 'verify' | 'scoring' | 'end';

/** The turn under way: the phase it is in, and that phase's count (placements or rounds taken). */
export interface TurnFrame {
  kind: 'turn';
  step: TurnStep;
  /** rounds: index into the turn's round order (C1, D1, C2, D2, ...) */
  next: number;
}

export function turnFrame(): TurnFrame {
  return { kind: 'turn', step: 'deal', next: 0 };
}

/**
 * One phase of a turn, run when the turn reaches it: it pushes what must happen now and says
 * whether it is over (false: run it again once those frames are done, as each action round is).
 */
interface TurnPhase {
  step: TurnStep;
  run(s: GameState, f: TurnFrame): boolean;
}

/** Each mode's turn as a sequence of phases (4.5; the family mode's TR.2.4): after the last, the first again. */
const SEQUENCES: Partial<Record<NonNullable<GameOptions['mode']>, readonly TurnPhase[]>> = {};

export function registerTurnSequence(mode: NonNullable<GameOptions['mode']>, phases: readonly TurnPhase[]): void {
  SEQUENCES[mode] = phases;
}

registerFrame<TurnFrame>('turn', {
  advance(s, f) {
    const phases = SEQUENCES[s.options.mode ?? 'standard']!;
    const i = phases.findIndex((p) => p.step === f.step);
    if (phases[i]!.run(s, f)) {
      f.step = phases[(i + 1) % phases.length]!.step;
      f.next = 0;
    }
    return false;
  },
});

/** A turn's public figures as it begins, for the summary of the turn before (view.turnFacts). */
function turnFactsOf(s: GameState): TurnFacts {
  const both = <T>(f: (side: Side) => T) => ({ communist: f('communist'), democrat: f('democrat') });
  return {
    turn: s.turn,
    vp: s.vp,
    power: Object.fromEntries(COUNTRY_IDS.map((c) => [c, s.power[c].holder])) as TurnFacts['power'],
    tiananmen: both((side) => s.tiananmen[side].box),
    ussr: s.ussrStability,
  };
}

/** The turn begins: its deal (4.5.1; TR.2.4.1). */
export const dealPhase = (deal: (s: GameState) => void): TurnPhase => ({
  step: 'deal',
  run(s) {
    log(s, 'turnStart', { turn: s.turn });
    s.turnFacts = { previous: s.turnFacts?.current ?? null, current: turnFactsOf(s) };
    deal(s);
    return true;
  },
});

/** The action rounds in order: `nth` gives the nth (from 0) and whose it is, null after the last. */
export const roundsPhase = (nth: (s: GameState, n: number) => [number, Side] | null, frameOf: (side: Side) => Frame): TurnPhase => ({
  step: 'rounds',
  run(s, f) {
    const nxt = nth(s, f.next);
    if (!nxt) return true;
    f.next += 1;
    [s.round, s.phasing] = nxt;
    push(s, frameOf(nxt[1]));
    return false;
  },
});

/** The turn ends: the next turn begins, or after the last one what the mode does then. */
export const endPhase = (lastTurn: number, afterLastTurn: (s: GameState, f: TurnFrame) => void, endOfTurn?: (s: GameState) => void): TurnPhase => ({
  step: 'end',
  run(s, f) {
    endOfTurn?.(s);
    if (s.turn >= lastTurn) {
      afterLastTurn(s, f);
      return false;
    }
    s.turn += 1;
    s.round = 0;
    return true;
  },
});

/** 4.1 / 4.5.2: seven action rounds each, unless an event changes it. */
export function actionRoundsFor(s: GameState, side: Side): number {
  let n = ACTION_ROUNDS;
  for (const e of effectsWith(s, 'actionRounds')) n = hook(e, 'actionRounds')(s, e, side, n);
  return n;
}

/** The `n`th action round of this turn (from 0), Communist first in each round (4.5.2), or null after the last. */
function nthRound(s: GameState, n: number): [number, Side] | null {
  const counts = { communist: actionRoundsFor(s, 'communist'), democrat: actionRoundsFor(s, 'democrat') };
  let k = 0;
  for (let r = 1; r <= Math.max(counts.communist, counts.democrat); r++) for (const side of SIDES) if (r <= counts[side] && k++ === n) return [r, side];
  return null;
}

/** The round order of this turn: Communist first in each round (4.5.2). */
export function roundOrder(s: GameState): [number, Side][] {
  const order: [number, Side][] = [];
  for (let next = nthRound(s, 0); next !== null; next = nthRound(s, order.length)) order.push(next);
  return order;
}

function endOfTurn(s: GameState): void {
  turnEnds(s);
  if (s.awardUsed.noOpponentEvent || s.awardUsed.opsAndEvent) s.awardUsed = { noOpponentEvent: false, opsAndEvent: false };
  for (const side of SIDES) if (s.tiananmen[side].attemptedThisTurn) tiananmenOf(s, side).attemptedThisTurn = false;
}

/** 4.5 the standard turn. */
registerTurnSequence('standard', [
  dealPhase((s) => {
    // 4.4 / 4.5.6: Middle Year cards join at turn 4, Late Year at turn 8
    if (s.turn === 4) addPeriod(s, 'middle');
    if (s.turn === 8) addPeriod(s, 'late');
    // set-aside cards (Samizdat) come back first, so they count toward the hand size dealt up to
    for (const side of SIDES) {
      const count = returnSetAside(s, side);
      if (count > 0) log(s, 'setAsideReturned', { side, count });
    }
    if (s.turn > 1) dealHands(s);
  }),
  {
    // 4.5.1 / 6.3.5 box 5: discard and draw after the deal
    step: 'swap',
    run(s) {
      for (const side of SIDES) if (holdsAward(s, side, AWARD.swapAtTurnStart)) push(s, swapCardFrame(side));
      return true;
    },
  },
  roundsPhase(nthRound, actionRoundFrame),
  {
    // 4.5.3 / 6.3.5 box 6: a free 2-Ops support check, Ops modifiers in force still apply
    step: 'extraCheck',
    run(s) {
      for (const side of SIDES)
        if (holdsAward(s, side, AWARD.freeCheckAtTurnEnd)) push(s, supportChecksFrame(side, opsValue(s, side, { card: null, use: 'free-check' }, 2), 1, null));
      return true;
    },
  },
  {
    // 4.5.4 / 10.2: a held scoring card loses; both holding one is a draw
    step: 'verify',
    run(s) {
      const holding = SIDES.filter((side) => cardsWhere(hand(s, side), isScoring, '4.5.4').length > 0);
      // the look is public whatever it finds (both hands are looked at)
      for (const side of SIDES) disclose(s, side);
      if (holding.length > 0) {
        log(s, 'heldScoringCard', { sides: holding });
        endGame(s, holding.length === 2 ? null : other(holding[0]!), 'held-scoring-card');
        return false;
      }
      // 4.5.5: an event in force may end the game here (New Year's Eve Party, 10.3)
      for (const e of effectsWith(s, 'atTurnEndCheck')) hook(e, 'atTurnEndCheck')(s, e);
      return true;
    },
  },
  // 10.4: after turn 10, final scoring
  endPhase(
    LAST_TURN,
    (s, f) => {
      pop(s, f);
      push(s, { kind: 'finalScoring' });
    },
    endOfTurn,
  ),
]);

interface FinalScoringFrame {
  kind: 'finalScoring';
}

/** 10.4 final scoring: every country scored, no power struggles, the Communist's bonus. */
registerFrame<FinalScoringFrame>('finalScoring', {
  advance(s, f) {
    log(s, 'finalScoring', {});
    for (const c of COUNTRY_IDS) scoreCountry(s, c);
    const held = COUNTRY_IDS.filter((c) => s.power[c].holder === 'communist').length;
    const bonus = held * FINAL_BONUS_PER_COUNTRY;
    s.vp += bonus;
    log(s, 'finalBonus', { countries: held, vp: bonus, total: s.vp });
    // events in force that count at final scoring, each on its own line (e.g. The Tyrant is Gone, 7.6.5)
    for (const e of effectsWith(s, 'finalScoringModifier')) {
      const vp = hook(e, 'finalScoringModifier')(s, e);
      if (vp === 0) continue;
      s.vp += vp;
      log(s, 'finalScoringEvent', { card: e.card, vp, total: s.vp });
    }
    pop(s, f);
    // 10.4.3
    endGame(s, s.vp > 0 ? 'democrat' : s.vp < 0 ? 'communist' : null, 'final-scoring');
    return false;
  },
});
