/**
 * The engine's invariants and the fuzz of one game, shared by the fuzz and replay tools and the
 * tests in tests/fuzz/. A broken invariant throws an InvariantError naming what broke.
 */
import { isDeepStrictEqual } from 'node:util';
import seedrandom from 'seedrandom';
import {
  actionKey,
  apply,
  applyInPlace,
  legalActions,
  playoutCopy,
  stateChecksum,
  replay,
  RuleError,
  viewFor,
  type Action,
  type GameOptions,
  type GameRecord,
  type GameState,
  type PlayerView,
  type Side,
  other,
  rulesProjection,
} from '../src/engine';
import { CARDS, CARD_NUMBERS, PS_CARD_INDEXES, SPACES } from '../src/engine/data';
import { playout, PlayoutError } from './playout';

export class InvariantError extends Error {
  override readonly name = 'InvariantError';
}

function fail(message: string): never {
  throw new InvariantError(message);
}

const SIDES: readonly Side[] = ['communist', 'democrat'];
const LAST_TURN = 10;

/** Every card of `all` must be in exactly one of the named places. */
function accountFor(all: readonly number[], places: Record<string, readonly number[]>, what: string): void {
  const where = new Map<number, string>();
  for (const [name, cards] of Object.entries(places)) {
    if (!Array.isArray(cards)) fail(`${what}: ${name} is not a list`);
    for (const c of cards) {
      if (!all.includes(c)) fail(`${what}: unknown card ${String(c)} in ${name}`);
      const seen = where.get(c);
      if (seen !== undefined) fail(`${what}: card ${c} is both in ${seen} and in ${name}`);
      where.set(c, name);
    }
  }
  if (where.size !== all.length) {
    const missing = all.filter((c) => !where.has(c));
    fail(`${what}: card(s) ${missing.join(', ')} are nowhere`);
  }
}

/**
 * The invariants that hold in every state (docs/design.md "Tests"). Returns the legal actions, which
 * the caller may reuse.
 */
