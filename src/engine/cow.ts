/**
 * Copy-on-write states (docs/design.md "State changes are copy-on-write"). `apply` works on a shallow
 * copy of its input: every part is shared with the input until the rules change it, and the
 * first change of a part during an action copies that part (and only that part) through one of
 * the functions below. Parts copied during the current action are "owned" by it and are then
 * changed in place. The rules never write into a state's parts except through these functions.
 */
import { COUNTRY_IDS, type CountryId, type Side } from './data';
import type { FamilyState, Frame, GameState, LastingEffect, LogEntry, PowerStruggleState, ShownCards, SupportRow, TiananmenPosition } from './types';

/**
 * Objects created or copied by the action being applied, emptied when it ends. An action owns a
 * handful of objects, so a list is quicker to search than a hashed set (and hashing an object
 * for identity costs V8 an allocation).
 */
const ownedList: object[] = [];
/** True while `applyInPlace` runs on a playout copy: every part of it is owned (see `playoutCopy`). */
let inPlace = false;
const owned = {
  has: (x: object): boolean => inPlace || ownedList.includes(x),
  add: (x: object): void => void ownedList.push(x),
};

/** The working copy `apply` changes: a new top level, everything below shared with `s`. */
export function beginChange(s: GameState): GameState {
  if (ownedList.length > 0) ownedList.length = 0;
  const d = shallowCopy(s);
  owned.add(d);
  return d;
}

/**
 * Every field of a state but `family` (kept only in family games), `shown` (only once a card was
 * shown) and `hidden` (only under hidden decks), optional ones included.
 */
type EveryField = { [K in Exclude<keyof GameState, 'family' | 'shown' | 'hidden'>]-?: GameState[K] };

/**
 * A new top level naming every field (the type makes a new one a compile error until it is
 * listed), so every working copy has one shape whatever the input's history (a spread copies the
 * input's shape, optional fields present or not). About 5% of a random game.
 */
function shallowCopy(s: GameState): GameState {
  const d: EveryField & Pick<GameState, 'family' | 'shown' | 'hidden'> = {
    version: s.version,
    options: s.options,
    rng: s.rng,
    rigDice: s.rigDice,
    turn: s.turn,
    round: s.round,
    phasing: s.phasing,
    vp: s.vp,
    support: s.support,
    hands: s.hands,
    setAside: s.setAside,
    drawPile: s.drawPile,
    discard: s.discard,
    removed: s.removed,
    notYetAdded: s.notYetAdded,
    inPlay: s.inPlay,
    eliminated: s.eliminated,
    tiananmen: s.tiananmen,
    ussrStability: s.ussrStability,
    power: s.power,
    effects: s.effects,
    eventsPlayed: s.eventsPlayed,
    awardUsed: s.awardUsed,
    ps: s.ps,
    turnFacts: s.turnFacts,
    log: s.log,
    stack: s.stack,
    prompt: s.prompt,
    result: s.result,
    actionCount: s.actionCount,
    finality: s.finality,
  };
  if (s.family !== undefined) d.family = s.family;
  if (s.shown !== undefined) d.shown = s.shown;
  if (s.hidden !== undefined) d.hidden = s.hidden;
  return d;
}

/** A state built from scratch (newGame): all of it belongs to the action that builds it. */
export function beginFresh(s: GameState): GameState {
  if (ownedList.length > 0) ownedList.length = 0;
  owned.add(s);
  return s;
}

/** The action is over: nothing is owned any more, the next change of any part copies it. */
export function endChange(): void {
  if (ownedList.length > 0) ownedList.length = 0;
  inPlace = false;
}

// ---------------------------------------------------------------- playouts

/**
 * The states made by `playoutCopy`. A search plays thousands of throw-away games per decision and
 * never looks back at an earlier state of one, so a playout changes one private state in place
 * (`applyInPlace`) instead of making a new one per action: no copies, far less garbage.
 */
const PLAYOUTS = new WeakSet<GameState>();

/** The parts a playout copy copies with their own literals (below), and those it starts empty. */
const COPIED_APART: ReadonlySet<string> = new Set(['support', 'hands', 'setAside', 'tiananmen', 'power', 'awardUsed', 'log', 'finality']);

/** The lists of card numbers kept for each side at the top of the state (zones/strategy.ts names them). */
type SidedList = 'hands' | 'setAside';
const SIDED_LISTS: readonly SidedList[] = ['hands', 'setAside'];

