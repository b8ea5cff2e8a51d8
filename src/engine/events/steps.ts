/**
 * The step vocabulary of event scripts (docs/design.md "Cards are data plus small scripts"); the
 * board queries they share are in ./queries.ts. A card's
 * event is a list of steps written in the order the card reads; one script frame
 * (events/script.ts) runs them and keeps only the card, the step index and the step's locals.
 *
 * A step either runs by itself (`run`) or asks a decision (`ask`). Either hands back what comes
 * next: nothing (the next step), a frame to finish before the next step (a placement, support
 * checks), or 'stop' (the event is over). Steps may store what they found or were told in the
 * script's locals, which later steps read (keys starting with '#' are the script's own counters).
 * Locals are part of the public frame stack (src/engine/view.ts): never store a card the
 * opponent may not see.
 */
import { addSupport, isInPlay, other, rowAt, setSupport, spsToControl } from '../board';
import { spaceAt, USSR_TRACK, spaceIndex, type CountryId, type Side } from '../data';
import { addSupportFrame, removeSupportFrame } from '../frames/changeSupport';
import { supportChecksFrame } from '../frames/supportChecks';
import { spaceAction } from '../actions';
import { putInHand, showToOpponent, takeFromDiscards } from '../zones';
import { log } from '../log';
import { disclose } from '../finality';
import { rollDie } from '../rng';
import type { Action, EventPromptKind, Frame, GameState, LastingEffect } from '../types';
import { setDisposition } from '../frames/disposition';
import { startEffect } from '../lasting';
import { eventOps } from './queries';

export { startEffect, endEffect, leavePlay } from '../lasting';

/** A lasting event's card waits beside the map (in play) instead of leaving with its play (7.2). */
export function keepInPlay(s: GameState, card: number): void {
  setDisposition(s, card, 'keep');
}

// ---------------------------------------------------------------- the script's context

export type Local = number | string | boolean | null | number[] | string[];
export type Locals = Record<string, Local>;

export interface Ctx {
  readonly s: GameState;
  readonly card: number;
  /** the side that carries the event out (5.2) */
  readonly side: Side;
  /** this run's locals: steps write what later steps read */
  readonly locals: Locals;
}

/** What a step hands back: go on, finish this frame first, or end the event here. */
export type Next = Frame | 'stop' | void;

export interface RunStep {
  name: string;
  run(c: Ctx): Next;
}

export interface AskStep<A extends Action = Action> {
  name: string;
  /** who decides (default: the side carrying out the event) */
  by?(c: Ctx): Side;
  /** the prompt's kind, rule and details (the side is `by`) */
  prompt(c: Ctx): { kind: EventPromptKind; rule: string; params: { card?: number } & Record<string, unknown> };
  /** the legal answers; none skips the step (see `none`) */
  actions(c: Ctx): A[];
  /** the answer taken (already validated) */
  act(c: Ctx, a: A): Next;
  /** there is nothing to decide */
  none?(c: Ctx): Next;
  /** after an answer: true asks the same decision again (see `repeat`) */
  again?(c: Ctx, a: A): boolean;
}

// an ask step's answers are narrowed to its own action types; the script frame offers only those
// a script mixes asks of different action types: each ask narrows its own (any is the union's join)
export type Step = RunStep | AskStep<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const isAsk = (st: Step): st is AskStep<any> => 'actions' in st; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A count or list given outright or worked out when the step runs. */
type Given<T> = T | ((c: Ctx) => T);
const given = <T>(g: Given<T>, c: Ctx): T => (typeof g === 'function' ? (g as (c: Ctx) => T)(c) : g);

// ---------------------------------------------------------------- changes events make at once

/** Change `side`'s SPs in a space by `delta` (never below 0), logged as part of `card`'s event; returns the change. */
export function changeSupport(s: GameState, card: number, i: number, side: Side, delta: number): number {
  const row = rowAt(s, i);
  const d = Math.max(delta, -row[side]);
  if (d === 0) return 0;
  addSupport(s, i, side, d);
  log(s, d > 0 ? 'eventAddSupport' : 'eventRemoveSupport', { card, side, space: spaceAt(i).id, count: Math.abs(d) });
  return d;
}

/** Remove every SP of `side` from a space; returns how many. */
export function clearSupport(s: GameState, card: number, i: number, side: Side): number {
  const row = rowAt(s, i);
  const n = row[side];
  setSupport(s, i, side, 0);
  log(s, 'eventRemoveSupport', { card, target: side, space: spaceAt(i).id, count: n });
  return n;
}

