/**
 * The deal's public record (docs/remote.md "The deal"): the same on both pages, built from the
 * moves in their order by pure functions. Each move is checked against the rules D1–D7 where a
 * check is possible without a secret key (its shape, its place, its proof); a move that breaks one
 * is refused with a DealError naming the rule, and the record is left as it was.
 */
import { cardPoint, cardsOfKind, type DeckKind } from './cards';
import { DealError } from './errors';
import { pointOf, scalarOf, type Point } from './group';
import { keyOf } from './layer';
import { other, readMove, type DealMove, type Role } from './moves';
import { isPermutation } from './permutation';
import { checkLayer, checkLayers } from './proof';

export interface Pass {
  by: Role;
  /** the page's public key for this deck, k·G */
  key: string;
  cards: string[];
}

export interface Slot {
  /** the page that drew it, once drawn */
  to: Role | null;
  /** the slot's point with the other page's layer taken off (D4) */
  share: string | null;
  /** the card, once its holder showed it (D5) */
  card: number | null;
}

export interface DeckState {
  kind: DeckKind;
  /** the cards in the order both pages list them: the first pass takes them so (after the carried slots) */
  cards: number[];
  /** D8: an earlier deck's undrawn slots that come first, or null */
  carry: { deck: string; slots: number[] } | null;
  /** D8: the listed cards under the carried deck's layer of the page that passes second, or null */
  lift: { by: Role; points: string[] } | null;
  /** every card a slot of the deck may hold: the listed ones and those of the carried deck */
  holds: number[];
  /** the number of slots: the carried ones and the listed cards */
  size: number;
  passes: Pass[];
  /** the next slot to draw: the deck is drawn from the top (slot 0) down */
  next: number;
  slots: Slot[];
  /** the cards shown so far */
  opened: number[];
}

export type AuditMove = Extract<DealMove, { t: 'audit' }>;

export interface Ledger {
  /** the game's id: every proof is bound to it */
  game: string;
  decks: Record<string, DeckState>;
  moves: DealMove[];
  audits: Partial<Record<Role, AuditMove>>;
}

export const newLedger = (game: string): Ledger => ({ game, decks: {}, moves: [], audits: {} });

/** What a proof is bound to: the game, the move's kind, the deck, the slot, the page and what it shows. */
export function proofContext(
  game: string,
  m: { t: 'share' | 'open'; deck: string; slot?: number; slots?: readonly number[]; by: Role; card?: number },
): string {
  const slots = m.slots ? m.slots.join(',') : String(m.slot);
  return `jn1989 deal|${game}|${m.t}|${m.deck}|${slots}|${m.by}${m.card === undefined ? '' : `|${m.card}`}`;
}

/** The deck's points after both passes: what every draw is taken from. */
export const shuffled = (d: DeckState): readonly string[] => d.passes[1]?.cards ?? [];
/** The public key of `by`'s pass over the deck. */
export const passKey = (d: DeckState, by: Role): string | undefined => d.passes.find((p) => p.by === by)?.key;

const refuse = (code: string, rule: string, message: string, params: Record<string, unknown> = {}): never => {
  throw new DealError(code, rule, message, params);
};

function deckOf(l: Ledger, id: string, rule: string): DeckState {
  return l.decks[id] ?? refuse('noDeck', rule, `no deck ${id}`, { deck: id });
}

const withDeck = (l: Ledger, id: string, d: DeckState, m: DealMove): Ledger => ({ ...l, decks: { ...l.decks, [id]: d }, moves: [...l.moves, m] });

function withSlot(l: Ledger, id: string, d: DeckState, slot: number, s: Slot, m: DealMove, more: Partial<DeckState> = {}): Ledger {
  const slots = d.slots.slice();
  slots[slot] = s;
  return withDeck(l, id, { ...d, ...more, slots }, m);
}

