/**
 * The finality property: every action that consumed randomness, or changed what either
 * side sees of the other, is declared final by the engine. Checked from the outside — by the
 * generator state, the piles and the players' views — not by the engine's own bookkeeping.
 *
 * Games are played with fresh entropy on every action, as the store plays them, so the random
 * draws and the mixing of entropy are what is exercised; each game's record must replay exactly.
 */
import seedrandom from 'seedrandom';
import {
  apply,
  legalActions,
  logLength,
  newGame,
  viewFor,
  type Action,
  type LogEntry,
  type GameOptions,
  type GameState,
  type RecordedAction,
  type Side,
  other,
} from '../src/engine';
import { policyOf, scoringFirst } from './invariants';

/** Whether a pile a card can be drawn from changed (a pile that ceased to exist, like a finished power struggle's deck, did not). */
function pilesChanged(a: GameState, b: GameState): boolean {
  const same = (x: unknown, y: unknown) => x === undefined || y === undefined || JSON.stringify(x) === JSON.stringify(y);
  return (
    !same(a.drawPile, b.drawPile) ||
    !same(a.ps?.deck, b.ps?.deck) ||
    !same(a.family?.drawPiles, b.family?.drawPiles) ||
    !same(a.family?.psDrawPile, b.family?.psDrawPile)
  );
}

/** Log parameters that name cards (counts, SPs and dice are numbers too, but not cards). */

export type Located = { strategy: Set<number>; ps: Set<number> };
const seen = new WeakMap<GameState, Partial<Record<Side, Located>>>();

/**
 * Strategy and power-struggle cards `viewer` can place somewhere, from his view alone: his cards, the
 * public piles, what he has seen in the opponent's hand (`opponentKnown`, the zones' knowledge) and
 * a power-struggle hand laid open. A leak the zones do not record shows as an outcome that tells
 * hidden cards apart (`otherWorld`, `tellsApart`).
 */
export function located(s: GameState, viewer: Side): Located {
  const cached = seen.get(s)?.[viewer];
  if (cached) return cached;
  const v = viewFor(s, viewer);
  const strategy = new Set<number>([...v.hand, ...v.setAside, ...v.discard, ...v.removed, ...v.inPlay, ...v.opponentKnown.cards]);
  const ps = new Set<number>();
  const p = v.powerStruggle;
  if (p) {
    for (const c of [...p.hand, ...p.discard, ...(p.opponentHand ?? [])]) ps.add(c);
    if (p.lead) ps.add(p.lead.card);
  }
  const f = v.family;
  if (f) {
    for (const c of [...f.discards.communist, ...f.discards.democrat]) strategy.add(c);
    for (const c of [...f.psHand, ...f.psDiscard]) ps.add(c);
  }
  const out = { strategy, ps };
  seen.set(s, { ...seen.get(s), [viewer]: out });
  return out;
}

/**
 * Why an action must be final, seen from outside the engine (empty when nothing requires it):
 * the generator or rigged dice were used, a pile lost cards or changed order, the acting side can
 * now place a hidden card of the other side he could not place before, the other side decides
 * next, or the game ended.
 */
