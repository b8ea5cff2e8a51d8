/**
 * The family mode's zones (TR.1.2, TR.2.3, TR.2.4.1): each side's own strategy deck and discards, and
 * one power-struggle deck whose cards the players keep in hand between turns (the hands of the
 * strategy cards are the standard ones, ./strategy.ts). The decks are known to nobody, a hand to
 * its owner, the discards to both.
 */
import { other } from '../board';
import { familyForChange, isWorking } from '../cow';
import type { Side } from '../data';
import { log } from '../log';
import { shuffle, takeFromPile } from '../rng';
import type { FamilyState, GameState } from '../types';
import { putInHand, takeFromHand } from './strategy';

/** The family-mode piles; the working copy of an action gets its own copy to change. */
export function familyOf(s: GameState): FamilyState {
  if (!s.family) throw new Error('not a family game');
  return isWorking(s) ? familyForChange(s) : s.family;
}

function piles(s: GameState): FamilyState {
  if (!s.family) throw new Error('not a family game');
  return s.family;
}

/** `side`'s family power-struggle hand. */
export const familyPsHand = (s: GameState, side: Side): readonly number[] => piles(s).psHands[side];

export function shuffleSideDeck(s: GameState, cards: readonly number[]): number[] {
  return shuffle(s, cards, s.options.rig?.strategyDeck ?? []);
}

export function shufflePsDeck(s: GameState, cards: readonly number[]): number[] {
  return shuffle(s, cards, s.options.rig?.powerStruggleDeck ?? []);
}

/**
 * TR.1.1 / TR.1.2: the cards out of the family game go to the box, the three decks are shuffled
 * separately (Communist, Democrat, power struggle); hands and discards start empty.
 */
export function setUpFamilyDecks(
  s: GameState,
  box: readonly number[],
  communistCards: readonly number[],
  democratCards: readonly number[],
  psCards: readonly number[],
): void {
  s.removed = box.slice();
  const communist = shuffleSideDeck(s, communistCards);
  const democrat = shuffleSideDeck(s, democratCards);
  const ps = shufflePsDeck(s, psCards);
  s.family = {
    drawPiles: { communist, democrat },
    discards: { communist: [], democrat: [] },
    psDrawPile: ps,
    psDiscard: [],
    psHands: { communist: [], democrat: [] },
  };
}

/** Draw from the side's own deck into his hand; TR.2.3: an empty deck is refilled by shuffling its discards. */
export function drawOwnInto(s: GameState, side: Side): boolean {
  const f = familyOf(s);
  if (f.drawPiles[side].length === 0 && f.discards[side].length > 0) {
    f.drawPiles[side] = shuffleSideDeck(s, f.discards[side]);
    f.discards[side] = [];
    log(s, 'familyReshuffle', { side, cards: f.drawPiles[side].length });
  }
  const c = takeFromPile(s, () => familyOf(s).drawPiles[side], 1, s.options.rig?.strategyDeck !== undefined)[0];
  if (c === undefined) return false;
  putInHand(s, side, c, false);
  return true;
}

/** Draw a power-struggle card into `side`'s hand; TR.2.3 applies to this deck too. */
export function drawPsInto(s: GameState, side: Side): boolean {
  const f = familyOf(s);
  if (f.psDrawPile.length === 0 && f.psDiscard.length > 0) {
    f.psDrawPile = shufflePsDeck(s, f.psDiscard);
    f.psDiscard = [];
    log(s, 'familyPsReshuffle', { cards: f.psDrawPile.length });
  }
  const c = takeFromPile(s, () => familyOf(s).psDrawPile, 1, s.options.rig?.powerStruggleDeck !== undefined)[0];
  if (c === undefined) return false;
  familyOf(s).psHands[side].push(c);
  return true;
}

/** TR.2.4.2: a card played from the hand goes to its side's own discards. */
export function discardOwn(s: GameState, side: Side, card: number): void {
  takeFromHand(s, side, card);
  familyOf(s).discards[side].push(card);
}

/** TR.2.4.3: a power-struggle card played in a takeover goes to the power-struggle discards. */
export function playFamilyPsCard(s: GameState, side: Side, card: number): void {
  const fam = familyOf(s);
  fam.psHands[side].splice(fam.psHands[side].indexOf(card), 1);
  fam.psDiscard.push(card);
}

/** The family mode's cards as one side sees them (TR.1.2). */
export interface FamilyView {
  drawPileSizes: Record<Side, number>;
  discards: Record<Side, number[]>;
  /** own power-struggle hand */
  psHand: number[];
  opponentPsHandSize: number;
  psDrawPileSize: number;
  psDiscard: number[];
}

/** What one side may see of the family mode's cards: its own power-struggle hand, pile sizes, discards. */
export function familyView(s: GameState, side: Side): FamilyView | null {
  const f = s.family;
  if (!f) return null;
  return {
    drawPileSizes: { communist: f.drawPiles.communist.length, democrat: f.drawPiles.democrat.length },
    discards: f.discards,
    psHand: f.psHands[side],
    opponentPsHandSize: f.psHands[other(side)].length,
    psDrawPileSize: f.psDrawPile.length,
    psDiscard: f.psDiscard,
  };
}