/** Add exactly enough SPs of `side` to control a space (2.1.7); returns how many were added. */
export function takeControl(s: GameState, card: number, i: number, side: Side): number {
  const n = spsToControl(s, i, side);
  if (n > 0) changeSupport(s, card, i, side, n);
  return n;
}

/** VP gained by `side` because of an event (the VP track is positive toward the Democrat, 2.1.10). */
export function gainVp(s: GameState, card: number, side: Side, vp: number): void {
  s.vp += side === 'democrat' ? vp : -vp;
  log(s, 'eventVp', { card, side, vp, total: s.vp });
}

/**
 * 12.2–12.5: `card` moves the USSR stability marker to its own space (never back), and `side`
 * gains the VP printed beside that space (12.6).
 */
function advanceUssrTrack(s: GameState, card: number, side: Side): void {
  const step = USSR_TRACK.find((x) => x.card === card);
  if (!step) throw new Error(`card ${card} has no space on the USSR stability track`);
  s.ussrStability = Math.max(s.ussrStability, step.position);
  log(s, 'ussrStability', { card, position: s.ussrStability });
  gainVp(s, card, side, Math.abs(step.vp));
}

/**
 * Roll one die for an event and log it with the modifier and the result (and, when the event
 * needs a roll of at least `needed`, that number and whether the roll made it).
 */
export function eventRoll(s: GameState, card: number, side: Side, modifier = 0, needed?: number): number {
  const die = rollDie(s);
  const result = die + modifier;
  log(s, 'eventRoll', needed === undefined ? { card, side, die, modifier, result } : { card, side, die, modifier, result, needed, success: result >= needed });
  return result;
}

// ---------------------------------------------------------------- steps

/** A named custom step, where nothing below fits. */
export const step = (name: string, run: (c: Ctx) => Next): RunStep => ({ name, run });

/** `st` runs (or asks) only if `cond` holds when the script reaches it. */
export function when(cond: (c: Ctx) => boolean, st: Step): Step {
  if (isAsk(st)) return { ...st, name: `when ${st.name}`, actions: (c) => (cond(c) ? st.actions(c) : []), none: (c) => (cond(c) ? st.none?.(c) : undefined) };
  return { name: `when ${st.name}`, run: (c) => (cond(c) ? st.run(c) : undefined) };
}

/** The event ends here unless `cond` holds; `why` then records why (usually a log line). */
export const stopUnless = (cond: (c: Ctx) => boolean, why?: (c: Ctx) => void): RunStep =>
  step('stopUnless', (c) => {
    if (cond(c)) return;
    why?.(c);
    return 'stop';
  });

/**
 * Ask `st` again after each answer until it is declined ('done'), has nothing left to offer, or
 * has been answered `max` times.
 */
export function repeat<A extends Action>(st: AskStep<A>, o: { max?: number } = {}): AskStep<A> {
  // a count, not a card: keys starting with '#' are the script's own bookkeeping
  const count = `#answers ${st.name}`;
  return {
    ...st,
    name: `repeat ${st.name}`,
    act(c, a) {
      c.locals[count] = (typeof c.locals[count] === 'number' ? (c.locals[count] as number) : 0) + 1;
      return st.act(c, a);
    },
    again: (c, a) => a.type !== 'done' && (o.max === undefined || (c.locals[count] as number) < o.max),
  };
}

/** This card's lasting effect comes into force for the side carrying out the event (7.2; how long it lasts is the card's). */
export const lasting = (data?: Given<LastingEffect['data']>): RunStep =>
  step('lasting', (c) => startEffect(c.s, c.card, c.side, data === undefined ? undefined : given(data, c)));

/**
 * This card's lasting effect comes into force, and the card waits beside the map (in play) until
 * it ends instead of leaving with its play; src/engine/lasting.ts sends it on then (7.2).
 */
export const lastingBesideMap = (): RunStep =>
  step('lastingBesideMap', (c) => {
    startEffect(c.s, c.card, c.side);
    keepInPlay(c.s, c.card);
  });

/**
 * The event's side rolls a die plus `modifier` (kept as `locals.roll`); below `needed` the event
 * ends there and the failed roll is logged.
 */
