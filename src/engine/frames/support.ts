/** Frames that move SPs: placement with Ops (6.1), support checks (6.2), removal by choice. */
import { doneAction, spaceAction } from '../actions';
import { rowAt, addSupport, adjacentInPlay, controls, isInPlay, other, removeSupport } from '../board';
import { spaceAt, isSpaceId, spaceIndex, SPACES, SPACES_OF_COUNTRY, type CountryId, type Side } from '../data';
import { RuleError } from '../errors';
import { allHooks, effectsWith, sumHooks, type OpsContext, hook } from '../hooks';
import { supportCheckRolled } from '../lasting';
import { log } from '../log';
import { pop, push, registerFrame, topForChange } from '../machine';
import { opsValue } from '../ops';
import { rollDie } from '../rng';
import type { ActionOf, Action, GameState, LastingEffect } from '../types';

declare module '../types' {
  interface FrameMap {
    placeSupport: PlaceSupportFrame;
    supportChecks: SupportChecksFrame;
    opsCommitment: OpsCommitmentFrame;
    addSupport: ChangeSupportFrame;
    removeSupport: ChangeSupportFrame;
  }
}

const spaceOf = (a: Action): number => spaceIndex((a as { space: string }).space);

// ---------------------------------------------------------------- 6.1 support placement with Ops

export interface PlaceSupportFrame {
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
    if (!f.offered && offerCommitment(s, f)) return false;
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

// ---------------------------------------------------------------- 6.2 support checks

export interface SupportChecksFrame {
  kind: 'supportChecks';
  side: Side;
  ops: number;
  left: number;
  card: number | null;
  /** restrict targets (events); null = any space */
  spaces: number[] | null;
  /** extra die-roll modifier given by an event */
  bonus: number;
  /** 11.1: the Ops commitment has been offered (or found not to apply) */
  offered?: boolean;
  /** 11.1: every check of this set is made in this country, for a better Ops value */
  committedTo?: CountryId;
}

export function supportChecksFrame(
  side: Side,
  ops: number,
  left: number,
  card: number | null,
  opts: { spaces?: number[] | null; bonus?: number } = {},
): SupportChecksFrame {
  return { kind: 'supportChecks', side, ops, left, card, spaces: opts.spaces ?? null, bonus: opts.bonus ?? 0 };
}

/** 6.2.3: a target must hold opponent SPs. */
export function canCheck(s: GameState, side: Side, space: number): boolean {
  return isInPlay(s, space) && rowAt(s, space)[other(side)] > 0 && allHooks(s, 'canCheck', (h, e) => h(s, e, side, space));
}

const ALL_SPACES: readonly number[] = SPACES.map((x) => x.index);

/** Whether `side` may target space `i` with a support check now (6.2.3); `bans` are the `canCheck` effects in force. */
function checkable(s: GameState, side: Side, i: number, bans: readonly LastingEffect[]): boolean {
  if (s.support[i]![other(side)] === 0 || !isInPlay(s, i)) return false;
  return bans.length === 0 || bans.every((e) => hook(e, 'canCheck')(s, e, side, i));
}

/** Every space `side` may target with a support check now (6.2.3), from `pool`. */
export function checkableSpaces(s: GameState, side: Side, pool: readonly number[] = ALL_SPACES, firstOnly = false): number[] {
  const bans = effectsWith(s, 'canCheck');
  const out: number[] = [];
  for (let k = 0; k < pool.length; k++) {
    if (!checkable(s, side, pool[k]!, bans)) continue;
    out.push(pool[k]!);
    if (firstOnly) break;
  }
  return out;
}

const checkTargets = (s: GameState, f: SupportChecksFrame): number[] => checkableSpaces(s, f.side, f.spaces ?? ALL_SPACES);

/** A check of each target of the frame, then "done" (FAQ 6.4: support checks are always optional). */
function checkActions(s: GameState, f: SupportChecksFrame): Action[] {
  const bans = effectsWith(s, 'canCheck');
  const pool = f.spaces ?? ALL_SPACES;
  const out: Action[] = [];
  for (let k = 0; k < pool.length; k++) if (checkable(s, f.side, pool[k]!, bans)) out.push(spaceAction(f.side, 'check', pool[k]!));
  out.push(doneAction(f.side));
  return out;
}

/** 6.2.4: +1 per adjacent friendly-controlled space, −1 per adjacent opponent-controlled space. */
export function adjacencyModifier(s: GameState, side: Side, space: number): number {
  let m = 0;
  for (const j of adjacentInPlay(s, space)) {
    if (controls(s, j, side)) m += 1;
    else if (controls(s, j, other(side))) m -= 1;
  }
  return m;
}

/** 6.2.4–6.2.6: resolve one support check. */
export function resolveSupportCheck(s: GameState, side: Side, space: number, ops: number, bonus = 0): void {
  const die = rollDie(s);
  const adjacency = adjacencyModifier(s, side, space);
  const events = bonus + sumHooks(s, 'supportCheckModifier', (h, e) => h(s, e, side, space));
  const total = die + ops + adjacency + events;
  const target = 2 * spaceAt(space).stability;
  let removed = 0;
  let added = 0;
  if (total > target) {
    const diff = total - target;
    removed = removeSupport(s, space, other(side), diff);
    added = diff - removed;
    addSupport(s, space, side, added);
  }
  log(s, 'supportCheck', { side, space: spaceAt(space).id, die, ops, adjacency, events, total, target, removed, added });
  // lasting effects that react to a check (VP for the opponent, a one-use modifier used up)
  supportCheckRolled(s, side, space);
}

registerFrame<SupportChecksFrame>('supportChecks', {
  advance(s, f) {
    if (!f.offered && offerCommitment(s, f)) return false;
    if (f.left > 0) {
      const choices = checkActions(s, f);
      if (choices.length > 1) return choices;
    }
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'supportCheck', rule: '6.2', params: { left: f.left, ops: f.ops, card: f.card } }),
  actions: (s, f) => checkActions(s, f),
  act(s, f, a) {
    if (a.type === 'done') {
      if (f.left > 0) log(s, 'checksForgone', { side: f.side, left: f.left });
      pop(s, f);
      return;
    }
    f.left -= 1;
    resolveSupportCheck(s, f.side, spaceOf(a), f.ops, f.bonus);
  },
  explain(s, f, a) {
    if (a.type === 'check' && isSpaceId(a.space) && rowAt(s, spaceIndex(a.space))[other(f.side)] === 0)
      return new RuleError('NO_OPPONENT_SP', '6.2.3', 'A support check needs opponent SPs in the target space', { space: a.space });
    return null;
  },
});

