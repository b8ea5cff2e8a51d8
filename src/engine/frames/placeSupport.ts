/** 6.1: placing SPs with Ops (the placement area, the cost of a space, the frame that places them). */
import { spaceAction, spaceOf } from '../actions';
import { addSupport, adjacentInPlay, controls, isInPlay, other } from '../board';
import { spaceAt, isSpaceId, spaceIndex, SPACES_OF_COUNTRY, type CountryId, type Side } from '../data';
import { RuleError } from '../errors';
import { effectsWith, hook } from '../hooks';
import { log } from '../log';
import { pop, registerFrame } from '../machine';
import type { Action, GameState } from '../types';
import { offerCommitment } from './opsCommitment';

declare module '../types' {
  interface FrameMap {
    placeSupport: PlaceSupportFrame;
  }
}

interface PlaceSupportFrame {
  kind: 'placeSupport';
  side: Side;
  opsLeft: number;
  /** 6.1.2: spaces holding own SPs before the first placement, and their neighbours */
  allowed: number[];
  card: number | null;
  /** 11.1: the Ops commitment has been offered (or found not to apply) */
  offered?: boolean;
  /** 11.1: every SP of this placement goes into this country, for a better Ops value */
  committedTo?: CountryId;
}

/** 6.1.2: own SPs now, plus adjacent spaces (computed once, before the first SP is placed). */
export function placementArea(s: GameState, side: Side): number[] {
  const rows = s.support;
  const inArea = new Uint8Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if (rows[i]![side] > 0 && isInPlay(s, i)) {
      inArea[i] = 1;
      const next = adjacentInPlay(s, i);
      for (let k = 0; k < next.length; k++) inArea[next[k]!] = 1;
    }
  }
  const area: number[] = [];
  for (let i = 0; i < rows.length; i++) if (inArea[i]) area.push(i);
  return area;
}

export function placeSupportFrame(s: GameState, side: Side, ops: number, card: number | null): PlaceSupportFrame {
  return { kind: 'placeSupport', side, opsLeft: ops, allowed: placementArea(s, side), card };
}

/** 6.1.3: 2 Ops in an opponent-controlled space, else 1. */
export function placementCost(s: GameState, side: Side, space: number): number {
  let cost = controls(s, space, other(side)) ? 2 : 1;
  for (const e of effectsWith(s, 'placementCost')) cost = hook(e, 'placementCost')(s, e, side, space, cost);
  return cost;
}

/**
 * 6.1.3: a space costs 1 or 2 Ops unless a lasting effect changes the cost or forbids it, so with
 * 2 Ops left and no such effect in force every space of the area (still on the map) is open.
 */
function wholeAreaOpen(s: GameState, f: PlaceSupportFrame): boolean {
  return f.opsLeft >= 2 && effectsWith(s, 'placementCost').length === 0 && effectsWith(s, 'canPlace').length === 0;
}

/**
 * Whether 1 SP may go into space `i` of the area with the Ops left: its cost (6.1.3) and bans of
 * lasting effects; `whole` is `wholeAreaOpen`, asked once per list.
 */
function affordable(s: GameState, f: PlaceSupportFrame, i: number, whole: boolean): boolean {
  if (!isInPlay(s, i)) return false;
  if (whole) return true;
  const bans = effectsWith(s, 'canPlace');
  return placementCost(s, f.side, i) <= f.opsLeft && (bans.length === 0 || bans.every((e) => hook(e, 'canPlace')(s, e, f.side, i)));
}

function placeTargets(s: GameState, f: PlaceSupportFrame): number[] {
  const whole = wholeAreaOpen(s, f);
  return f.allowed.filter((i) => affordable(s, f, i, whole));
}

function placeActions(s: GameState, f: PlaceSupportFrame): Action[] {
  const whole = wholeAreaOpen(s, f);
  const out: Action[] = [];
  const area = f.allowed;
  for (let k = 0; k < area.length; k++) if (affordable(s, f, area[k]!, whole)) out.push(spaceAction(f.side, 'place', area[k]!));
  return out;
}

/**
 * The placements open now. While the whole area is open and no space has been eliminated the list
 * is the same for each SP of the play: it is made once per area (the area is fixed when the
 * placement begins, 6.1.2).
 */
const WHOLE_AREA = new WeakMap<readonly number[], Action[]>();
function placeChoices(s: GameState, f: PlaceSupportFrame): Action[] {
  if (s.eliminated.length > 0 || !wholeAreaOpen(s, f)) return placeActions(s, f);
  let list = WHOLE_AREA.get(f.allowed);
  if (!list) WHOLE_AREA.set(f.allowed, (list = placeActions(s, f)));
  return list;
}

registerFrame<PlaceSupportFrame>('placeSupport', {
  advance(s, f) {
    if (!f.offered && offerCommitment(s, f, (bonus) => placeTargets(s, { ...f, opsLeft: f.opsLeft + bonus }))) return false;
    const choices = placeChoices(s, f);
    if (choices.length > 0) return choices;
    if (f.opsLeft > 0) log(s, 'opsUnused', { side: f.side, ops: f.opsLeft });
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'placeSupport', rule: '6.1', params: { opsLeft: f.opsLeft, card: f.card } }),
  actions: (s, f) => placeChoices(s, f),
  act(s, f, a) {
    const i = spaceOf(a);
    const cost = placementCost(s, f.side, i);
    addSupport(s, i, f.side, 1);
    f.opsLeft -= cost;
    log(s, 'placeSupport', { side: f.side, space: spaceAt(i).id, cost });
  },
  explain(s, f, a) {
    if (a.type !== 'place' || !isSpaceId(a.space)) return null;
    const i = spaceIndex(a.space);
    if (f.committedTo && !SPACES_OF_COUNTRY[f.committedTo].includes(i))
      return new RuleError('OPS_COMMITTED', '11.1', 'All the Ops of this play are committed to one country', { country: f.committedTo });
    if (!f.allowed.includes(i))
      return new RuleError('NOT_ADJACENT', '6.1.2', 'SPs go only in or next to spaces that held your SPs before this placement began', { space: a.space });
    if (placementCost(s, f.side, i) > f.opsLeft)
      return new RuleError('NOT_ENOUGH_OPS', '6.1.3', 'An opponent-controlled space costs 2 Ops', { space: a.space });
    return null;
  },
});