export function mustBeFinal(
  before: GameState,
  after: GameState,
  side: Side,
  action?: RecordedAction,
  rnd?: () => number,
  /** worlds tried (each a fresh deal of the cards the actor cannot place) */
  worlds = 2,
): string[] {
  const why: string[] = [];
  if (JSON.stringify(before.rng.state) !== JSON.stringify(after.rng.state)) why.push('generator used');
  if (before.rigDice.length !== after.rigDice.length) why.push('rigged die used');
  if (pilesChanged(before, after)) why.push('a pile changed');
  if (after.result) why.push('game over');
  if (after.prompt?.side !== side) why.push('handover');
  // one reason is enough; the views are compared only when nothing else requires finality
  if (why.length > 0) return why;
  const owner = other(side);
  const hiddenStrategy = [...before.hands[owner], ...before.setAside[owner]];
  const hiddenPs = [...(before.ps?.hands[owner] ?? []), ...(before.family?.psHands[owner] ?? [])];
  const was = located(before, side);
  const now = located(after, side);
  if (hiddenStrategy.some((c) => !was.strategy.has(c) && now.strategy.has(c))) why.push('a hidden card of the other side shown');
  if (hiddenPs.some((c) => !was.ps.has(c) && now.ps.has(c))) why.push('a hidden power-struggle card of the other side shown');
  if (why.length > 0 || !action || !rnd) return why;
  // what the outcome says about hidden cards, even when it shows none (an empty reveal, a failed
  // search, "no card to discard"): the same action in a world the actor cannot tell from this one
  for (let k = 0; k < worlds; k++) {
    const alt = otherWorld(before, side, was, rnd);
    if (!alt) break;
    const told = tellsApart(before, after, alt, action, side);
    if (told) {
      why.push(`the outcome tells hidden cards apart (${told})`);
      break;
    }
  }
  return why;
}

/** Shuffle `cards` into the places they came from, each keeping its size; null when nothing can move. */
function redeal(places: readonly (readonly number[] | undefined)[], fixed: ReadonlySet<number>, rnd: () => number): number[][] | null {
  const free = places.flatMap((p) => (p ?? []).filter((c) => !fixed.has(c)));
  if (free.length < 2) return null;
  for (let i = free.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [free[i], free[j]] = [free[j]!, free[i]!];
  }
  let n = 0;
  return places.map((p) => (p ?? []).map((c) => (fixed.has(c) ? c : free[n++]!)));
}

/**
 * A state the acting side cannot tell from `s`: the other side's hidden cards and the draw piles
 * dealt anew among themselves (standard: his hand and set-aside cards with the draw pile, his
 * power-struggle hand with the deck; family: his hand with his draw pile, his power-struggle hand
 * with the power-struggle pile). Cards the actor can place (named in the log, shown) stay put.
 * Null when nothing can move.
 */
export function otherWorld(s: GameState, actor: Side, was: Located, rnd: () => number): GameState | null {
  const owner = other(actor);
  const f = s.family;
  // a Tiananmen award's draw being kept: its cards are in frames, leave that state alone
  if (s.stack.some((fr) => fr.kind === 'drawKeep')) return null;
  let alt: GameState = s;
  if (f) {
    const st = redeal([s.hands[owner], f.drawPiles[owner]], was.strategy, rnd);
    const ps = redeal([f.psHands[owner], f.psDrawPile], was.ps, rnd);
    if (!st && !ps) return null;
    alt = {
      ...s,
      hands: st ? { ...s.hands, [owner]: st[0]! } : s.hands,
      family: {
        ...f,
        drawPiles: st ? { ...f.drawPiles, [owner]: st[1]! } : f.drawPiles,
        psHands: ps ? { ...f.psHands, [owner]: ps[0]! } : f.psHands,
        psDrawPile: ps ? ps[1]! : f.psDrawPile,
      },
    };
  } else {
    const st = redeal([s.hands[owner], s.setAside[owner], s.drawPile], was.strategy, rnd);
    const ps = s.ps && redeal([s.ps.hands[owner], s.ps.deck], was.ps, rnd);
    if (!st && !ps) return null;
    alt = {
      ...s,
      hands: st ? { ...s.hands, [owner]: st[0]! } : s.hands,
      setAside: st ? { ...s.setAside, [owner]: st[1]! } : s.setAside,
      drawPile: st ? st[2]! : s.drawPile,
      ps: s.ps && ps ? { ...s.ps, hands: { ...s.ps.hands, [owner]: ps[0]! }, deck: ps[1]! } : s.ps,
    };
  }
  // the actor's view of `alt` is his view of `s`: only cards he cannot place moved, between places
  // whose sizes he sees and which keep their sizes (checked by a test, not here: it is the costly part)
  return alt;
}

/** The acting side's view of two states, but for the log (the log is compared by its new entries). */
export function seenAlike(a: GameState, b: GameState, side: Side): boolean {
  const { log: _a, ...va } = viewFor(a, side);
  const { log: _b, ...vb } = viewFor(b, side);
  return same(va, vb);
}