export function checkState(s: GameState): Action[] {
  // support: non-negative integers
  s.support.forEach((row, i) => {
    for (const side of SIDES) {
      const v = row[side];
      if (!Number.isInteger(v) || v < 0 || Object.is(v, -0)) fail(`support of ${SPACES[i]?.id ?? i} for ${side} is ${String(v)}`);
    }
  });
  if (s.support.length !== SPACES.length) fail(`support has ${s.support.length} rows, not ${SPACES.length}`);
  // the 110 strategy cards, each in exactly one place (family mode: each side's own deck and
  // discard; the neutral and scoring cards are in 'removed')
  const fam = s.family;
  accountFor(
    CARD_NUMBERS,
    {
      ...(fam && {
        'communist deck': fam.drawPiles.communist,
        'democrat deck': fam.drawPiles.democrat,
        'communist discard': fam.discards.communist,
        'democrat discard': fam.discards.democrat,
      }),
      drawPile: s.drawPile,
      'communist hand': s.hands.communist,
      'democrat hand': s.hands.democrat,
      'communist set aside': s.setAside.communist,
      'democrat set aside': s.setAside.democrat,
      discard: s.discard,
      removed: s.removed,
      inPlay: s.inPlay,
      notYetAdded: s.notYetAdded,
    },
    'strategy cards',
  );
  // the 52 power-struggle cards: all accounted for while a power struggle runs, else in the box;
  // in family mode always (deck, discard and the hands kept between turns)
  if (fam) {
    accountFor(
      PS_CARD_INDEXES,
      { 'ps deck': fam.psDrawPile, 'ps discard': fam.psDiscard, 'ps communist hand': fam.psHands.communist, 'ps democrat hand': fam.psHands.democrat },
      'power-struggle cards',
    );
    if (s.ps) fail('a standard power struggle in a family game');
    for (const side of SIDES) {
      if (fam.psHands[side].length > 3) fail(`the ${side} holds ${fam.psHands[side].length} power-struggle cards`);
      if (s.hands[side].length > 5) fail(`the ${side} holds ${s.hands[side].length} cards`);
      for (const c of [...s.hands[side], ...fam.drawPiles[side], ...fam.discards[side]])
        if (CARDS[c]!.side !== side) fail(`card ${c} (${CARDS[c]!.side}) is among the ${side}'s cards`);
    }
    if (s.removed.some((c) => CARDS[c]!.side !== 'neutral' && CARDS[c]!.side !== 'scoring')) fail('a side card is out of the family game');
  }
  if (s.ps)
    accountFor(
      PS_CARD_INDEXES,
      { 'ps deck': s.ps.deck, 'ps discard': s.ps.discard, 'ps communist hand': s.ps.hands.communist, 'ps democrat hand': s.ps.hands.democrat },
      'power-struggle cards',
    );
  // track and markers
  if (!Number.isInteger(s.turn) || s.turn < 1 || s.turn > LAST_TURN) fail(`turn is ${s.turn}`);
  if (!Number.isInteger(s.round) || s.round < 0 || s.round > 8) fail(`round is ${s.round}`);
  if (!Number.isInteger(s.vp) || Object.is(s.vp, -0)) fail(`VP is ${String(s.vp)}`);
  // one prompt unless the game is over
  if (s.result) {
    if (s.prompt !== null) fail('the game is over but a prompt is pending');
    const after = legalActions(s);
    if (after.length !== 0) fail(`the game is over but ${after.length} actions are legal`);
    if (s.turn > LAST_TURN) fail(`the game went on past turn ${LAST_TURN}`);
    if (s.result.reason === 'final-scoring' && s.turn !== LAST_TURN) fail(`final scoring in turn ${s.turn}`);
    return after;
  }
  if (!s.prompt) fail('no prompt while the game is running');
  const legal = legalActions(s);
  if (legal.length === 0) fail(`the deciding side (${s.prompt.side}, ${s.prompt.kind}) has no legal action`);
  // an event's own decision names its card, so no reader parses the kind
  const eventKind = /^card(\d+):/.exec(s.prompt.kind);
  if ((eventKind ? Number(eventKind[1]) : undefined) !== s.prompt.card) fail(`prompt ${s.prompt.kind} names card ${String(s.prompt.card)}`);
  const keys = new Set<string>();
  for (const a of legal) {
    if (a.side !== s.prompt.side) fail(`legal action ${actionKey(a)} names ${a.side}, but the prompt is for ${s.prompt.side}`);
    const k = actionKey(a);
    if (keys.has(k)) fail(`legal action ${k} is listed twice`);
    keys.add(k);
  }
  return legal;
}

/** Checks that hold at the end of a game: determinism of replay, and plain-JSON state. */
export function checkFinal(s: GameState, record: GameRecord): void {
  if (!s.result) fail('the game has no result');
  const json = JSON.parse(JSON.stringify(s)) as unknown;
  if (!isDeepStrictEqual(json, s)) fail(`the state is not plain JSON (a JSON round trip changes it): ${firstDifference(json, s)}`);
  // the record survives a JSON round trip unchanged, so replaying the loaded copy (as a saved
  // file is) also shows that replaying the record itself reproduces the game
  const loaded = JSON.parse(JSON.stringify(record)) as GameRecord;
  if (!isDeepStrictEqual(loaded, record)) fail(`the record is not plain JSON: ${firstDifference(loaded, record, 'record')}`);
  const fromFile = replay(loaded);
  if (!isDeepStrictEqual(fromFile, s)) fail(`replay of the record (saved as JSON) gives a different state: ${firstDifference(fromFile, s)}`);
}