/** D1: a new deck of distinct cards of its kind; D8: after the undrawn slots of an earlier deck, which is then closed. */
function deck(l: Ledger, m: Extract<DealMove, { t: 'deck' }>): Ledger {
  if (l.decks[m.deck]) refuse('deckExists', 'D1', `deck ${m.deck} is dealt already`, { deck: m.deck });
  const all = cardsOfKind(m.kind);
  const carried = m.carry ? l.decks[m.carry.deck] : undefined;
  if (m.carry) {
    const from = m.carry.deck;
    if (!carried || carried.kind !== m.kind || carried.passes.length < 2) refuse('noCarry', 'D8', `deck ${from} cannot carry into ${m.deck}`, { deck: m.deck });
    const undrawn = carried!.slots.map((_, i) => i).slice(carried!.next);
    if (undrawn.length !== m.carry.slots.length || undrawn.some((s, i) => m.carry!.slots[i] !== s))
      refuse('carrySlots', 'D8', `deck ${m.deck} carries the undrawn slots of ${from}, in order`, { deck: m.deck });
  }
  const holds = [...(carried?.holds ?? []), ...m.cards];
  const size = (m.carry?.slots.length ?? 0) + m.cards.length;
  if (size === 0 || new Set(holds).size !== holds.length || !m.cards.every((c) => all.includes(c)))
    refuse('notCards', 'D1', `deck ${m.deck} is not distinct ${m.kind} cards`, { deck: m.deck });
  const carry = m.carry ? { deck: m.carry.deck, slots: m.carry.slots.slice() } : null;
  const state: DeckState = { kind: m.kind, cards: m.cards.slice(), carry, lift: null, holds, size, passes: [], next: 0, slots: [], opened: [] };
  const after = withDeck(l, m.deck, state, m);
  // the carried deck's slots are drawn from the new deck only
  return carried ? { ...after, decks: { ...after.decks, [m.carry!.deck]: { ...carried, next: carried.slots.length } } } : after;
}

/** D8: once, before the passes, the listed cards under the lifter's layer of the carried deck; the other page passes first. */
function lift(l: Ledger, m: Extract<DealMove, { t: 'lift' }>): Ledger {
  const d = deckOf(l, m.deck, 'D8');
  if (!d.carry || d.lift !== null || d.passes.length > 0) refuse('noLift', 'D8', `deck ${m.deck} takes no lift now`, { deck: m.deck });
  if (passKey(l.decks[d.carry!.deck]!, m.by) === undefined) refuse('noLift', 'D8', `${m.by} has no layer on ${d.carry!.deck}`, { deck: m.deck });
  if (m.points.length !== d.cards.length || new Set(m.points).size !== m.points.length)
    refuse('liftLength', 'D8', `a lift over ${m.deck} has one distinct point per listed card`, { deck: m.deck });
  return withDeck(l, m.deck, { ...d, lift: { by: m.by, points: m.points.slice() } }, m);
}

/** D2: each page once, the second over the first's output; as many distinct points as cards. */
function pass(l: Ledger, m: Extract<DealMove, { t: 'pass' }>): Ledger {
  const d = deckOf(l, m.deck, 'D2');
  if (d.passes.length === 2) refuse('passesDone', 'D2', `deck ${m.deck} has both passes`, { deck: m.deck });
  if (d.passes[0]?.by === m.by) refuse('samePage', 'D2', `the second pass over ${m.deck} is the other page's`, { deck: m.deck });
  // D8: a deck that carries slots is passed once its cards are lifted, first by the page that did not lift
  if (d.carry && d.passes.length === 0 && (d.lift === null || d.lift.by === m.by))
    refuse('notLifted', 'D8', `the first pass over ${m.deck} follows the other page's lift`, { deck: m.deck });
  pointOf(m.key, 'D2', 'the pass key');
  if (m.cards.length !== d.size) refuse('passLength', 'D2', `a pass over ${m.deck} has ${d.size} points`, { deck: m.deck });
  // each point is decoded where it is used (the second pass, a share): a text that is none is
  // refused there, and the audit names this pass. An encoding is canonical, so equal points are equal texts.
  if (new Set(m.cards).size !== m.cards.length) refuse('passRepeats', 'D2', `a pass over ${m.deck} repeats a point`, { deck: m.deck });
  const passes = [...d.passes, { by: m.by, key: m.key, cards: m.cards.slice() }];
  const slots = passes.length === 2 ? m.cards.map((): Slot => ({ to: null, share: null, card: null })) : [];
  return withDeck(l, m.deck, { ...d, passes, slots }, m);
}

