/**
 * The family mode's decisions: playing a card for SPs (TR.2.4.2) and the two round actions of
 * TR.2.4.3, moving support and taking over a space, with its dice and power-struggle cards.
 * Card events are never used: a strategy card gives its Ops, a power-struggle card its rank.
 */
import { must } from '../errors';
import { rowAt, addSupport, adjacentInPlay, controls, other, removeSupport, setSupport } from '../board';
import { spaceAt, cardAt, SPACES, spaceIndex, type Side } from '../data';
import { log } from '../log';
import { pop, push, registerFrame } from '../machine';
import { rollDie } from '../rng';
import type { ActionOf, Action, GameState } from '../types';

import { psValue } from './cards';
import { discardOwn, familyPsHand, hand, playFamilyPsCard } from '../zones';

declare module '../types' {
  interface FrameMap {
    familyPlace: FamilyPlaceFrame;
    familyRound: FamilyRoundFrame;
    familyMove: FamilyMoveFrame;
    familyTakeover: FamilyTakeoverFrame;
  }
}

const spaceId = (i: number): string => spaceAt(i).id;
const ALL = SPACES.map((sp) => sp.index);

// ---------------------------------------------------------------- TR.2.4.2 placement

interface FamilyPlaceFrame {
  kind: 'familyPlace';
  side: Side;
  /** the card played, once chosen */
  card: number | null;
  opsLeft: number;
  /** the spaces open to this card's SPs, fixed when it is played (as 6.1.1) */
  targets: number[];
}

export function familyPlaceFrame(side: Side): FamilyPlaceFrame {
  return { kind: 'familyPlace', side, card: null, opsLeft: 0, targets: [] };
}

/**
 * TR.2.4.2: a space where the side has SPs, or one adjacent to such a space, and never a space the
 * opponent controls.
 */
export function familyPlacementTargets(s: GameState, side: Side): number[] {
  const opp = other(side);
  return ALL.filter((i) => !controls(s, i, opp) && (rowAt(s, i)[side] > 0 || adjacentInPlay(s, i).some((j) => rowAt(s, j)[side] > 0)));
}

registerFrame<FamilyPlaceFrame, ActionOf<'choose' | 'place'>>('familyPlace', {
  advance(s, f) {
    if (f.card === null || f.opsLeft > 0) return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) =>
    f.card === null
      ? { side: f.side, kind: 'familyPlayCard', rule: 'TR.2.4.2', params: { cards: hand(s, f.side).length } }
      : { side: f.side, kind: 'familyPlace', rule: 'TR.2.4.2', params: { card: f.card, opsLeft: f.opsLeft } },
  actions: (s, f) =>
    f.card === null
      ? hand(s, f.side).map((card): ActionOf<'choose'> => ({ side: f.side, type: 'choose', card }))
      : f.targets.map((i): ActionOf<'place'> => ({ side: f.side, type: 'place', space: spaceId(i) })),
  act(s, f, a) {
    if (a.type === 'choose') {
      const ops = cardAt(a.card).ops;
      discardOwn(s, f.side, a.card);
      f.card = a.card;
      f.targets = familyPlacementTargets(s, f.side);
      f.opsLeft = f.targets.length > 0 ? ops : 0;
      log(s, 'familyPlayCard', { side: f.side, card: a.card, ops });
      if (f.targets.length === 0) log(s, 'familyNoPlacement', { side: f.side, card: a.card, ops });
      return;
    }
    const i = spaceIndex(a.space);
    addSupport(s, i, f.side, 1);
    f.opsLeft -= 1;
    log(s, 'familyPlaceSupport', { side: f.side, space: spaceId(i) });
  },
});

// ---------------------------------------------------------------- TR.2.4.3 rounds

/** TR.2.4.3 move: from a controlled space to an adjacent controlled space. */
function moveDestinations(s: GameState, side: Side, from: number): number[] {
  return adjacentInPlay(s, from).filter((j) => controls(s, j, side));
}

function moveSources(s: GameState, side: Side): number[] {
  return ALL.filter((i) => controls(s, i, side) && moveDestinations(s, side, i).length > 0);
}

/** TR.2.4.3 takeover: an adjacent space that is empty or controlled by the opponent. */
function takeoverTargets(s: GameState, side: Side, from: number): number[] {
  const opp = other(side);
  return adjacentInPlay(s, from).filter((j) => {
    const row = rowAt(s, j);
    return (row.communist === 0 && row.democrat === 0) || controls(s, j, opp);
  });
}

function takeoverSources(s: GameState, side: Side): number[] {
  return ALL.filter((i) => controls(s, i, side) && takeoverTargets(s, side, i).length > 0);
}

