/**
 * TR.1 family mode setup: neutral and scoring cards out, each side's deck and the power-struggle
 * deck shuffled, the printed SPs of 3.2 / 3.3 (TR.1.3, TR.1.4), markers at their start (TR.1.5);
 * then any extra SPs of a handicap (13.0), placed where the opponent has none.
 */
import { rowAt, addSupport, other } from '../board';
import { spaceAt, PS_CARD_INDEXES, SPACES, spaceIndex, type Side } from '../data';
import { log } from '../log';
import { baseState } from '../state';
import { pop, registerFrame } from '../machine';
import type { ActionOf, GameOptions, GameState } from '../types';

import { outOfFamilyGame, sideDeck } from './cards';
import { setUpFamilyDecks } from '../zones';
import { turnFrame } from '../frames/turn';
import './turn';

declare module '../types' {
  interface FrameMap {
    familyExtraSupport: FamilyExtraSupportFrame;
  }
}

interface FamilyExtraSupportFrame {
  kind: 'familyExtraSupport';
  side: Side;
  left: number;
}

export function familyInitialState(options: GameOptions): GameState {
  const extra = options.extraSupport;
  const s = baseState(options);
  s.phasing = 'democrat';
  s.stack = [turnFrame()];
  if (extra && extra.sp > 0) s.stack.push({ kind: 'familyExtraSupport', side: extra.side, left: extra.sp } satisfies FamilyExtraSupportFrame);
  // TR.1.1: neutral cards go back to the box; so do the scoring cards (no Ops, no side)
  const box = outOfFamilyGame();
  const communist = sideDeck('communist');
  const democrat = sideDeck('democrat');
  setUpFamilyDecks(s, box, communist, democrat, PS_CARD_INDEXES);
  log(s, 'familySetup', { communist: communist.length, democrat: democrat.length, removed: box.length });
  return s;
}

function extraTargets(s: GameState, side: Side): number[] {
  return SPACES.filter((sp) => rowAt(s, sp.index)[other(side)] === 0).map((sp) => sp.index);
}

registerFrame<FamilyExtraSupportFrame, ActionOf<'place'>>('familyExtraSupport', {
  advance(s, f) {
    if (f.left > 0) return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'setupPlace', rule: '13.0', params: { left: f.left, extra: true } }),
  actions: (s, f) => extraTargets(s, f.side).map((i) => ({ side: f.side, type: 'place', space: spaceAt(i).id })),
  act(s, f, a) {
    const i = spaceIndex(a.space);
    addSupport(s, i, f.side, 1);
    log(s, 'setupPlace', { side: f.side, space: spaceAt(i).id });
    f.left -= 1;
  },
});
