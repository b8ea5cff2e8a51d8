/** 6.3 Tiananmen Square attempts and the awards that need a decision. */
import { must } from '../errors';
import { other } from '../board';
import { cardAt, TIANANMEN_BOXES, type Side } from '../data';
import { cardsWhere, discard, drawInto, hand, isScoring, knownOf, takeFromHand } from '../zones';
import { sumHooks } from '../hooks';
import { log } from '../log';
import { tiananmenOf } from '../cow';
import { pop, push, registerFrame } from '../machine';
import { opsValue } from '../ops';
import { rollDie } from '../rng';
import { AWARD, holdsAward, LAST_BOX } from '../tiananmen';
import type { ActionOf, Action, GameState } from '../types';

import { removeSupportFrame } from './changeSupport';

declare module '../types' {
  interface FrameMap {
    tiananmenAttempt: TiananmenAttemptFrame;
    drawKeep: DrawKeepFrame;
    swapCard: SwapCardFrame;
  }
}

interface TiananmenAttemptFrame {
  kind: 'tiananmenAttempt';
  side: Side;
  card: number;
}

export function tiananmenAttemptFrame(side: Side, card: number): TiananmenAttemptFrame {
  return { kind: 'tiananmenAttempt', side, card };
}

/** 6.3.1 modifiers of an attempt with `card`. */
export function tiananmenModifiers(s: GameState, side: Side, card: number) {
  const t = s.tiananmen[side];
  return {
    ops: opsValue(s, side, { card, use: 'tiananmen' }),
    ownEvent: cardAt(card).side === side ? 1 : 0,
    repeat: t.failedAttempts > 0 ? 1 : 0,
    award: holdsAward(s, side, AWARD.tiananmenBonus) ? 1 : 0,
    events: sumHooks(s, 'tiananmenModifier', (h, e) => h(s, e, side)),
  };
}

/** Move a marker into the next box and grant the box's award to the first player there (6.3.5). */
export function enterNextBox(s: GameState, side: Side): void {
  if (s.tiananmen[side].box >= LAST_BOX) return;
  const t = tiananmenOf(s, side);
  t.box += 1;
  t.failedAttempts = 0;
  const first = s.tiananmen[other(side)].box < t.box;
  log(s, 'tiananmenAdvance', { side, box: t.box, award: first });
  if (!first) return;
  if (t.box === AWARD.drawThreeKeepOne) push(s, drawKeepFrame(side));
  if (t.box === AWARD.removeTwoSp) push(s, removeSupportFrame(side, other(side), 2, '6.3.5', 'tiananmen'));
}

registerFrame<TiananmenAttemptFrame>('tiananmenAttempt', {
  advance(s, f) {
    pop(s, f);
    const t = tiananmenOf(s, f.side);
    t.attemptedThisTurn = true; // 6.3.3
    const m = tiananmenModifiers(s, f.side, f.card);
    const die = rollDie(s);
    const total = die + m.ops + m.ownEvent + m.repeat + m.award + m.events;
    const needed = must(TIANANMEN_BOXES[t.box], 'Tiananmen box').requirement[f.side];
    const success = total >= needed; // 6.3.2
    log(s, 'tiananmenAttempt', { side: f.side, card: f.card, die, ...m, total, needed, success });
    if (success) enterNextBox(s, f.side);
    else t.failedAttempts += 1;
    return false;
  },
});

// ---------------------------------------------------------------- box 3: draw 3, keep 1

interface DrawKeepFrame {
  kind: 'drawKeep';
  side: Side;
  /** the drawn cards, now in the player's hand; null before drawing */
  drawn: number[] | null;
}

function drawKeepFrame(side: Side): DrawKeepFrame {
  return { kind: 'drawKeep', side, drawn: null };
}

registerFrame<DrawKeepFrame, ActionOf<'choose'>>('drawKeep', {
  advance(s, f) {
    if (f.drawn === null) {
      f.drawn = [];
      for (let i = 0; i < 3; i++) {
        const c = drawInto(s, f.side);
        if (c === null) break;
        f.drawn.push(c);
      }
      log(s, 'drawForAward', { side: f.side, count: f.drawn.length });
    }
    if (f.drawn.length > 1) return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'drawKeep', rule: '6.3.5', params: { cards: f.drawn } }),
  actions: (s, f) => (f.drawn ?? []).map((card): ActionOf<'choose'> => ({ side: f.side, type: 'choose', card })),
  act(s, f, a) {
    const keep = a.card;
    const drawn = f.drawn ?? [];
    for (const c of drawn) {
      if (c === keep) continue;
      takeFromHand(s, f.side, c);
      discard(s, c); // scoring cards may be discarded here (6.3.5)
    }
    log(s, 'keepCard', { side: f.side, discarded: drawn.length - 1 });
    pop(s, f);
  },
});

// ---------------------------------------------------------------- box 5: discard and draw at turn start

interface SwapCardFrame {
  kind: 'swapCard';
  side: Side;
}

export function swapCardFrame(side: Side): SwapCardFrame {
  return { kind: 'swapCard', side };
}

registerFrame<SwapCardFrame>('swapCard', {
  advance: (s, f) => {
    if (cardsWhere(hand(s, f.side), (c) => !isScoring(c), '6.3.5').length > 0) return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'swapCard', rule: '6.3.5', params: {} }),
  actions: (s, f) => [
    ...knownOf(hand(s, f.side))
      .filter((c) => !isScoring(c))
      .map((card): Action => ({ side: f.side, type: 'choose', card })),
    { side: f.side, type: 'done' },
  ],
  act(s, f, a) {
    pop(s, f);
    if (a.type !== 'choose') return;
    takeFromHand(s, f.side, a.card);
    discard(s, a.card);
    drawInto(s, f.side);
    log(s, 'swapCard', { side: f.side, card: a.card });
  },
});
