/**
 * The part of hidden decks every game loads (docs/engine.md "Hidden decks"): whether a game's decks
 * are hidden, the decks formed so far, the option's check, and the door through which the rules
 * of ./hidden.ts come in. Those rules load only with online play's deal (src/engine/hiddenDecks.ts
 * installs them), so the first load of a game in hotseat or against the computer does not carry
 * them; a game with the option and without them is refused at its start.
 */
import { RuleError } from '../errors';
import type { DeckFormed, GameState, HiddenDecks } from '../types';

/** The first unknown slot a hidden deck is given: far from any other negative number of a state (the VP marker). */
export const FIRST_HIDDEN_SLOT = -1001;

/** Whether the game's decks are hidden (online play over the deal). */
export const decksHidden = (s: GameState): boolean => s.options.hiddenDecks === true;

export const NO_HIDDEN_DECKS: HiddenDecks = Object.freeze({ next: FIRST_HIDDEN_SLOT, formed: Object.freeze([]) as unknown as DeckFormed[] });

/** The decks formed so far, oldest first (read only). */
export const formedDecks = (s: Pick<GameState, 'hidden'>): readonly DeckFormed[] => (s.hidden ?? NO_HIDDEN_DECKS).formed;

/** The rules of hidden decks (./hidden.ts), as the shuffles, the reveals and `apply` call them. */
export interface HiddenDeckRules {
  /** A shuffle under hidden decks: the cards of `from` become fresh unknown slots, top first. */
  formHiddenDeck(s: GameState, kind: DeckFormed['kind'], from: readonly number[]): number[];
  /** Whether a revealed slot is one the action has not formed yet (its reveal waits for the deck). */
  revealAhead(s: GameState, slot: number, card: number): boolean;
  /** The action is over: with `ok`, a reveal of a slot it never formed is refused. */
  endAhead(ok: boolean): void;
  /** A REVEAL_NEEDED refusal of an action that formed decks names them (`params.formed`). */
  withFormed(e: unknown, before: GameState, working: GameState): unknown;
}

let rules: HiddenDeckRules | null = null;

/** src/engine/hiddenDecks.ts: the rules come in. */
export function installHiddenDecks(r: HiddenDeckRules): void {
  rules = r;
}

/** The rules of a game whose decks are hidden (checked at its start, so they are there). */
export function hiddenDeckRules(): HiddenDeckRules {
  if (!rules) throw new RuleError('BAD_OPTIONS', '3.1', 'Hidden decks are played over online play’s deal, and its rules are not loaded', {});
  return rules;
}

/** Reveals of slots not yet formed: only under hidden decks. */
export const revealAhead = (s: GameState, slot: number, card: number): boolean => decksHidden(s) && hiddenDeckRules().revealAhead(s, slot, card);

/** The end of an action: a no-op unless the rules of hidden decks are loaded. */
export const endAhead = (ok: boolean): void => rules?.endAhead(ok);

/** A refusal naming the decks the action formed, when the rules of hidden decks are loaded. */
export const withFormed = (e: unknown, before: GameState, working: GameState): unknown => (rules ? rules.withFormed(e, before, working) : e);

/**
 * The options hidden decks do not combine with: the family mode's own decks (TR.1.1, not hidden
 * yet) and rigged decks (a rigged order is an order both pages know); and they need their rules loaded.
 */
export function checkHiddenDecksOptions(o: Record<string, unknown>): void {
  if (o.hiddenDecks === undefined) return;
  if (o.hiddenDecks !== true && o.hiddenDecks !== false) throw new RuleError('BAD_OPTIONS', '3.1', 'hiddenDecks is true or false', {});
  if (o.hiddenDecks !== true) return;
  if (o.mode === 'family') throw new RuleError('BAD_OPTIONS', 'TR.1.1', 'The family mode’s decks cannot be hidden yet', {});
  const rig = o.rig as Record<string, unknown> | undefined;
  if (rig && (rig.strategyDeck !== undefined || rig.powerStruggleDeck !== undefined))
    throw new RuleError('BAD_OPTIONS', '3.1', 'A rigged deck cannot be hidden', {});
  hiddenDeckRules();
}