export const rollAtLeast = (needed: Given<number>, modifier: Given<number> = 0): RunStep =>
  step('roll', (c) => {
    const need = given(needed, c);
    const roll = eventRoll(c.s, c.card, c.side, given(modifier, c), need);
    c.locals.roll = roll;
    if (roll >= need) return;
    log(c.s, 'eventRollFailed', { card: c.card, side: c.side, roll, needed: need });
    return 'stop';
  });

/** The event takes place without effect (logged) unless `cond` holds (Polish FAQ 5.1: it is still played). */
export const noEffectUnless = (cond: (c: Ctx) => boolean): RunStep => stopUnless(cond, (c) => log(c.s, 'eventNoEffect', { card: c.card, side: c.side }));

/** VP for the side carrying out the event (or for `to`). */
export const vp = (n: Given<number>, to?: (c: Ctx) => Side): RunStep => step('vp', (c) => gainVp(c.s, c.card, to ? to(c) : c.side, given(n, c)));

/** 12.2–12.5: move the USSR stability marker to this card's space; its VP to the event's side. */
export const ussrTrack = (): RunStep => step('ussrTrack', (c) => advanceUssrTrack(c.s, c.card, c.side));

interface ChangeOptions {
  /** the allowed spaces (default: anywhere on the map) */
  in?: Given<number[] | null>;
  /** most SPs changed in one space */
  perSpace?: number;
  /** who chooses the spaces (default: the event's side) */
  by?: (c: Ctx) => Side;
  /** whose SPs change (default: the event's side when adding, its opponent when removing) */
  target?: (c: Ctx) => Side;
  /** the prompt's reason (names the text shown to the player) */
  reason?: string;
}

function changeFrame(kind: 'add' | 'remove', n: Given<number>, o: ChangeOptions) {
  return step(kind === 'add' ? 'addSupport' : 'removeSupport', (c) => {
    const by = o.by ? o.by(c) : c.side;
    const target = o.target ? o.target(c) : kind === 'add' ? c.side : other(c.side);
    const opts = { spaces: o.in === undefined ? null : given(o.in, c), perSpace: o.perSpace ?? null };
    const count = given(n, c);
    if (count <= 0) return;
    const make = kind === 'add' ? addSupportFrame : removeSupportFrame;
    return make(by, target, count, `card ${c.card}`, o.reason ?? `card${c.card}`, opts);
  });
}

/** The player adds `n` SPs one at a time, by his choice of space (direct placement, FAQ 7.4). */
export const addSP = (n: Given<number>, o: ChangeOptions = {}): RunStep => changeFrame('add', n, o);

/** The player removes `n` SPs one at a time, by his choice of space. */
export const removeSP = (n: Given<number>, o: ChangeOptions = {}): RunStep => changeFrame('remove', n, o);

interface ChecksOptions {
  /** the Ops value of each check (default: this card's, 7.3.3) */
  ops?: Given<number>;
  /** extra die-roll modifier */
  bonus?: Given<number>;
  /** the allowed spaces (default: any) */
  in?: Given<number[] | null>;
}

/** `count` support checks (6.2) made by the event's side. */
export const checks = (count: Given<number>, o: ChecksOptions = {}): RunStep =>
  step('supportChecks', (c) => {
    const n = given(count, c);
    if (n <= 0) return;
    const ops = o.ops === undefined ? eventOps(c.s, c.side, c.card) : given(o.ops, c);
    return supportChecksFrame(c.side, ops, n, c.card, {
      spaces: o.in === undefined ? null : given(o.in, c),
      bonus: o.bonus === undefined ? 0 : given(o.bonus, c),
    });
  });

interface ChooseOptions {
  /** who decides (default: the event's side) */
  by?: (c: Ctx) => Side;
  /** the prompt kind (default `card<N>:<key>`) */
  prompt?: EventPromptKind;
  /** prompt details beyond the card */
  params?(c: Ctx): Record<string, unknown>;
  /** the player may decline ('done'): the local is then null */
  optional?: boolean;
  /** when there is nothing to choose (default: the local is null and the script goes on) */
  none?(c: Ctx): Next;
  /** after the choice (`value` is null when declined): e.g. log it, or hand back a frame */
  then?(c: Ctx, value: Local): Next;
  /** the answer is not kept in the locals (a card the opponent may not see): use it in `then` */
  secret?: boolean;
}

