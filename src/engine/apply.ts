/**
 * The rules at work: a new game, the legal actions of the side that decides, and an action applied
 * (purely, or in place on a playout copy). The engine's door (index.ts) passes these on; the record
 * module (record.ts) replays records with them.
 */
import { isSide } from './data';
import { isEntropy } from './rng';
import { beginChange, beginFresh, beginInPlace, endChange, isPlayout } from './cow';
import { beginAction, endAction } from './finality';
import { must, RuleError } from './errors';
import { checkHiddenDecksOptions, endAhead, revealSlots, setClaims, withFormed } from './zones';
import { explainAction, forgetLegal, handlerOf, legalOf, settle, top, topForChange } from './machine';
import { initialState } from './state';
import { familyInitialState } from './family';
import type { Action, AppliedState, GameOptions, GameState, RecordedAction } from './types';
// every card's event registers itself: a game applies actions only with all of them known
import './events/scoring';
import './events/early';
import './events/middle';
import './events/late';

const isList = (x: unknown, ok: (v: unknown) => boolean): boolean => Array.isArray(x) && x.every(ok);
const isIntIn = (lo: number, hi: number) => (v: unknown) => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
const distinct = (x: unknown): boolean => new Set(x as unknown[]).size === (x as unknown[]).length;

/** Options must be plain data of the right shape: a loaded file may hold anything. */
function checkOptions(options: unknown): asserts options is GameOptions {
  const o = options as Record<string, unknown> | null;
  if (!o || typeof o !== 'object' || Array.isArray(o) || typeof o.seed !== 'string') throw new RuleError('BAD_OPTIONS', '3.0', 'A game needs a seed', {});
  if (o.mode !== undefined && o.mode !== 'standard' && o.mode !== 'family')
    throw new RuleError('BAD_OPTIONS', '3.0', 'Unknown game mode', { mode: String(o.mode) });
  checkHiddenDecksOptions(o);
  const x = o.extraSupport as { side?: unknown; sp?: unknown } | undefined;
  if (x !== undefined && (typeof x !== 'object' || x === null || (x.side !== 'communist' && x.side !== 'democrat') || !isIntIn(0, 20)(x.sp)))
    throw new RuleError('BAD_OPTIONS', '13.0', 'Extra SPs need a side and a number from 0 to 20', {});
  if (o.rig === undefined) return;
  const r = o.rig as Record<string, unknown> | null;
  const ok =
    !!r &&
    typeof r === 'object' &&
    !Array.isArray(r) &&
    (r.dice === undefined || isList(r.dice, isIntIn(1, 6))) &&
    (r.strategyDeck === undefined || (isList(r.strategyDeck, isIntIn(1, 110)) && distinct(r.strategyDeck))) &&
    (r.powerStruggleDeck === undefined || (isList(r.powerStruggleDeck, isIntIn(1, 52)) && distinct(r.powerStruggleDeck)));
  if (!ok) throw new RuleError('BAD_OPTIONS', '3.0', 'Rigged dice must be 1–6 and rigged decks distinct card numbers', {});
}

export function newGame(options: GameOptions): GameState {
  checkOptions(options);
  const s = beginFresh(options.mode === 'family' ? familyInitialState(options) : initialState(options));
  try {
    settle(s);
  } finally {
    endChange();
  }
  return s;
}

/** Every legal action of the side that must decide; empty when the game is over. */
export function legalActions(s: GameState): Action[] {
  return legalOf(s).slice();
}

const TYPES = ['place', 'play', 'eventTiming', 'check', 'remove', 'choose', 'select', 'done', 'raise', 'psDiscard', 'psPlay', 'concede', 'surrender'];

/** The keys of the engine's own (frozen, shared) action objects, made once each. */
const KEYS = new WeakMap<Action, string>();

/** A canonical text of an action, independent of key order (for sets and messages). */
export function actionKey(a: Action): string {
  if (!Object.isFrozen(a)) return keyText(a);
  let key = KEYS.get(a);
  if (key === undefined) KEYS.set(a, (key = keyText(a)));
  return key;
}