/**
 * A copy of `s` that shares no part with it or with anything else, to be changed in place by
 * `applyInPlace`. It starts with an empty log (the rules never read the log) and no finality
 * (nothing in a playout is ever undone).
 */
export function playoutCopy(s: GameState): GameState {
  // the top level of a working copy (shallowCopy) and parts copied as `apply` copies them, so
  // states of both kinds share their shapes and the rules' code sees one shape of each part
  const d = shallowCopy(s);
  const fields = d as unknown as Record<string, unknown>;
  for (const k in fields) if (!COPIED_APART.has(k)) fields[k] = deepCopy(fields[k]);
  d.support = s.support.map(copyRow);
  for (const k of SIDED_LISTS) d[k] = copySides(s[k], slice);
  d.tiananmen = copySides(s.tiananmen, copyPosition);
  d.power = { ...s.power };
  for (const c of COUNTRY_IDS) d.power[c] = copyPower(s.power[c]);
  d.awardUsed = { noOpponentEvent: s.awardUsed.noOpponentEvent, opsAndEvent: s.awardUsed.opsAndEvent };
  d.log = [];
  d.finality = undefined;
  PLAYOUTS.add(d);
  return d;
}

export const isPlayout = (s: GameState): boolean => PLAYOUTS.has(s);

/** True while an action changes a playout copy in place. */
export const changingInPlace = (): boolean => inPlace;

/** Start an action that changes the playout copy `s` itself (`applyInPlace`). */
export function beginInPlace(s: GameState): void {
  if (!PLAYOUTS.has(s)) throw new Error('only a playout copy (playoutCopy) is changed in place');
  if (ownedList.length > 0) ownedList.length = 0;
  inPlace = true;
}

/** True for the working copy of the action being applied. */
export const isWorking = (s: GameState): boolean => owned.has(s);

function own<T extends object>(x: T, copy: (x: T) => T): T {
  if (owned.has(x)) return x;
  const c = copy(x);
  owned.add(c);
  return c;
}

/** Mark something created during this action as owned (it may be changed in place). */
export function fresh<T extends object>(x: T): T {
  owned.add(x);
  return x;
}

/** A copy sharing nothing with `v`, each object copied by a spread as `apply`'s copies are. */
function deepCopy<T>(v: T): T {
  if (Array.isArray(v)) {
    const out: unknown[] = v.slice();
    for (let i = 0; i < out.length; i++) if (out[i] !== null && typeof out[i] === 'object') out[i] = deepCopy(out[i]);
    return out as T;
  }
  if (v !== null && typeof v === 'object') {
    const out = { ...v } as Record<string, unknown>;
    for (const k in out) if (out[k] !== null && typeof out[k] === 'object') out[k] = deepCopy(out[k]);
    return out as T;
  }
  return v;
}

const slice = <T>(a: T[]): T[] => a.slice();

// The small records, copied field by field with the literal that first made them (state.ts): an
// object made by a spread gets a shape of its own, and the rules' code would see two.
const copyRow = (r: SupportRow): SupportRow => ({ communist: r.communist, democrat: r.democrat });
const copyPosition = (x: TiananmenPosition): TiananmenPosition => ({ box: x.box, failedAttempts: x.failedAttempts, attemptedThisTurn: x.attemptedThisTurn });
const copySides = <T>(x: Record<Side, T>, copy: (v: T) => T): Record<Side, T> => ({ communist: copy(x.communist), democrat: copy(x.democrat) });
const copyPower = (x: GameState['power'][CountryId]): GameState['power'][CountryId] => ({ holder: x.holder, timesScored: x.timesScored });
const sameSides = <T>(x: Record<Side, T>): Record<Side, T> => ({ communist: x.communist, democrat: x.democrat });

// ---------------------------------------------------------------- the frame stack

export function stackOf(s: GameState): Frame[] {
  return (s.stack = own(s.stack, slice));
}

/**
 * The frame at `i`, copied before the action first changes it. The copy is shallow: a frame's
 * lists and records are replaced when they change, never changed in place.
 */
export function frameAt(s: GameState, i: number): Frame {
  const f = s.stack[i]!;
  if (!owned.has(s) || owned.has(f)) return f;
  const c = fresh({ ...f });
  stackOf(s)[i] = c;
  return c;
}