// ---------------------------------------------------------------- 11.1 committing all the Ops to one country

/**
 * An effect may make Ops worth more when all of them are spent in one country (Austria-Hungary
 * Border Reopened, 11.1). Before the first SP or the first roll of a placement or a set of support
 * checks — a card's Ops or Ops granted by an event (7.4) — the player declares whether he commits
 * them all to that country; declining, he plays on without the bonus. The offer is made only when
 * the commitment raises the Ops value (7.3.2 minimum of 1 included) and the country holds a
 * target; a frame already confined to the country (an event's own restriction) gets it at once.
 */
type OpsFrame = PlaceSupportFrame | SupportChecksFrame;

export interface OpsCommitmentFrame {
  kind: 'opsCommitment';
  side: Side;
  country: CountryId;
  /** Ops added by the commitment */
  bonus: number;
  /** the card of the effect that offers it */
  source: number;
}

/**
 * Ops gained by committing frame `f` to `country`: its value with the commitment minus without.
 * The modifiers only depend on the side, so the frame's card is enough; the only card-less Ops
 * are the 2-Ops free check of 6.3.5 box 6.
 */
function commitmentBonus(s: GameState, f: OpsFrame, country: CountryId): number {
  const ctx: OpsContext = f.card === null ? { card: null, use: 'free-check' } : { card: f.card, use: f.kind === 'placeSupport' ? 'place' : 'check' };
  const base = f.card === null ? 2 : undefined;
  return opsValue(s, f.side, { ...ctx, committedTo: country }, base) - opsValue(s, f.side, ctx, base);
}

function commit(s: GameState, f: OpsFrame, country: CountryId, bonus: number, source: number): void {
  const inCountry = SPACES_OF_COUNTRY[country];
  f.committedTo = country;
  if (f.kind === 'placeSupport') {
    f.opsLeft += bonus;
    f.allowed = f.allowed.filter((i) => inCountry.includes(i));
  } else {
    f.ops += bonus;
    f.spaces = (f.spaces ?? ALL_SPACES).filter((i) => inCountry.includes(i));
  }
  log(s, 'opsCommitted', { side: f.side, country, card: f.card, source, ops: f.kind === 'placeSupport' ? f.opsLeft : f.ops });
}

/** On a frame's first step: apply or offer a commitment. True when an offer now waits on top. */
function offerCommitment(s: GameState, f: OpsFrame): boolean {
  f.offered = true;
  for (const e of effectsWith(s, 'opsCommitment')) {
    const country = hook(e, 'opsCommitment')(s, e, f.side);
    if (!country) continue;
    const bonus = commitmentBonus(s, f, country);
    if (bonus <= 0) continue;
    const inCountry = SPACES_OF_COUNTRY[country];
    const targets = f.kind === 'placeSupport' ? placeTargets(s, { ...f, opsLeft: f.opsLeft + bonus }) : checkTargets(s, f);
    if (!targets.some((i) => inCountry.includes(i))) continue;
    const pool = f.kind === 'placeSupport' ? f.allowed : f.spaces;
    if (pool !== null && pool.every((i) => inCountry.includes(i))) {
      commit(s, f, country, bonus, e.card);
      return false;
    }
    push(s, { kind: 'opsCommitment', side: f.side, country, bonus, source: e.card } satisfies OpsCommitmentFrame);
    return true;
  }
  return false;
}