/** The path of the first difference between two plain values, for messages. */
export function firstDifference(a: unknown, b: unknown, path = 'state'): string {
  if (isDeepStrictEqual(a, b)) return '';
  const show = (v: unknown): string => (Object.is(v, -0) ? '-0 (JSON turns it into 0)' : JSON.stringify(v));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return `${path}: ${show(a)} vs ${show(b)}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, `${path}.${k}`);
  }
  return `${path}: different`;
}

/** Frame fields that may name strategy cards. */
const CARD_FIELDS = ['card', 'cards', 'drawn', 'taken', 'chosen'];
/** Fields naming a hand card that is being played face up: the card paired with Common European Home (21), a local of its script. */
const PLAYED_FACE_UP: Record<string, string> = { 'script 21': 'pairedCard' };

/**
 * The pending work both players follow (the view's `stack`) must not name a strategy card the
 * side cannot see: one in the opponent's hand or set aside by him, or one still in the draw pile.
 */
function checkPublicStack(s: GameState, side: Side, stack: unknown): void {
  if (stack === undefined) return;
  if (!Array.isArray(stack)) fail(`the ${side} view's stack is not a list`);
  const opp = other(side);
  const hidden = new Set([...s.hands[opp], ...s.setAside[opp], ...s.drawPile]);
  const check = (kind: string, fields: Record<string, unknown>, keys: readonly string[]): void => {
    for (const k of keys) {
      if (PLAYED_FACE_UP[kind] === k) continue;
      const x = fields[k];
      const cards = Array.isArray(x) ? x : typeof x === 'number' ? [x] : [];
      for (const c of cards) if (typeof c === 'number' && hidden.has(c)) fail(`the ${side} view's ${kind} frame names hidden card ${c} (${k})`);
    }
  };
  for (const f of stack as Record<string, unknown>[]) {
    check(String(f.kind), f, CARD_FIELDS);
    // an event script's locals: those that hold cards are named for it (events/steps.ts)
    const locals = f.kind === 'script' ? (f.locals as Record<string, unknown>) : null;
    if (locals)
      check(
        `script ${String(f.card)}`,
        locals,
        Object.keys(locals).filter((k) => !k.startsWith('#') && CARD_LOCAL.test(k)),
      );
  }
}

/** Names of script locals holding card numbers. */
const CARD_LOCAL = /card|drawn|taken|chosen/i;

/** What a side sees (docs/design.md "Hidden information"): its own hands only, no deck order, no RNG. */
export function checkViews(s: GameState): void {
  for (const side of SIDES) {
    const v = viewFor(s, side) as unknown as Record<string, unknown>;
    for (const secret of ['hands', 'drawPile', 'notYetAdded', 'rng', 'rigDice', 'options']) if (secret in v) fail(`the ${side} view shows ${secret}`);
    checkPublicStack(s, side, v.stack);
    // the pending frames are public, except the cards the opponent drew for a 6.3.5 box 3 award
    const frames = v.stack as GameState['stack'];
    if (!Array.isArray(frames) || frames.length !== s.stack.length) fail(`the ${side} view does not show the pending frames`);
    s.stack.forEach((f, i) => {
      const seen = frames[i]!;
      if (f.kind === 'drawKeep' && f.side !== side && Array.isArray(f.drawn)) {
        if (
          seen.kind !== 'drawKeep' ||
          !isDeepStrictEqual(
            seen.drawn,
            f.drawn.map(() => 0),
          )
        )
          fail(`the ${side} view shows the opponent's drawn award cards`);
      } else if (!isDeepStrictEqual(seen, f)) fail(`the ${side} view shows frame ${f.kind} differently`);
    });
    if (!isDeepStrictEqual(v.hand, s.hands[side])) fail(`the ${side} view does not show its own hand`);
    if (!isDeepStrictEqual(v.setAside, s.setAside[side])) fail(`the ${side} view does not show its own set-aside cards`);
    const fam = v.family as Record<string, unknown> | null;
    if (s.family && (!fam || 'psHands' in fam || 'drawPiles' in fam || 'psDrawPile' in fam || !isDeepStrictEqual(fam.psHand, s.family.psHands[side])))
      fail(`the ${side} view of the family cards shows too much or not its own power-struggle hand`);
    if (!s.family && fam !== null) fail(`the ${side} view of a standard game has family cards`);
    const ps = v.powerStruggle as Record<string, unknown> | null;
    if (s.ps && (!ps || 'deck' in ps || 'hands' in ps || !isDeepStrictEqual(ps.hand, s.ps.hands[side])))
      fail(`the ${side} view of the power struggle shows too much or not its own hand`);
    const p = v.prompt as GameState['prompt'];
    if (s.prompt && p && p.side !== side && Object.keys(p.params).length > 0) fail(`the ${side} view shows the opponent's prompt details`);
    // the decision (legal actions, refusals naming hand cards, odds) is the deciding side's alone
    const d = v.decision as PlayerView['decision'];
    if (s.prompt?.side !== side || s.result ? d !== null : d === null || !isDeepStrictEqual(d.legal, legalActions(s)))
      fail(`the ${side} view's decision is not its own legal actions`);
    if (d && d.refused.some((r) => !s.hands[side].includes(r.card))) fail(`the ${side} view refuses a card not in its hand`);
  }
}