type FamilyRoundAction = 'move' | 'takeover';

function familyRoundOptions(s: GameState, side: Side): FamilyRoundAction[] {
  const out: FamilyRoundAction[] = [];
  if (moveSources(s, side).length > 0) out.push('move');
  if (takeoverSources(s, side).length > 0) out.push('takeover');
  return out;
}

interface FamilyRoundFrame {
  kind: 'familyRound';
  side: Side;
}

export function familyRoundFrame(side: Side): FamilyRoundFrame {
  return { kind: 'familyRound', side };
}

registerFrame<FamilyRoundFrame, ActionOf<'select'>>('familyRound', {
  advance(s, f) {
    if (familyRoundOptions(s, f.side).length > 0) return true;
    // neither action is possible: the round passes
    log(s, 'familyNoAction', { side: f.side, round: s.round });
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'familyAction', rule: 'TR.2.4.3', params: { round: s.round } }),
  actions: (s, f) => familyRoundOptions(s, f.side).map((value) => ({ side: f.side, type: 'select', value })),
  act(s, f, a) {
    const value = a.value as FamilyRoundAction;
    pop(s, f);
    push(s, value === 'move' ? familyMoveFrame(f.side) : familyTakeoverFrame(f.side));
  },
});

/** The number choices 1..n of a 'select' prompt. */
const counts = (side: Side, n: number): Action[] => Array.from({ length: n }, (_, k) => ({ side, type: 'select', value: String(k + 1) }));

interface FamilyMoveFrame {
  kind: 'familyMove';
  side: Side;
  from: number | null;
  to: number | null;
}

function familyMoveFrame(side: Side): FamilyMoveFrame {
  return { kind: 'familyMove', side, from: null, to: null };
}

registerFrame<FamilyMoveFrame>('familyMove', {
  advance: () => true,
  prompt(s, f) {
    const params = { from: f.from === null ? null : spaceId(f.from), to: f.to === null ? null : spaceId(f.to) };
    if (f.from === null) return { side: f.side, kind: 'familyMoveFrom', rule: 'TR.2.4.3', params };
    if (f.to === null) return { side: f.side, kind: 'familyMoveTo', rule: 'TR.2.4.3', params };
    return { side: f.side, kind: 'familyMoveCount', rule: 'TR.2.4.3', params: { ...params, max: rowAt(s, f.from)[f.side] } };
  },
  actions(s, f) {
    if (f.from === null) return moveSources(s, f.side).map((i) => ({ side: f.side, type: 'remove', space: spaceId(i) }));
    if (f.to === null) return moveDestinations(s, f.side, f.from).map((i) => ({ side: f.side, type: 'place', space: spaceId(i) }));
    return counts(f.side, rowAt(s, f.from)[f.side]);
  },
  act(s, f, a) {
    if (a.type === 'remove') f.from = spaceIndex(a.space);
    else if (a.type === 'place') f.to = spaceIndex(a.space);
    else if (a.type === 'select' && f.from !== null && f.to !== null) {
      const n = Number(a.value);
      removeSupport(s, f.from, f.side, n);
      addSupport(s, f.to, f.side, n);
      log(s, 'familyMove', { side: f.side, from: spaceId(f.from), to: spaceId(f.to), sp: n });
      pop(s, f);
    }
  },
});

interface FamilyTakeoverFrame {
  kind: 'familyTakeover';
  side: Side;
  from: number | null;
  to: number | null;
  /** SPs moved in (the attack strength before the die), once chosen */
  sp: number | null;
  /** whether the opponent controlled the target before the attack */
  opponentControlled: boolean;
  /** strengths after the dice, before power-struggle cards */
  attack: number;
  defense: number;
  /** the power-struggle card each side played, if any */
  cards: Record<Side, number | null>;
  /** the sides that have had their chance to play a card */
  asked: Side[];
}

function familyTakeoverFrame(side: Side): FamilyTakeoverFrame {
  return {
    kind: 'familyTakeover',
    side,
    from: null,
    to: null,
    sp: null,
    opponentControlled: false,
    attack: 0,
    defense: 0,
    cards: { communist: null, democrat: null },
    asked: [],
  };
}

/**
 * TR.2.4.3: the strengths with the cards played; a single W wins outright, two W cancel each
 * other; equal strengths go to the Communist.
 */
