/**
 * TR.1 family mode setup: neutral and scoring cards out, each side's deck and the power-struggle
 * deck shuffled, the printed SPs of 3.2 / 3.3 (TR.1.3, TR.1.4), markers at their start (TR.1.5);
 * then any extra SPs of a handicap (13.0), placed where the opponent has none.
 */
import { other } from '../board';
import { COUNTRY_IDS, PS_CARD_INDEXES, SPACES, spaceIndex, type CountryId, type Side } from '../data';
import { log } from '../log';
import { pop, registerFrame } from '../machine';
import type { Action, Frame, GameOptions, GameState } from '../types';
import { outOfFamilyGame, shufflePsDeck, shuffleSideDeck, sideDeck } from './cards';
import { familyTurnFrame } from './turn';

export interface FamilyExtraSupportFrame extends Frame {
  kind: 'familyExtraSupport';
  side: Side;
  left: number;
}

export function familyInitialState(options: GameOptions): GameState {
  const extra = options.extraSupport;
  const s: GameState = {
    version: 1,
    options: structuredClone(options),
    rng: { seed: String(options.seed), state: null },
    rigDice: [...(options.rig?.dice ?? [])],
    turn: 1,
    round: 0,
    phasing: 'democrat',
    vp: 0,
    // TR.1.3 / TR.1.4: the same spaces and numbers as 3.2 / 3.3
    support: SPACES.map((sp) => ({ communist: sp.setup.communist, democrat: sp.setup.democrat })),
    hands: { communist: [], democrat: [] },
    setAside: { communist: [], democrat: [] },
    drawPile: [],
    discard: [],
    // TR.1.1: neutral cards go back to the box; so do the scoring cards (no Ops, no side)
    removed: outOfFamilyGame(),
    notYetAdded: [],
    inPlay: [],
    eliminated: [],
    tiananmen: {
      communist: { box: 0, failedAttempts: 0, attemptedThisTurn: false },
      democrat: { box: 0, failedAttempts: 0, attemptedThisTurn: false },
    },
    ussrStability: 0,
    power: Object.fromEntries(COUNTRY_IDS.map((c) => [c, { holder: 'communist', timesScored: 0 }])) as Record<
      CountryId,
      { holder: 'communist'; timesScored: number }
    >,
    effects: [],
    eventsPlayed: [],
    awardUsed: { noOpponentEvent: false, opsAndEvent: false },
    ps: null,
    log: [],
    stack: [familyTurnFrame()],
    prompt: null,
    result: null,
    actionCount: 0,
  };
  if (extra && extra.sp > 0) s.stack.push({ kind: 'familyExtraSupport', side: extra.side, left: extra.sp } satisfies FamilyExtraSupportFrame);
  log(s, 'newGame', { seed: s.rng.seed });
  // TR.1.2: the three decks are shuffled separately (Communist, Democrat, power struggle)
  const communist = shuffleSideDeck(s, sideDeck('communist'));
  const democrat = shuffleSideDeck(s, sideDeck('democrat'));
  const ps = shufflePsDeck(s, PS_CARD_INDEXES);
  s.family = {
    drawPiles: { communist, democrat },
    discards: { communist: [], democrat: [] },
    psDrawPile: ps,
    psDiscard: [],
    psHands: { communist: [], democrat: [] },
  };
  log(s, 'familySetup', { communist: communist.length, democrat: democrat.length, removed: s.removed.length });
  return s;
}

function extraTargets(s: GameState, side: Side): number[] {
  return SPACES.filter((sp) => s.support[sp.index]![other(side)] === 0).map((sp) => sp.index);
}

registerFrame<FamilyExtraSupportFrame>('familyExtraSupport', {
  advance(s, f) {
    if (f.left > 0) return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'setupPlace', rule: '13.0', params: { left: f.left, extra: true } }),
  actions: (s, f) => extraTargets(s, f.side).map((i) => ({ side: f.side, type: 'place', space: SPACES[i]!.id })),
  act(s, f, a) {
    const i = spaceIndex((a as Extract<Action, { type: 'place' }>).space);
    s.support[i]![f.side] += 1;
    log(s, 'setupPlace', { side: f.side, space: SPACES[i]!.id });
    f.left -= 1;
  },
});