// ---------------------------------------------------------------- the board

export function supportRowOf(s: GameState, space: number): SupportRow {
  const rows = (s.support = own(s.support, slice));
  return (rows[space] = own(rows[space]!, copyRow));
}

/** One side's list, copied (with the record of both sides) before the action first changes it. */
export function sideListOf(s: GameState, list: SidedList, side: Side): number[] {
  const both = (s[list] = own(s[list], sameSides));
  return (both[side] = own(both[side], slice));
}

/** The lists of card or space numbers kept at the top of the state. */
type Pile = 'drawPile' | 'discard' | 'removed' | 'notYetAdded' | 'inPlay' | 'eliminated' | 'eventsPlayed' | 'rigDice';

export function pileOf(s: GameState, pile: Pile): number[] {
  return (s[pile] = own(s[pile], slice));
}

export function tiananmenOf(s: GameState, side: Side): TiananmenPosition {
  const t = (s.tiananmen = own(s.tiananmen, sameSides));
  return (t[side] = own(t[side], copyPosition));
}

export function powerOf(s: GameState, country: CountryId): GameState['power'][CountryId] {
  const p = (s.power = own(s.power, (x) => ({ ...x })));
  return (p[country] = own(p[country], copyPower));
}

/** The power struggle under way, owned by the action (it is small and changes as a whole). */
export function psOf(s: GameState): PowerStruggleState {
  if (!s.ps) throw new Error('no power struggle is under way');
  return (s.ps = own(s.ps, deepCopy));
}

/** What the opponent has seen of `owner`'s hand (zones/knowledge.ts), copied before its first change. */
export function shownOf(s: GameState, owner: Side): ShownCards {
  const all = (s.shown = own(s.shown ?? fresh({ communist: noneShown(), democrat: noneShown() }), sameSides));
  return (all[owner] = own(all[owner], copyShown));
}

const noneShown = (): ShownCards => ({ cards: [], noRedTitled: false });
const copyShown = (x: ShownCards): ShownCards => ({ cards: x.cards.slice(), noRedTitled: x.noRedTitled });

export function familyForChange(s: GameState): FamilyState {
  if (!s.family) throw new Error('not a family game');
  return (s.family = own(s.family, deepCopy));
}

/**
 * Replace one lasting effect in force by a changed copy; returns the copy. The list in force is
 * replaced too (never changed in place: it is indexed by hook kind, src/engine/hooks.ts).
 */
export function changeEffect(s: GameState, e: LastingEffect, change: Partial<LastingEffect>): LastingEffect {
  let i = s.effects.indexOf(e);
  // the effect may already have been replaced by a changed copy during this action
  if (i < 0) i = s.effects.findIndex((x) => x.card === e.card && x.side === e.side);
  if (i < 0) throw new Error(`the effect of card ${e.card} is not in force`);
  const c = { ...e, ...change };
  s.effects = s.effects.map((x, j) => (j === i ? c : x));
  return c;
}

// ---------------------------------------------------------------- the log

/**
 * The log is kept in chunks of LOG_CHUNK entries, oldest first: appending copies at most the last
 * chunk and the list of chunks, never the whole log. Read it with `logEntries`.
 */
export const LOG_CHUNK = 64;

export function appendLog(s: GameState, entry: LogEntry): void {
  const chunks = (s.log = own(s.log, slice));
  const last = chunks[chunks.length - 1];
  if (!last || last.length >= LOG_CHUNK) chunks.push(fresh([entry]));
  else {
    const c = own(last, slice);
    c.push(entry);
    chunks[chunks.length - 1] = c;
  }
}

const flatLogs = new WeakMap<LogEntry[][], LogEntry[]>();

/** Every log entry of a state, oldest first (one flat list, made once per state). */
export function logEntries(s: Pick<GameState, 'log'>): LogEntry[] {
  if (owned.has(s.log)) return s.log.flat();
  let flat = flatLogs.get(s.log);
  if (!flat) {
    flat = s.log.flat();
    flatLogs.set(s.log, flat);
  }
  return flat;
}

/** How many entries the log of a state holds. */
export function logLength(s: Pick<GameState, 'log'>): number {
  const n = s.log.length;
  return n === 0 ? 0 : (n - 1) * LOG_CHUNK + s.log[n - 1]!.length;
}
