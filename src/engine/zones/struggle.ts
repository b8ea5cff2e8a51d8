/**
 * The power-struggle cards' zones (8.0): the deck, each side's hand and the discards of the
 * struggle under way. The deck is known to nobody, a hand to its owner (to both while an event lays
 * it open, #70 Securitate, through the `revealsPowerStruggleHand` hook), the discards to both (Polish FAQ 8.3.1).
 */
import { psOf } from '../cow';
import { other } from '../board';
import { PS_CARD_INDEXES, type Side } from '../data';
import { pickRandom, shuffle, takeFromPile } from '../rng';
import type { GameState } from '../types';
import { decksHidden, hiddenDeckRules } from './hiddenHook';
import { psHandKnower } from './knowledge';
import { identify } from './unknown';

/** The struggle under way, read only. */
function struggle(s: GameState): NonNullable<GameState['ps']> {
  if (!s.ps) throw new Error('no power struggle is under way');
  return s.ps;
}

/** `side`'s power-struggle hand. */
export const psHand = (s: GameState, side: Side): readonly number[] => struggle(s).hands[side];
/** The struggle's deck, top first. */
export const psDeck = (s: GameState): readonly number[] => struggle(s).deck;
/** The struggle's discards. */
export const psDiscards = (s: GameState): readonly number[] => struggle(s).discard;

/** `side`'s view of the opponent's struggle hand: the cards when it is laid open to him, else null. */
export function openOpponentPsHand(s: GameState, side: Side): readonly number[] | null {
  const opp = other(side);
  return psHandKnower(s, opp) === 'both' ? struggle(s).hands[opp] : null;
}

const rigged = (s: GameState): boolean => s.options.rig?.powerStruggleDeck !== undefined;

/** 8.1 / FAQ 8.1.1: all 52 cards shuffled, then dealt to the Communist, then to the Democrat. */
export function dealStruggleCards(s: GameState, counts: Record<Side, number>): { deck: number[]; hands: Record<Side, number[]> } {
  // under hidden decks the 52 cards become fresh unknown slots (./hidden.ts)
  const deck = decksHidden(s)
    ? hiddenDeckRules().formHiddenDeck(s, 'struggle', PS_CARD_INDEXES)
    : shuffle(s, PS_CARD_INDEXES, s.options.rig?.powerStruggleDeck ?? []);
  const hands = { communist: [] as number[], democrat: [] as number[] };
  for (const side of ['communist', 'democrat'] as const) hands[side] = deck.splice(0, counts[side]);
  return { deck, hands };
}

/** A card leaves `side`'s struggle hand for the struggle's discards (played, or discarded to raise). */
export function discardFromPsHand(s: GameState, side: Side, card: number): void {
  const hand = psOf(s).hands[side];
  hand.splice(hand.indexOf(card), 1);
  // the discards are public (Polish FAQ 8.3.1): a card this engine does not know is asked for (./unknown.ts)
  psOf(s).discard.push(identify(card, '8.3.1'));
}

/** Up to `n` cards of `side`'s struggle hand at random go to the discards (8.3.2 Support Falters). */
export function discardRandomPsCards(s: GameState, side: Side, n: number): void {
  for (const c of pickRandom(s, psOf(s).hands[side], n)) discardFromPsHand(s, side, c);
}

/** `side` draws up to `n` cards from the struggle's deck (8.3.2 Support Surges). */
export function drawPsCards(s: GameState, side: Side, n: number): void {
  const drawn = takeFromPile(s, () => psOf(s).deck, n, rigged(s));
  psOf(s).hands[side].push(...drawn);
}

/** Up to `n` cards from the top of the struggle's deck go face up to its discards (#54); returns them. */
export function drawPsToDiscards(s: GameState, n: number): number[] {
  const drawn = takeFromPile(s, () => psOf(s).deck, n, rigged(s));
  psOf(s).discard.push(...drawn);
  return drawn;
}

/** Up to `n` cards of `from`'s struggle hand at random move to `to`'s (#17, #72, #102); returns how many. */
export function takeRandomPsCards(s: GameState, from: Side, to: Side, n: number): number {
  const ps = psOf(s);
  const taken = pickRandom(s, ps.hands[from], n);
  for (const c of taken) ps.hands[from].splice(ps.hands[from].indexOf(c), 1);
  ps.hands[to].push(...taken);
  return taken.length;
}