/** D3: the top slot of a shuffled deck. */
function draw(l: Ledger, m: Extract<DealMove, { t: 'draw' }>): Ledger {
  const d = deckOf(l, m.deck, 'D3');
  if (d.passes.length < 2) refuse('notShuffled', 'D3', `deck ${m.deck} is not shuffled by both pages`, { deck: m.deck });
  if (d.next >= d.slots.length) refuse('deckEmpty', 'D3', `deck ${m.deck} is empty`, { deck: m.deck });
  if (m.slot !== d.next) refuse('notTop', 'D3', `slot ${m.slot} is not the top of ${m.deck}`, { deck: m.deck, slot: m.slot });
  return withSlot(l, m.deck, d, m.slot, { to: m.to, share: null, card: null }, m, { next: d.next + 1 });
}

function drawnSlot(d: DeckState, deckId: string, slot: number, rule: string): Slot {
  const s = d.slots[slot];
  if (!s || s.to === null) return refuse('notDrawn', rule, `slot ${slot} of ${deckId} is not drawn`, { deck: deckId, slot });
  return s;
}

/** D4: the page that did not draw each slot, once, with a proof its layer came off with its pass's key. */
function share(l: Ledger, m: Extract<DealMove, { t: 'share' }>, proofs: boolean): Ledger {
  const d = deckOf(l, m.deck, 'D4');
  const slots = d.slots.slice();
  for (const [i, slot] of m.slots.entries()) {
    const s = drawnSlot(d, m.deck, slot, 'D4');
    if (m.by !== other(s.to!))
      refuse('notDue', 'D4', `slot ${slot} of ${m.deck} is ${s.to}'s: only the other page takes its layer off`, { deck: m.deck, slot });
    if (s.share !== null) refuse('shared', 'D4', `slot ${slot} of ${m.deck} has its share`, { deck: m.deck, slot });
    slots[slot] = { ...s, share: m.points[i]! };
  }
  if (proofs) {
    const unders = m.points.map((p) => pointOf(p, 'D4', 'a share'));
    const overs = m.slots.map((slot) => pointOf(shuffled(d)[slot], 'D2', 'a slot'));
    if (!checkLayers(proofContext(l.game, m), keyPoint(d, m.by), unders, overs, m.proof))
      refuse('proof', 'D4', `the shares of ${m.deck} are not the slots with ${m.by}'s layer off`, { deck: m.deck, slots: m.slots, by: m.by });
  }
  return withDeck(l, m.deck, { ...d, slots }, m);
}

const keyPoint = (d: DeckState, by: Role): Point => pointOf(passKey(d, by), 'D2', 'the pass key');