registerFrame<OpsCommitmentFrame, ActionOf<'select'>>('opsCommitment', {
  advance: () => true,
  prompt: (s, f) => {
    const below = s.stack[s.stack.length - 2] as OpsFrame;
    const ops = below.kind === 'placeSupport' ? below.opsLeft : below.ops;
    return {
      side: f.side,
      kind: 'opsCommitment',
      rule: '11.1',
      params: {
        country: f.country,
        source: f.source,
        card: below.card,
        use: below.kind === 'placeSupport' ? 'place' : 'check',
        ops,
        opsCommitted: ops + f.bonus,
      },
    };
  },
  actions: (s, f) => ['yes', 'no'].map((value) => ({ side: f.side, type: 'select', value })),
  act(s, f, a) {
    pop(s, f);
    const below = topForChange(s) as OpsFrame;
    if (a.value === 'yes') commit(s, below, f.country, f.bonus, f.source);
    else log(s, 'opsNotCommitted', { side: f.side, country: f.country, card: below.card, source: f.source });
  },
});

// ---------------------------------------------------------------- adding or removing SPs by choice

/**
 * An event or award that has a player add or remove SPs one at a time, by his choice of space:
 * direct placement, no adjacency and no double cost (FAQ 7.4).
 */
export interface ChangeSupportFrame {
  kind: 'addSupport' | 'removeSupport';
  /** who chooses */
  side: Side;
  /** whose SPs change */
  target: Side;
  left: number;
  /** allowed spaces; null = anywhere on the map */
  spaces: number[] | null;
  /** most SPs changed in one space by this frame; null = no limit */
  perSpace: number | null;
  /** how many changed so far, by space index */
  done: Record<number, number>;
  rule: string;
  reason: string;
}

export interface ChangeSupportOptions {
  spaces?: number[] | null;
  perSpace?: number | null;
}

function changeSupportFrame(
  kind: ChangeSupportFrame['kind'],
  side: Side,
  target: Side,
  left: number,
  rule: string,
  reason: string,
  opts: ChangeSupportOptions,
): ChangeSupportFrame {
  return { kind, side, target, left, spaces: opts.spaces ?? null, perSpace: opts.perSpace ?? null, done: {}, rule, reason };
}

export const addSupportFrame = (side: Side, target: Side, left: number, rule: string, reason: string, opts: ChangeSupportOptions = {}) =>
  changeSupportFrame('addSupport', side, target, left, rule, reason, opts);

export const removeSupportFrame = (
  side: Side,
  target: Side,
  left: number,
  rule: string,
  reason: string,
  spacesOrOpts: number[] | null | ChangeSupportOptions = null,
) =>
  changeSupportFrame(
    'removeSupport',
    side,
    target,
    left,
    rule,
    reason,
    Array.isArray(spacesOrOpts) || spacesOrOpts === null ? { spaces: spacesOrOpts } : spacesOrOpts,
  );

function changeTargets(s: GameState, f: ChangeSupportFrame): number[] {
  const pool = f.spaces ?? ALL_SPACES;
  return pool.filter((i) => isInPlay(s, i) && (f.perSpace === null || (f.done[i] ?? 0) < f.perSpace) && (f.kind === 'addSupport' || rowAt(s, i)[f.target] > 0));
}

const changeActions = (f: ChangeSupportFrame, targets: number[]): Action[] =>
  targets.map((i) => spaceAction(f.side, f.kind === 'addSupport' ? 'place' : 'remove', i));

for (const kind of ['addSupport', 'removeSupport'] as const) {
  registerFrame<ChangeSupportFrame>(kind, {
    advance(s, f) {
      if (f.left > 0) {
        const targets = changeTargets(s, f);
        if (targets.length > 0) return changeActions(f, targets);
      }
      pop(s, f);
      return false;
    },
    prompt: (s, f) => ({ side: f.side, kind, rule: f.rule, params: { left: f.left, target: f.target, reason: f.reason } }),
    actions: (s, f) => changeActions(f, changeTargets(s, f)),
    act(s, f, a) {
      const i = spaceOf(a);
      if (kind === 'addSupport') addSupport(s, i, f.target, 1);
      else removeSupport(s, i, f.target, 1);
      f.left -= 1;
      f.done = { ...f.done, [i]: (f.done[i] ?? 0) + 1 };
      log(s, kind, { side: f.side, target: f.target, space: spaceAt(i).id, reason: f.reason });
    },
  });
}