function ask<A extends Action>(
  key: string,
  o: ChooseOptions,
  answers: (c: Ctx, by: Side) => A[],
  value: (a: A) => Local,
): AskStep<A | Extract<Action, { type: 'done' }>> {
  const by = (c: Ctx): Side => (o.by ? o.by(c) : c.side);
  return {
    name: key,
    by,
    prompt: (c) => ({ kind: o.prompt ?? `card${c.card}:${key}`, rule: `card ${c.card}`, params: { card: c.card, ...o.params?.(c) } }),
    actions(c) {
      const list = answers(c, by(c));
      if (list.length === 0) return list;
      return o.optional ? [...list, { side: by(c), type: 'done' }] : list;
    },
    act(c, a) {
      const v = a.type === 'done' ? null : value(a as A);
      if (!o.secret) c.locals[key] = v;
      return o.then?.(c, v);
    },
    none(c) {
      if (!o.secret) c.locals[key] = null;
      return o.none?.(c);
    },
  };
}

type Select = Extract<Action, { type: 'select' }>;
type Choose = Extract<Action, { type: 'choose' }>;
type SpaceAct = Extract<Action, { type: 'place' | 'remove' | 'check' }>;

/** A choice among named options (countries, modes, yes/no): the chosen one is stored as `locals[key]`; the prompt's `options` lists them. */
export const chooseOption = (key: string, options: Given<readonly string[]>, o: ChooseOptions = {}) =>
  ask<Select>(
    key,
    // the prompt names the options it offers
    { ...o, params: (c) => ({ options: [...given(options, c)], ...o.params?.(c) }) },
    (c, side) => given(options, c).map((value): Select => ({ side, type: 'select', value })),
    (a) => a.value,
  );

/** A choice of country: stored as `locals[key]`. */
export const chooseCountry = (key: string, countries: Given<readonly CountryId[]>, o: ChooseOptions = {}) => chooseOption(key, countries, o);

/** A choice of space (answered with a place, remove or check action): its index is stored as `locals[key]`. */
export const chooseSpace = (key: string, type: SpaceAct['type'], spaces: Given<number[]>, o: ChooseOptions = {}) =>
  ask<SpaceAct>(
    key,
    o,
    (c, side) =>
      given(spaces, c)
        .filter((i) => isInPlay(c.s, i))
        .map((i) => spaceAction(side, type, i)),
    (a) => spaceIndex(a.space),
  );

/**
 * A choice of card (a `choose` action): stored as `locals[key]`. Locals are public: a key that
 * holds a card names it ('card', 'drawn', 'taken', 'chosen'; tools/invariants.ts checks those),
 * and a card the opponent may not see is not kept (`secret`).
 */
export function chooseCard(key: string, cards: Given<readonly number[]>, o: ChooseOptions = {}): AskStep<Choose | Extract<Action, { type: 'done' }>> {
  const st = ask<Choose>(
    key,
    o,
    (c, side) => given(cards, c).map((card): Choose => ({ side, type: 'choose', card })),
    (a) => a.card,
  );
  return {
    ...st,
    // skipped because no card of his qualified ("no card to discard", #44): that tells the acting side
    // something about the chooser's hand, so the action is final when the chooser is the other side
    none(c) {
      disclose(c.s, o.by ? o.by(c) : c.side);
      return st.none!(c);
    },
  };
}

interface FromDiscardOptions extends Omit<ChooseOptions, 'then' | 'secret'> {
  /** where the card goes: into the chooser's hand, or on (e.g. played as an event: hand back its frame) */
  to: 'hand' | ((c: Ctx, card: number) => Next);
}

/**
 * A card taken from the discard pile (public, so kept in `locals[key]`): a declined option is
 * logged; the card leaves the pile, then goes into the hand or on as `to` says.
 */
export const takeFromDiscard = (key: string, cards: Given<readonly number[]>, o: FromDiscardOptions) =>
  chooseCard(key, cards, {
    ...o,
    then(c, card) {
      if (typeof card !== 'number') {
        if (o.optional) log(c.s, 'eventOptionDeclined', { card: c.card, side: c.side });
        return;
      }
      takeFromDiscards(c.s, card);
      if (o.to !== 'hand') return o.to(c, card);
      // both saw where it went
      putInHand(c.s, c.side, card, true);
      showToOpponent(c.s, c.side, [card]);
      log(c.s, 'cardTakenFromDiscard', { card: c.card, side: c.side, taken: card });
    },
  });

/** Read a local a step stored. */
export function local<T extends Local>(c: Ctx, key: string): T {
  return c.locals[key] as T;
}