/** D5: the holder, once, a card of the deck not shown before, with a proof it is what his layer covers. */
function open(l: Ledger, m: Extract<DealMove, { t: 'open' }>, proofs: boolean): Ledger {
  const d = deckOf(l, m.deck, 'D5');
  const s = drawnSlot(d, m.deck, m.slot, 'D5');
  const at = { deck: m.deck, slot: m.slot, by: m.by, card: m.card };
  if (s.to !== m.by) refuse('notYours', 'D5', `slot ${m.slot} of ${m.deck} was not dealt to ${m.by}`, at);
  if (s.share === null) refuse('notShared', 'D5', `slot ${m.slot} of ${m.deck} has no share yet`, at);
  if (s.card !== null) refuse('opened', 'D5', `slot ${m.slot} of ${m.deck} is shown already`, at);
  if (!d.holds.includes(m.card)) refuse('notInDeck', 'D5', `card ${m.card} is not in ${m.deck}`, at);
  if (d.opened.includes(m.card)) refuse('twice', 'D5', `card ${m.card} of ${m.deck} was shown from another slot`, at);
  if (proofs && !checkLayer(proofContext(l.game, m), keyPoint(d, m.by), cardPoint(d.kind, m.card), pointOf(s.share, 'D4', 'the share'), m.proof))
    refuse('proof', 'D5', `slot ${m.slot} of ${m.deck} does not hold card ${m.card}`, at);
  return withSlot(l, m.deck, d, m.slot, { ...s, card: m.card }, m, { opened: [...d.opened, m.card] });
}

/** D6: about the claimer's own hidden slots, and cards of the deck. */
function claim(l: Ledger, m: Extract<DealMove, { t: 'claim' }>): Ledger {
  const d = deckOf(l, m.deck, 'D6');
  for (const slot of m.slots) {
    const s = drawnSlot(d, m.deck, slot, 'D6');
    if (s.to !== m.by || s.share === null || s.card !== null)
      refuse('notYours', 'D6', `slot ${slot} of ${m.deck} is no hidden card of ${m.by}`, { deck: m.deck, slot });
  }
  if (!m.cards.every((c) => d.holds.includes(c))) refuse('notInDeck', 'D6', `a claim names cards not in ${m.deck}`, { deck: m.deck });
  return withDeck(l, m.deck, d, m);
}

/** D7: once per page, a key for each deck it passed that matches the pass, and a permutation. */
function audit(l: Ledger, m: AuditMove): Ledger {
  if (l.audits[m.by]) refuse('audited', 'D7', `${m.by} has published its keys`, { by: m.by });
  const passed = Object.entries(l.decks).filter(([, d]) => passKey(d, m.by) !== undefined);
  if (Object.keys(m.keys).length !== passed.length || Object.keys(m.perms).length !== passed.length)
    refuse('auditKeys', 'D7', `${m.by} publishes a key and a permutation for each deck it passed, and no more`, { by: m.by });
  for (const [id, d] of passed) {
    const k = scalarOf(m.keys[id]);
    if (k === null || k === 0n || !keyOf(k).public.equals(keyPoint(d, m.by)))
      refuse('auditKey', 'D7', `${m.by}'s key for ${id} is not the one its pass published`, { deck: id, by: m.by });
    if (!isPermutation(m.perms[id], d.size)) refuse('auditPerm', 'D7', `${m.by}'s permutation for ${id} is none of its cards`, { deck: id, by: m.by });
  }
  return { ...l, moves: [...l.moves, m], audits: { ...l.audits, [m.by]: m } };
}

/**
 * The record after one more move (read from whatever arrived), or a DealError naming the rule it
 * breaks; `l` itself never changes. After a page's audit only the other page's audit may follow.
 */
export const applyMove = (l: Ledger, received: unknown): Ledger => take(l, readMove(received), true);

/** A move this page made itself: every rule checked but its own proof, which it just made. */
export const applyOwnMove = (l: Ledger, m: DealMove): Ledger => take(l, readMove(m), false);

function take(l: Ledger, m: DealMove, proofs: boolean): Ledger {
  if (Object.keys(l.audits).length > 0 && m.t !== 'audit') refuse('afterAudit', 'D7', 'the deal is over once a page has published its keys');
  switch (m.t) {
    case 'deck':
      return deck(l, m);
    case 'lift':
      return lift(l, m);
    case 'pass':
      return pass(l, m);
    case 'draw':
      return draw(l, m);
    case 'share':
      return share(l, m, proofs);
    case 'open':
      return open(l, m, proofs);
    case 'claim':
      return claim(l, m);
    case 'audit':
      return audit(l, m);
  }
}