// ---------------------------------------------------------------- illegal actions

type Rnd = () => number;
const pickOf = <T>(rnd: Rnd, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

const BAD_CARDS = [0, -1, 111, 999, 1.5, Number.MAX_SAFE_INTEGER];
const BAD_SPACES: unknown[] = ['Atlantis', '', 'toString', '__proto__', ' ', 42, null, true, []];
const USES = ['event', 'place', 'check', 'tiananmen'];
const TYPES = ['place', 'play', 'eventTiming', 'check', 'remove', 'choose', 'select', 'done', 'raise', 'psDiscard', 'psPlay', 'concede', 'surrender'];

/** A random action that should be refused in state `s` (it may turn out legal; callers filter). */
export function randomIllegal(s: GameState, legal: readonly Action[], rnd: Rnd): unknown {
  const side = s.prompt!.side;
  const opp = other(side);
  const some = pickOf(rnd, legal) as unknown as Record<string, unknown>;
  const notInHand = pickOf(
    rnd,
    CARD_NUMBERS.filter((c) => !s.hands[side].includes(c)),
  );
  const generators: (() => unknown)[] = [
    // the right action by the wrong side
    () => ({ ...some, side: opp }),
    // unknown card numbers, cards not in hand
    () => ({ side, type: 'play', card: pickOf(rnd, BAD_CARDS), use: pickOf(rnd, USES) }),
    () => ({ side, type: 'play', card: notInHand, use: pickOf(rnd, USES) }),
    () => ({ side, type: 'play', card: pickOf(rnd, s.hands[side].length ? s.hands[side] : [1]), use: 'fly' }),
    () => ({ side, type: pickOf(rnd, ['choose', 'psDiscard', 'psPlay']), card: pickOf(rnd, BAD_CARDS) }),
    () => ({ side, type: 'psPlay', card: pickOf(rnd, PS_CARD_INDEXES), suit: 'hearts' }),
    // bad and not-allowed spaces
    () => ({ side, type: pickOf(rnd, ['place', 'check', 'remove']), space: pickOf(rnd, BAD_SPACES) }),
    () => ({ side, type: pickOf(rnd, ['place', 'check', 'remove']), space: pickOf(rnd, SPACES).id }),
    () => ({ side, type: 'select', value: pickOf(rnd, ['', 'nonsense', 'poland ']) }),
    // malformed payloads
    () => pickOf(rnd, [null, undefined, 'play', 42, true, [], [some], {}]),
    () => ({ side }),
    () => ({ type: some.type }),
    () => ({
      side,
      type: pickOf(
        rnd,
        TYPES.filter((t) => !['done', 'raise', 'concede'].includes(t)),
      ),
    }),
    () => ({ side: pickOf(rnd, ['both', '', 'Communist', null, 1]), type: some.type }),
    () => ({ side, type: pickOf(rnd, ['fly', '', 'PLAY', null, 7]) }),
    () => ({ side, type: 'eventTiming', when: pickOf(rnd, ['never', 1, null]) }),
    () => ({ side, type: 'surrender', yes: pickOf(rnd, ['true', 1, null]) }),
    // a legal action with a field missing, of the wrong type, or an extra field
    () => {
      const keys = Object.keys(some).filter((k) => k !== 'side' && k !== 'type');
      if (keys.length === 0) return { ...some, side: opp };
      const copy = { ...some };
      delete copy[pickOf(rnd, keys)];
      return copy;
    },
    () => {
      const keys = Object.keys(some).filter((k) => k !== 'side');
      const k = pickOf(rnd, keys);
      const v = some[k];
      return { ...some, [k]: typeof v === 'string' ? pickOf(rnd, [7, null, v.toUpperCase() + '!']) : typeof v === 'number' ? String(v) : 'yes' };
    },
    () => ({ ...some, extra: 1 }),
  ];
  return pickOf(rnd, generators)();
}

/**
 * Tries `count` random illegal actions on `s`: each must be refused with a RuleError, leaving the
 * state unchanged and still usable.
 */
export function checkIllegalRefused(s: GameState, legal: readonly Action[], rnd: Rnd, count: number): void {
  if (s.result) {
    // after the game is over, every action is refused
    const a = legal[0] ?? { side: 'communist', type: 'done' };
    expectRefused(s, a, JSON.stringify(s));
    return;
  }
  const before = JSON.stringify(s);
  const legalKeys = new Set(legal.map(actionKey));
  const tried: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const a = randomIllegal(s, legal, rnd);
    if (typeof a === 'object' && a !== null && !Array.isArray(a) && legalKeys.has(actionKey(a as Action))) continue;
    tried.push(a);
    expectRefused(s, a, null);
  }
  // one comparison for the whole batch: the state is large late in a game
  if (JSON.stringify(s) !== before)
    fail(`refusing illegal actions changed the state (one of ${tried.map((a) => (a === undefined ? 'undefined' : JSON.stringify(a))).join(', ')})`);
  const after = legalActions(s);
  if (after.length !== legal.length || after.some((a, i) => actionKey(a) !== actionKey(legal[i]!)))
    fail('the legal actions changed after illegal actions were refused');
}

