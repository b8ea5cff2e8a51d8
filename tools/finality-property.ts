/**
 * The finality property (issue 13): every action that consumed randomness, or changed what either
 * side sees of the other, is declared final by the engine. Checked from the outside — by the
 * generator state, the piles and the players' views — not by the engine's own bookkeeping.
 *
 * Games are played with fresh entropy on every action, as the store plays them, so the random
 * draws and the mixing of entropy are what is exercised; each game's record must replay exactly.
 */
import seedrandom from 'seedrandom';
import { apply, legalActions, logEntries, logLength, newGame, viewFor, type Action, type LogEntry, type GameOptions, type GameState, type RecordedAction, type Side } from '../src/engine';
import { policyOf, scoringFirst } from './invariants';

const other = (s: Side): Side => (s === 'communist' ? 'democrat' : 'communist');

/** Whether a pile a card can be drawn from changed (a pile that ceased to exist, like a finished power struggle's deck, did not). */
function pilesChanged(a: GameState, b: GameState): boolean {
  const same = (x: unknown, y: unknown) => x === undefined || y === undefined || JSON.stringify(x) === JSON.stringify(y);
  return !same(a.drawPile, b.drawPile) || !same(a.ps?.deck, b.ps?.deck) || !same(a.family?.drawPiles, b.family?.drawPiles) || !same(a.family?.psDrawPile, b.family?.psDrawPile);
}

/** Log parameters that name cards (counts, SPs and dice are numbers too, but not cards). */
const CARD_PARAM = /card|discard|given|taken|reveal|drawn/i;

/** Card numbers named by the log entries from `from` on (the log is public and only grows). */
function logCards(log: readonly LogEntry[], from: number, into = new Set<number>()): Set<number> {
  for (let i = from; i < log.length; i++)
    for (const [k, val] of Object.entries(log[i]!.params)) {
      if (!CARD_PARAM.test(k)) continue;
      if (typeof val === 'number') into.add(val);
      else if (Array.isArray(val)) for (const x of val) if (typeof x === 'number') into.add(x);
    }
  return into;
}

type Located = { strategy: Set<number>; ps: Set<number> };
const seen = new WeakMap<GameState, Partial<Record<Side, Located>>>();

/** Strategy and power-struggle cards `viewer` can place somewhere, from his view alone (`named`: the log's cards). */
function located(s: GameState, viewer: Side, named: ReadonlySet<number>): Located {
  const cached = seen.get(s)?.[viewer];
  if (cached) return cached;
  const v = viewFor(s, viewer);
  const strategy = new Set<number>([...v.hand, ...v.setAside, ...v.discard, ...v.removed, ...v.inPlay, ...named]);
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
export function mustBeFinal(before: GameState, after: GameState, side: Side, namedBefore: ReadonlySet<number> = logCards(logEntries(before), 0)): string[] {
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
  const was = located(before, side, namedBefore);
  const now = located(after, side, logCards(logEntries(after), logLength(before), new Set(namedBefore)));
  if (hiddenStrategy.some((c) => !was.strategy.has(c) && now.strategy.has(c))) why.push('a hidden card of the other side shown');
  if (hiddenPs.some((c) => !was.ps.has(c) && now.ps.has(c))) why.push('a hidden power-struggle card of the other side shown');
  return why;
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
  return () => Array.from({ length: 4 }, () => Math.floor(rnd() * 2 ** 32).toString(16).padStart(8, '0')).join('');
}

/** Play one game with entropy on every action and check the property after each action. */
export function finalityGame(seed: string, game: number, options: Partial<GameOptions> = {}, stats?: FinalityStats): { actions: RecordedAction[]; state: GameState } {
  const st = stats ?? { games: 0, actions: 0, final: 0, required: 0, undoable: 0 };
  const pick = seedrandom(`picker:${seed}`);
  const entropy = entropySource(seed);
  const policy = policyOf(game);
  let s = newGame({ seed, ...options });
  const actions: RecordedAction[] = [];
  let named = logCards(logEntries(s), 0);
  for (let n = 0; !s.result; n++) {
    if (n > 20000) throw new FinalityViolation(`game ${seed} did not end`);
    const legal = legalActions(s);
    const a: Action = policy === 'scoring' ? scoringFirst(legal, s, pick) : legal[Math.floor(pick() * legal.length)]!;
    const e = entropy();
    const next = apply(s, { ...a, entropy: e } as RecordedAction);
    const f = next.finality!;
    const why = mustBeFinal(s, next, a.side, named);
    named = logCards(logEntries(next), logLength(s), named);
    if (why.length > 0 && !f.final) throw new FinalityViolation(`game ${seed}, action ${n + 1} (${JSON.stringify(a)}): ${why.join(', ')}, but not declared final`);
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
