/**
 * Unknown slots (docs/engine.md "Unknown slots"): a zone's slot may hold a card this engine does
 * not know, written as a negative number (distinct within a state; whoever hides the cards numbers
 * them). Rules that count cards count slots, and the verbs move an unknown slot as they move a
 * card, so shuffles and random picks give the same positions as in the full game. A rule that needs
 * what a slot holds asks for it: an action may carry `reveals` (slot → card, recorded with it as
 * its entropy is), which are put in place before the action is checked; a slot still unknown when a
 * rule needs it stops the action with `REVEAL_NEEDED`, naming the rule and the slots, and changes
 * nothing. In hotseat and against the computer no slot is ever unknown.
 */
import { frameAt, familyForChange, pileOf, psOf, sideListOf } from '../cow';
import { CARD_NUMBERS, isCardNumber, PS_CARD_INDEXES, SIDES } from '../data';
import { RuleError } from '../errors';
import type { GameState } from '../types';
import { revealAhead } from './hiddenHook';

/** Whether a slot's card is unknown to this engine. */
export const isUnknown = (slot: number): boolean => slot < 0;

/** What an action reveals: unknown slot (its number) → the card it holds. */
export type Reveals = Readonly<Record<string, number>>;

/** The known cards of a list (what the engine can offer to play, choose or discard). */
export function knownOf(list: readonly number[]): readonly number[] {
  for (const c of list) if (c < 0) return list.filter((x) => x >= 0);
  return list;
}

/**
 * The action cannot go on until these slots are revealed (by whoever knows them). Where the rule
 * only tests the cards (`cardsWhere`), `cards` are those of the deck that pass its test: whoever
 * knows the slots may then claim one of them holds one of those, or that none does (D6).
 */
export function revealNeeded(rule: string, slots: readonly number[], cards?: readonly number[]): RuleError {
  return new RuleError(
    'REVEAL_NEEDED',
    rule,
    'The rule needs to know what these cards are',
    cards ? { slots: [...slots], cards: [...cards] } : { slots: [...slots] },
  );
}

/** Which deck a list's cards come from: strategy cards (numbers 1–110) or power-struggle cards (indexes). */
export type DeckKind = 'strategy' | 'struggle';

/**
 * What the action being applied says of unknown slots without naming their cards: slot → the
 * cards it may hold (online, a claim of the deal that its audit checks, docs/remote.md D6). A slot
 * whose every possible card fails a rule's test is no card of that rule: "none of these is a
 * scoring card" (4.5.4), "no other red-titled card" (#46). Set by `apply` for one action.
 */
let claimed: Readonly<Record<string, readonly number[]>> = {};

/** The claims of the action being applied (`apply` sets them, and clears them after it). */
export function setClaims(claims: unknown): void {
  if (claims === undefined) {
    claimed = {};
    return;
  }
  const ok =
    claims !== null &&
    typeof claims === 'object' &&
    !Array.isArray(claims) &&
    Object.entries(claims as Record<string, unknown>).every(
      ([k, v]) => Number.isInteger(Number(k)) && Number(k) < 0 && Array.isArray(v) && v.length > 0 && v.every((c) => Number.isInteger(c) && c > 0),
    );
  if (!ok) throw badReveal('claims map unknown slots to the cards they may hold', {});
  claimed = claims as Record<string, readonly number[]>;
}

/** Whether a claim of the action shows that `slot` holds no card for which `test` holds. */
const claimedNot = (slot: number, test: (card: number) => boolean): boolean => claimed[slot]?.every((c) => !test(c)) ?? false;

/** Whether a claim of the action shows that `slot` holds a card for which `test` holds (which one, it does not say). */
const claimedSo = (slot: number, test: (card: number) => boolean): boolean => claimed[slot]?.every(test) ?? false;

/** The unknown slots of `list` that may still hold a card for which `test` holds. */
const mayHold = (list: readonly number[], test: (card: number) => boolean): number[] => list.filter((c) => c < 0 && !claimedNot(c, test));

/**
 * The cards of `list` for which `test` holds, when it can be told: the known ones if any of them
 * does (an offer, a "holds one" check); else the unknown slots an action claimed to hold such a
 * card (returned as the slots: which card, the holder tells when he plays it); else every slot must
 * be known or claimed to hold none, so the others are asked for (`rule` needs them), with the
 * cards of the `deck` that pass the test.
 */
export function cardsWhere(list: readonly number[], test: (card: number) => boolean, rule: string, deck: DeckKind = 'strategy'): number[] {
  const found = knownOf(list).filter(test);
  if (found.length > 0) return found;
  const so = list.filter((c) => c < 0 && claimedSo(c, test));
  if (so.length > 0) return so;
  const open = mayHold(list, test);
  if (open.length === 0) return found;
  throw revealNeeded(rule, open, (deck === 'strategy' ? CARD_NUMBERS : PS_CARD_INDEXES).filter(test));
}