/** The log entries of a state from `from` on, read from its last chunks only (the log is kept in chunks). */
function newEntries(s: GameState, from: number): LogEntry[] {
  const out: LogEntry[][] = [];
  let n = logLength(s) - from;
  for (let c = s.log.length - 1; c >= 0 && n > 0; c--) {
    const chunk = s.log[c]!;
    const take = Math.min(n, chunk.length);
    out.unshift(chunk.slice(chunk.length - take));
    n -= take;
  }
  return out.flat();
}

/** Deep equality of plain data; parts two states share (copy-on-write) are equal at once. */
function same(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x) !== Array.isArray(y)) return false;
  const kx = Object.keys(x).filter((k) => (x as Record<string, unknown>)[k] !== undefined);
  const ky = Object.keys(y).filter((k) => (y as Record<string, unknown>)[k] !== undefined);
  if (kx.length !== ky.length) return false;
  return kx.every((k) => same((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k]));
}

/** Why the same action in `alt` lets the actor tell it from the real game (null when it does not). */
function tellsApart(before: GameState, after: GameState, alt: GameState, action: RecordedAction, side: Side): string | null {
  let altAfter: GameState;
  try {
    altAfter = apply(alt, action);
  } catch {
    return 'the action is legal only with the hidden cards as they are';
  }
  const from = logLength(before);
  if (!same(newEntries(after, from), newEntries(altAfter, from))) return 'the log differs';
  if (!seenAlike(after, altAfter, side)) return 'the view differs';
  return null;
}

export interface FinalityStats {
  games: number;
  actions: number;
  final: number;
  /** actions the oracle required to be final (all of them were) */
  required: number;
  /** non-final actions: the ones undo may take back */
  undoable: number;
}

export class FinalityViolation extends Error {}

/** A deterministic stand-in for crypto: 128 bits of entropy per action from a seeded generator. */
export function entropySource(seed: string): () => string {
  const rnd = seedrandom(`entropy:${seed}`);
  return () =>
    Array.from({ length: 4 }, () =>
      Math.floor(rnd() * 2 ** 32)
        .toString(16)
        .padStart(8, '0'),
    ).join('');
}

/** Play one game with entropy on every action and check the property after each action. */
export function finalityGame(
  seed: string,
  game: number,
  options: Partial<GameOptions> = {},
  stats?: FinalityStats,
  /** worlds tried per action that nothing else makes final (see `mustBeFinal`) */
  worldsPerAction = 1,
): { actions: RecordedAction[]; state: GameState } {
  const st = stats ?? { games: 0, actions: 0, final: 0, required: 0, undoable: 0 };
  const pick = seedrandom(`picker:${seed}`);
  const worlds = seedrandom(`worlds:${seed}`);
  const entropy = entropySource(seed);
  const policy = policyOf(game);
  let s = newGame({ seed, ...options });
  const actions: RecordedAction[] = [];
  for (let n = 0; !s.result; n++) {
    if (n > 20000) throw new FinalityViolation(`game ${seed} did not end`);
    const legal = legalActions(s);
    const a: Action = policy === 'scoring' ? scoringFirst(legal, s, pick) : legal[Math.floor(pick() * legal.length)]!;
    const e = entropy();
    const next = apply(s, { ...a, entropy: e } as RecordedAction);
    const f = next.finality;
    const ra = { ...a, entropy: e } as RecordedAction;
    const why = mustBeFinal(s, next, a.side, ra, worlds, worldsPerAction);
    if (why.length > 0 && !f.final)
      throw new FinalityViolation(`game ${seed}, action ${n + 1} (${JSON.stringify(a)}): ${why.join(', ')}, but not declared final`);
    st.actions++;
    if (f.final) st.final++;
    else st.undoable++;
    if (why.length > 0) st.required++;
    actions.push(f.random ? { ...a, entropy: e } : a);
    s = next;
  }
  st.games++;
  return { actions, state: s };
}