/** `a` must be refused by apply with a RuleError, leaving `s` as JSON `before` (null: not compared here). */
export function expectRefused(s: GameState, a: unknown, before: string | null = JSON.stringify(s)): void {
  let refused: unknown = null;
  try {
    apply(s, a as Action);
  } catch (e) {
    refused = e;
  }
  const shown = a === undefined ? 'undefined' : JSON.stringify(a);
  if (refused === null) fail(`illegal action ${shown} was accepted`);
  if (!(refused instanceof RuleError))
    fail(`illegal action ${shown} was refused with ${(refused as Error)?.name}: ${(refused as Error)?.message} instead of a RuleError`);
  if (typeof refused.code !== 'string' || typeof refused.rule !== 'string') fail(`the RuleError for ${shown} has no code or rule`);
  if (before !== null && JSON.stringify(s) !== before) fail(`refusing illegal action ${shown} changed the state`);
}

// ---------------------------------------------------------------- one fuzzed game

export interface FuzzOptions {
  /** try illegal actions after every this many actions (0 = never) */
  illegalEvery?: number;
  /** how many illegal actions to try each time */
  illegalCount?: number;
  /** a check of the finished game's record (the fuzz feeds damaged copies of it to the loader, tools/record-fuzz.ts) */
  afterGame?: (record: GameRecord, seed: string) => void;
  /** how actions are chosen: uniformly, or scoring cards first half the time they can be played */
  policy?: Policy;
  /** the game mode (default standard) */
  mode?: GameOptions['mode'];
  /** extra SPs for one side (13.0) */
  extraSupport?: GameOptions['extraSupport'];
}

export type Policy = 'uniform' | 'scoring';

/**
 * Uniform random players mostly lose early by holding a scoring card (10.2), so few games reach
 * the Late Year. This player plays a scoring card half the time one can be played.
 */