/** Every card of `list` for which `test` holds (#46): each slot known, or claimed to hold none. */
export function allCardsWhere(list: readonly number[], test: (card: number) => boolean, rule: string): number[] {
  const open = mayHold(list, test);
  if (open.length > 0) throw revealNeeded(rule, open);
  return knownOf(list).filter(test);
}

/** The card in `slot`: known, or the rule needs it revealed. */
export function identify(slot: number, rule: string): number {
  if (slot >= 0) return slot;
  throw revealNeeded(rule, [slot]);
}

/** Every slot of `list` known (each unknown one asked for). */
export function identifyAll(list: readonly number[], rule: string): readonly number[] {
  const unknown = list.filter((c) => c < 0);
  if (unknown.length > 0) throw revealNeeded(rule, unknown);
  return list;
}

function badReveal(message: string, params: Record<string, unknown>): RuleError {
  return new RuleError('BAD_REVEAL', '-', `Bad reveal: ${message}`, params);
}

/** Put `card` in `slot` of the list `get` gives, changed through `change` (copy-on-write); whether the slot was there. */
function put(list: readonly number[], slot: number, card: number, change: () => number[]): boolean {
  const i = list.indexOf(slot);
  if (i < 0) return false;
  change()[i] = card;
  return true;
}

/** Put `card` in the unknown `slot` wherever it lies in the working copy `s`: which cards the zone holds, or null. */
function replaceIn(s: GameState, slot: number, card: number): 'strategy' | 'struggle' | null {
  for (const side of SIDES)
    for (const list of ['hands', 'setAside'] as const) if (put(s[list][side], slot, card, () => sideListOf(s, list, side))) return 'strategy';
  for (const pile of ['drawPile', 'discard', 'removed', 'notYetAdded', 'inPlay'] as const)
    if (put(s[pile], slot, card, () => pileOf(s, pile))) return 'strategy';
  const ps = s.ps;
  if (ps) {
    for (const side of SIDES) if (put(ps.hands[side], slot, card, () => psOf(s).hands[side])) return 'struggle';
    for (const pile of ['deck', 'discard'] as const) if (put(ps[pile], slot, card, () => psOf(s)[pile])) return 'struggle';
  }
  const f = s.family;
  if (f) {
    for (const side of SIDES) {
      if (put(f.drawPiles[side], slot, card, () => familyForChange(s).drawPiles[side])) return 'strategy';
      if (put(f.discards[side], slot, card, () => familyForChange(s).discards[side])) return 'strategy';
      if (put(f.psHands[side], slot, card, () => familyForChange(s).psHands[side])) return 'struggle';
    }
    if (put(f.psDrawPile, slot, card, () => familyForChange(s).psDrawPile)) return 'struggle';
    if (put(f.psDiscard, slot, card, () => familyForChange(s).psDiscard)) return 'struggle';
  }
  return null;
}

/** 6.3.5 box 3: award cards a frame holds name the slots they were drawn into. */
function replaceInFrames(s: GameState, slot: number, card: number): void {
  s.stack.forEach((f, i) => {
    if (f.kind !== 'drawKeep' || !Array.isArray(f.drawn) || !f.drawn.includes(slot)) return;
    const g = frameAt(s, i) as typeof f;
    g.drawn = (g.drawn as number[]).map((c) => (c === slot ? card : c));
  });
}

/** Put the revealed cards in their slots of the working copy `s`; a reveal of no unknown slot, or of a card the slot's zone cannot hold, is refused. */
export function revealSlots(s: GameState, reveals: unknown): void {
  if (reveals === null || typeof reveals !== 'object' || Array.isArray(reveals)) throw badReveal('reveals map unknown slots to cards', {});
  for (const [key, card] of Object.entries(reveals as Record<string, unknown>)) {
    const slot = Number(key);
    if (!Number.isInteger(slot) || slot >= 0 || typeof card !== 'number') throw badReveal('a reveal names an unknown slot and a card', { slot: key });
    const kind = replaceIn(s, slot, card);
    if (kind === null && revealAhead(s, slot, card)) continue;
    if (kind === null) throw badReveal(`no slot ${slot} in the game`, { slot });
    const valid = kind === 'strategy' ? isCardNumber(card) : PS_CARD_INDEXES.includes(card);
    if (!valid) throw badReveal(`slot ${slot} cannot hold ${card}`, { slot, card });
    replaceInFrames(s, slot, card);
  }
}
