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
import { isCardNumber, PS_CARD_INDEXES, SIDES } from '../data';
import { RuleError } from '../errors';
import type { GameState } from '../types';

/** Whether a slot's card is unknown to this engine. */
export const isUnknown = (slot: number): boolean => slot < 0;

/** What an action reveals: unknown slot (its number) → the card it holds. */
export type Reveals = Readonly<Record<string, number>>;

/** The known cards of a list (what the engine can offer to play, choose or discard). */
export function knownOf(list: readonly number[]): readonly number[] {
  for (const c of list) if (c < 0) return list.filter((x) => x >= 0);
  return list;
}

/** The action cannot go on until these slots are revealed (by whoever knows them). */
export function revealNeeded(rule: string, slots: readonly number[]): RuleError {
  return new RuleError('REVEAL_NEEDED', rule, 'The rule needs to know what these cards are', { slots: [...slots] });
}

/**
 * The cards of `list` for which `test` holds, when it can be told: the known ones if any of them
 * does (an offer, a "holds one" check), else every slot must be known, so the unknown ones are
 * asked for (`rule` needs them).
 */
export function cardsWhere(list: readonly number[], test: (card: number) => boolean, rule: string): number[] {
  const known = knownOf(list);
  const found = known.filter(test);
  if (found.length > 0 || known.length === list.length) return found;
  throw revealNeeded(
    rule,
    list.filter((c) => c < 0),
  );
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
    if (kind === null) throw badReveal(`no slot ${slot} in the game`, { slot });
    const valid = kind === 'strategy' ? isCardNumber(card) : PS_CARD_INDEXES.includes(card);
    if (!valid) throw badReveal(`slot ${slot} cannot hold ${card}`, { slot, card });
    replaceInFrames(s, slot, card);
  }
}