function takeoverStanding(f: FamilyTakeoverFrame): { winner: Side; attack: number; defense: number } {
  const attacker = f.side;
  const defender = other(attacker);
  const played = f.cards[attacker];
  const a = played === null ? 0 : psValue(played);
  const answered = f.cards[defender];
  const d = answered === null ? 0 : psValue(answered);
  const attack = f.attack + (a === 'W' ? 0 : a);
  const defense = f.defense + (d === 'W' ? 0 : d);
  if (a === 'W' && d !== 'W') return { winner: attacker, attack, defense };
  if (d === 'W' && a !== 'W') return { winner: defender, attack, defense };
  const winner = attack > defense ? attacker : defense > attack ? defender : 'communist';
  return { winner, attack, defense };
}

/** The side whose turn it is to decide on a power-struggle card: the one losing now, once. */
function psDecider(s: GameState, f: FamilyTakeoverFrame): Side | null {
  const losing = other(takeoverStanding(f).winner);
  return !f.asked.includes(losing) && familyPsHand(s, losing).length > 0 ? losing : null;
}

registerFrame<FamilyTakeoverFrame>('familyTakeover', {
  advance(s, f) {
    if (f.sp === null || psDecider(s, f)) return true;
    // TR.2.4.3: the winner keeps his SPs in the space, the loser loses all of his there
    const { winner, attack, defense } = takeoverStanding(f);
    const loser = other(winner);
    const space = must(f.to, 'takeover target');
    const lost = rowAt(s, space)[loser];
    setSupport(s, space, loser, 0);
    log(s, 'familyTakeoverResult', { side: f.side, space: spaceId(space), winner, attack, defense, loser, lost });
    pop(s, f);
    return false;
  },
  prompt(s, f) {
    const params = { from: f.from === null ? null : spaceId(f.from), to: f.to === null ? null : spaceId(f.to) };
    if (f.from === null) return { side: f.side, kind: 'familyTakeoverFrom', rule: 'TR.2.4.3', params };
    if (f.to === null) return { side: f.side, kind: 'familyTakeoverTo', rule: 'TR.2.4.3', params };
    if (f.sp === null) return { side: f.side, kind: 'familyTakeoverCount', rule: 'TR.2.4.3', params: { ...params, max: rowAt(s, f.from)[f.side] } };
    const st = takeoverStanding(f);
    return {
      side: must(psDecider(s, f), 'side to play a power-struggle card'),
      kind: 'familyPsCard',
      rule: 'TR.2.4.3',
      params: { ...params, attacker: f.side, attack: st.attack, defense: st.defense, communistCard: f.cards.communist, democratCard: f.cards.democrat },
    };
  },
  actions(s, f) {
    if (f.from === null) return takeoverSources(s, f.side).map((i) => ({ side: f.side, type: 'remove', space: spaceId(i) }));
    if (f.to === null) return takeoverTargets(s, f.side, f.from).map((i) => ({ side: f.side, type: 'place', space: spaceId(i) }));
    if (f.sp === null) return counts(f.side, rowAt(s, f.from)[f.side]);
    const side = must(psDecider(s, f), 'side to play a power-struggle card');
    return [...familyPsHand(s, side).map((card): Action => ({ side, type: 'psPlay', card })), { side, type: 'done' }];
  },
  act(s, f, a) {
    if (f.from === null && a.type === 'remove') f.from = spaceIndex(a.space);
    else if (f.to === null && a.type === 'place') f.to = spaceIndex(a.space);
    else if (f.sp === null && a.type === 'select') {
      const from = must(f.from, 'takeover source');
      const to = must(f.to, 'takeover target');
      const opp = other(f.side);
      const n = Number(a.value);
      // "if the space was controlled by the opponent": judged before the attacking SPs arrive
      f.opponentControlled = controls(s, to, opp);
      removeSupport(s, from, f.side, n);
      addSupport(s, to, f.side, n);
      f.sp = n;
      const attackDie = rollDie(s);
      const defenseDie = rollDie(s);
      const defenderSp = f.opponentControlled ? rowAt(s, to)[opp] : 0;
      const stability = f.opponentControlled ? spaceAt(to).stability : 0;
      f.attack = n + attackDie;
      f.defense = defenseDie + defenderSp + stability;
      log(s, 'familyTakeover', {
        side: f.side,
        from: spaceId(from),
        to: spaceId(to),
        sp: n,
        attackDie,
        defenseDie,
        defenderSp,
        stability,
        attack: f.attack,
        defense: f.defense,
      });
    } else {
      const side = a.side;
      f.asked = [...f.asked, side];
      if (a.type === 'psPlay') {
        playFamilyPsCard(s, side, a.card);
        f.cards = { ...f.cards, [side]: a.card };
        log(s, 'familyPsPlay', { side, card: a.card, value: psValue(a.card) });
      } else log(s, 'familyPsPass', { side });
    }
  },
});