function keyText(a: Action): string {
  const o = a as unknown as Record<string, unknown>;
  return Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${k}=${JSON.stringify(o[k])}`)
    .join('&');
}

/** Two actions are the same when they have the same fields with the same (primitive) values. */
export function sameAction(a: Action, b: Action): boolean {
  if (a === b) return true;
  if (a.type !== b.type || a.side !== b.side) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const k in x) if (x[k] !== undefined && x[k] !== y[k]) return false;
  for (const k in y) if (y[k] !== undefined && x[k] !== y[k]) return false;
  return true;
}

function validate(s: GameState, a: unknown): asserts a is Action {
  if (s.result) throw new RuleError('GAME_OVER', '10.0', 'The game is over', {});
  if (typeof a !== 'object' || a === null || Array.isArray(a)) throw new RuleError('MALFORMED_ACTION', '5.1', 'An action must be an object', {});
  const o = a as Record<string, unknown>;
  if (typeof o.side !== 'string' || !isSide(o.side) || typeof o.type !== 'string' || !TYPES.includes(o.type))
    throw new RuleError('MALFORMED_ACTION', '5.1', 'An action needs a known side and type', { type: String(o.type) });
  const p = must(s.prompt, 'prompt');
  if (o.side !== p.side) throw new RuleError('WRONG_SIDE', '4.2', `It is the ${p.side} player's decision`, { expected: p.side });
  must(top(s), 'frame waiting for a decision');
  // the engine's own action objects are shared (src/engine/actions.ts): most callers pass one back
  const legal = legalOf(s);
  if (!legal.includes(a as Action) && !legal.some((x) => sameAction(x, a as Action))) throw explainAction(s, a as Action);
}

/** The waiting frame takes a validated action, then the machine runs to the next decision. */
function takeAction(d: GameState, a: Action): void {
  const f = must(topForChange(d), 'frame waiting for a decision');
  const h = handlerOf(f);
  if (!h.act) throw new Error(`frame ${f.kind} takes no action`);
  h.act(d, f, a);
  d.actionCount += 1;
  settle(d);
}

/**
 * Apply one action; pure: returns a new state, which says whether the action can be undone
 * (`finality`), or throws a RuleError leaving `s` as it was.
 */
export function apply(s: GameState, action: Action): AppliedState {
  // a recorded action may carry the fresh entropy drawn for it (src/engine/rng.ts)
  const given = action !== null && typeof action === 'object' ? (action as RecordedAction) : undefined;
  const entropy = given?.entropy;
  if (entropy !== undefined && !isEntropy(entropy)) throw new RuleError('MALFORMED_ACTION', '5.1', 'An action’s entropy must be 32 hex digits', {});
  const a = withoutEntropy(action as RecordedAction);
  // the states apply makes share parts with their input, which applyInPlace would then change
  if (isPlayout(s)) throw new Error('a playout copy is changed by applyInPlace only');
  const reveals = given?.reveals;
  // what the action claims of unknown slots without naming them (zones/unknown.ts), for this action only
  setClaims(given?.claims);
  try {
    if (reveals === undefined) validate(s, a);
    // copy-on-write: `d` shares every part of `s` until the action changes it (src/engine/cow.ts)
    const d = beginChange(s);
    try {
      if (reveals !== undefined) {
        // cards of slots this engine did not know, revealed with the action (zones/unknown.ts)
        revealSlots(d, reveals);
        validate(d, a);
      }
      beginAction(d, a.side, entropy);
      takeAction(d, a);
      // a reveal ahead of its deck (zones/hidden.ts) must have met it
      endAhead(true);
      // finality: whether this action can ever be undone (src/engine/finality.ts)
      return endAction(s, d);
    } catch (e) {
      // the decks the action formed before it stopped (zones/hidden.ts): the caller deals them to answer
      throw withFormed(e, s, d);
    } finally {
      endChange();
    }
  } finally {
    setClaims(undefined);
    // a list built under this action's claims is not the settled state's own (the state is the same with or without them)
    if (given?.claims !== undefined) forgetLegal();
    endAhead(false);
  }
}

/**
 * Apply one action to a playout copy (`playoutCopy`) by changing it in place: the same rules and
 * the same result as `apply` (tests/engine/playout.test.ts), without copying anything, for a
 * search's throw-away games. No finality is kept and no entropy is taken: a playout is never undone
 * and its randomness comes from the copy's generator. An illegal action throws a RuleError and
 * changes nothing.
 */
export function applyInPlace(s: GameState, action: Action): GameState {
  if ((action as RecordedAction | null)?.entropy !== undefined) throw new RuleError('MALFORMED_ACTION', '5.1', 'A playout action carries no entropy', {});
  validate(s, action);
  beginInPlace(s);
  try {
    takeAction(s, action);
  } finally {
    endChange();
  }
  return s;
}

/** The action the rules read: without what the record keeps beside it (its entropy, online the entropy's shares, its reveals). */
function withoutEntropy(a: RecordedAction): Action {
  if (a === null || typeof a !== 'object' || (a.entropy === undefined && a.shares === undefined && a.reveals === undefined && a.claims === undefined)) return a;
  const { entropy: _entropy, shares: _shares, reveals: _reveals, claims: _claims, ...bare } = a;
  return bare as Action;
}
