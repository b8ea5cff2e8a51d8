/**
 * Hidden decks (docs/engine.md "Hidden decks"): under the deal of online play
 * (docs/remote.md "The deal") no page may know where a card went in a shuffle. With the game
 * option `hiddenDecks`, each shuffle that mixes cards into a pile (3.1's first deck, 4.3's
 * reshuffle of the discards, 4.4's Middle and Late Year cards added to the pile, 8.1's struggle
 * deck) does not use the game's generator: the pile becomes fresh unknown slots (./unknown.ts),
 * and the state records, as plain data, that deck D was formed with these slots from these cards
 * (and, at 4.4, the unknown slots still in the pile). Whoever deals (the pages' passes) decides
 * which card each slot holds. Without the option nothing changes. These rules load only with the
 * deal (src/engine/hiddenDecks.ts installs them through ./hiddenHook.ts).
 */
import { isCardNumber, PS_CARD_INDEXES } from '../data';
import { RuleError } from '../errors';
import { noteRandomness } from '../finality';
import type { DeckFormed, GameState } from '../types';
import { decksHidden, formedDecks, NO_HIDDEN_DECKS, type HiddenDeckRules } from './hiddenHook';

/**
 * A shuffle under hidden decks: the cards (and unknown slots) of `from` become as many fresh
 * unknown slots, returned top first, and the formation is recorded. The state's record is replaced,
 * never changed in place (states are copy-on-write).
 */
function formHiddenDeck(s: GameState, kind: DeckFormed['kind'], from: readonly number[]): number[] {
  noteRandomness(s, 'shuffles');
  const h = s.hidden ?? NO_HIDDEN_DECKS;
  const slots = from.map((_, i) => h.next - i);
  const n = h.formed.filter((d) => d.kind === kind).length + 1;
  const entry: DeckFormed = { deck: `${kind}/${n}`, kind, slots, from: from.slice() };
  s.hidden = { next: h.next - from.length, formed: [...h.formed, entry] };
  // a slot the action revealed before it was formed holds its card from the start
  return slots.map((slot) => takeAhead(slot, kind));
}

/** Reveals of the action being applied for slots it has not formed yet (a deck it forms, then reads). */
const ahead = new Map<number, number>();

/** Whether `slot` is one no deck has been given yet: its reveal waits for the deck that forms it. */
function revealAhead(s: GameState, slot: number, card: number): boolean {
  if (!decksHidden(s) || slot > (s.hidden ?? NO_HIDDEN_DECKS).next) return false;
  ahead.set(slot, card);
  return true;
}

function takeAhead(slot: number, kind: DeckFormed['kind']): number {
  const card = ahead.get(slot);
  if (card === undefined) return slot;
  ahead.delete(slot);
  if (!(kind === 'strategy' ? isCardNumber(card) : PS_CARD_INDEXES.includes(card)))
    throw new RuleError('BAD_REVEAL', '-', `Bad reveal: slot ${slot} cannot hold ${card}`, { slot, card });
  return card;
}

/** The action is over: a reveal of a slot it never formed is refused (`apply` calls this before it returns), and none is kept. */
function endAhead(ok: boolean): void {
  const left = [...ahead.keys()];
  ahead.clear();
  if (ok && left.length > 0) throw new RuleError('BAD_REVEAL', '-', `Bad reveal: no slot ${left[0]} in the game`, { slot: left[0] });
}

/**
 * A REVEAL_NEEDED refusal of an action that formed decks before it stopped names them
 * (`params.formed`): the slots asked for may be theirs, and under the deal they are dealt before
 * they can be shown. The action applied again forms the same decks with the same slots.
 */
function withFormed(e: unknown, before: GameState, working: GameState): unknown {
  if (!(e instanceof RuleError) || e.code !== 'REVEAL_NEEDED' || working.hidden === before.hidden) return e;
  return new RuleError(e.code, e.rule, e.message, { ...e.params, formed: formedDecks(working).slice(formedDecks(before).length) });
}

export const HIDDEN_DECK_RULES: HiddenDeckRules = { formHiddenDeck, revealAhead, endAhead, withFormed };
