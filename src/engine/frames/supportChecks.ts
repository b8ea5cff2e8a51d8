/** 6.2: support checks: who may be targeted, the roll's modifiers and outcome, and the frame that makes them. */
import { doneAction, spaceAction, spaceOf } from '../actions';
import { rowAt, addSupport, adjacentInPlay, controls, isInPlay, other, removeSupport } from '../board';
import { spaceAt, isSpaceId, spaceIndex, SPACE_INDEXES, type CountryId, type Side } from '../data';
import { RuleError } from '../errors';
import { allHooks, effectsWith, hook } from '../hooks';
import { supportCheckRolled } from '../lasting';
import { log } from '../log';
import { pop, registerFrame } from '../machine';
import { rollDie } from '../rng';
import type { Action, GameState, LastingEffect } from '../types';
import { offerCommitment } from './opsCommitment';

declare module '../types' {
  interface FrameMap {
    supportChecks: SupportChecksFrame;
  }
}

interface SupportChecksFrame {
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

/** Whether `side` may target space `i` with a support check now (6.2.3); `bans` are the `canCheck` effects in force. */
function checkable(s: GameState, side: Side, i: number, bans: readonly LastingEffect[]): boolean {
  if (s.support[i]![other(side)] === 0 || !isInPlay(s, i)) return false;
  return bans.length === 0 || bans.every((e) => hook(e, 'canCheck')(s, e, side, i));
}

/** Every space `side` may target with a support check now (6.2.3), from `pool`. */
export function checkableSpaces(s: GameState, side: Side, pool: readonly number[] = SPACE_INDEXES, firstOnly = false): number[] {
  const bans = effectsWith(s, 'canCheck');
  const out: number[] = [];
  for (let k = 0; k < pool.length; k++) {
    if (!checkable(s, side, pool[k]!, bans)) continue;
    out.push(pool[k]!);
    if (firstOnly) break;
  }
  return out;
}

const checkTargets = (s: GameState, f: SupportChecksFrame): number[] => checkableSpaces(s, f.side, f.spaces ?? SPACE_INDEXES);

/** A check of each target of the frame, then "done" (FAQ 6.4: support checks are always optional). */
function checkActions(s: GameState, f: SupportChecksFrame): Action[] {
  const bans = effectsWith(s, 'canCheck');
  const pool = f.spaces ?? SPACE_INDEXES;
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

/** What a support check adds to its die and must beat (6.2.4–6.2.5), before the roll. */
export interface CheckModifiers {
  /** the Ops value of the card (or of the event) making the check */
  ops: number;
  /** 6.2.4: +1 per adjacent own-controlled space, −1 per adjacent opponent-controlled one */
  adjacency: number;
  /** modifiers of events in force (and an event's own bonus, card null), each with its card */
  events: { card: number | null; value: number }[];
  /** 6.2.5: twice the stability number */
  target: number;
}

/** 6.2.4–6.2.5: the modifiers of a check by `side` in `space` with `ops` (and an event's `bonus`) now; the roll and its odds both read them. */
export function checkModifiers(s: GameState, side: Side, space: number, ops: number, bonus = 0): CheckModifiers {
  const events: CheckModifiers['events'] = bonus !== 0 ? [{ card: null, value: bonus }] : [];
  for (const e of effectsWith(s, 'supportCheckModifier')) {
    const value = hook(e, 'supportCheckModifier')(s, e, side, space);
    if (value !== 0) events.push({ card: e.card, value });
  }
  return { ops, adjacency: adjacencyModifier(s, side, space), events, target: 2 * spaceAt(space).stability };
}

/** The sum of the events' modifiers of a check. */
export const eventsModifier = (m: CheckModifiers): number => m.events.reduce((n, x) => n + x.value, 0);

/**
 * 6.2.6: the outcome of a check whose die plus modifiers came to `total`: each point above the
 * target removes an opponent SP (of the `opponentSp` there), and once none is left adds an own SP.
 */
export function checkOutcome(total: number, target: number, opponentSp: number): { removed: number; added: number } {
  const diff = total - target;
  if (diff <= 0) return { removed: 0, added: 0 };
  const removed = Math.min(diff, opponentSp);
  return { removed, added: diff - removed };
}

/** 6.2.4–6.2.6: resolve one support check. */
function resolveSupportCheck(s: GameState, side: Side, space: number, ops: number, bonus = 0): void {
  const die = rollDie(s);
  const m = checkModifiers(s, side, space, ops, bonus);
  const events = eventsModifier(m);
  const total = die + ops + m.adjacency + events;
  const { removed, added } = checkOutcome(total, m.target, rowAt(s, space)[other(side)]);
  removeSupport(s, space, other(side), removed);
  addSupport(s, space, side, added);
  log(s, 'supportCheck', { side, space: spaceAt(space).id, die, ops, adjacency: m.adjacency, events, total, target: m.target, removed, added });
  // lasting effects that react to a check (VP for the opponent, a one-use modifier used up)
  supportCheckRolled(s, side, space);
}

registerFrame<SupportChecksFrame>('supportChecks', {
  advance(s, f) {
    if (!f.offered && offerCommitment(s, f, () => checkTargets(s, f))) return false;
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