export function scoringFirst(legal: Action[], _s: GameState, rnd: Rnd): Action {
  const scoring = legal.filter((a) => a.type === 'play' && CARDS[a.card]?.side === 'scoring');
  if (scoring.length > 0 && rnd() < 0.5) return pickOf(rnd, scoring);
  return pickOf(rnd, legal);
}

/** The fuzz's mix of policies: even games uniform, odd games scoring cards first. */
export const policyOf = (game: number): Policy => (game % 2 === 0 ? 'uniform' : 'scoring');

export interface FuzzResult {
  seed: string;
  actions: number;
  result: NonNullable<GameState['result']>;
  turn: number;
}

/** A failed fuzz game: the seed, the index of the action after which it failed, and the record. */
export class FuzzFailure extends Error {
  override readonly name = 'FuzzFailure';
  constructor(
    message: string,
    readonly seed: string,
    readonly index: number,
    readonly record: GameRecord,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/** One random legal game with every invariant checked after every action. Throws a FuzzFailure. */
export function fuzzGame(seed: string, opts: FuzzOptions = {}): FuzzResult {
  const illegalEvery = opts.illegalEvery ?? 5;
  const illegalCount = opts.illegalCount ?? 6;
  const options: GameOptions = {
    seed,
    ...(opts.mode && opts.mode !== 'standard' && { mode: opts.mode }),
    ...(opts.extraSupport && { extraSupport: opts.extraSupport }),
  };
  const rnd = seedrandom(`illegal:${seed}`);
  const played: Action[] = [];
  const record = (): GameRecord => ({ version: 1, options, actions: [...played] });
  // apply is pure for legal actions too: the state an action was applied to is unchanged after
  let given: { state: GameState; json: string } | null = null;
  // the playout path (applyInPlace on a playout copy) plays the same game
  let mirror: GameState | null = null;
  const sameAsMirror = (s: GameState, a: Action): void => {
    if (mirror && stateChecksum(mirror) !== stateChecksum(s))
      fail(`applyInPlace of ${actionKey(a)} reached another state than apply: ${firstDifference(rulesProjection(mirror), rulesProjection(s))}`);
  };
  try {
    const { state } = playout(options, {
      pick: opts.policy === 'scoring' ? scoringFirst : undefined,
      afterAction(s, a, i, prev) {
        played.push(a);
        applyInPlace((mirror ??= playoutCopy(prev)), a);
        if (mirror.prompt?.kind !== s.prompt?.kind || mirror.vp !== s.vp) sameAsMirror(s, a);
        if (given?.state === prev && JSON.stringify(prev) !== given.json)
          fail(`applying ${actionKey(a)} changed the state it was given: ${firstDifference(prev, JSON.parse(given.json))}`);
        const legal = checkState(s);
        if (illegalEvery > 0 && i % illegalEvery === 0) {
          checkIllegalRefused(s, legal, rnd, illegalCount);
          given = { state: s, json: JSON.stringify(s) };
          sameAsMirror(s, a);
        }
        if (i % 25 === 0) checkViews(s);
      },
    });
    if (played.length > 0) sameAsMirror(state, played[played.length - 1]!);
    checkFinal(state, record());
    checkIllegalRefused(state, [], rnd, 1);
    checkViews(state);
    opts.afterGame?.(record(), seed);
    return { seed, actions: played.length, result: state.result!, turn: state.turn };
  } catch (e) {
    if (e instanceof PlayoutError) {
      // the playout's own failures: no legal action, apply threw on a legal action, the game did not end
      const why = e.cause instanceof Error ? `${e.message} (${e.cause.name})` : e.message;
      throw new FuzzFailure(why, seed, e.index, { version: 1, options, actions: e.actions }, e.cause ?? e);
    }
    const err = e as Error;
    const message = err instanceof InvariantError ? err.message : `${err?.name}: ${err?.message}`;
    throw new FuzzFailure(message, seed, played.length - 1, record(), e);
  }
}
