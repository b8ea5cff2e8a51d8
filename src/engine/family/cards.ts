/**
 * Family mode cards (TR.1.1, TR.1.2, TR.2.3, TR.2.4.1): each side's own strategy deck and discard,
 * and one power-struggle deck whose cards players keep in hand between turns.
 */
import { familyForChange, handOf, isWorking } from '../cow';
import { cardAt, psCardAt, CARD_NUMBERS, SIDES, type Side } from '../data';
import { dealAlternately } from '../deck';
import { log } from '../log';
import { shuffle, takeFromPile } from '../rng';
import type { FamilyState, GameState } from '../types';

/** TR.2.1 / TR.2.4.1 */
const FAMILY_HAND_SIZE = 5;
/** TR.2.4.1 */
const FAMILY_PS_HAND_SIZE = 3;

/** The family-mode piles; the working copy of an action gets its own copy to change. */
export function familyOf(s: GameState): FamilyState {
  if (!s.family) throw new Error('not a family game');
  return isWorking(s) ? familyForChange(s) : s.family;
}

/** TR.1.1: the red (Communist) or blue (Democrat) cards; neutral and scoring cards stay in the box. */
export function sideDeck(side: Side): number[] {
  return CARD_NUMBERS.filter((c) => cardAt(c).side === side);
}

export function outOfFamilyGame(): number[] {
  return CARD_NUMBERS.filter((c) => cardAt(c).side === 'neutral' || cardAt(c).side === 'scoring');
}

export function shuffleSideDeck(s: GameState, cards: readonly number[]): number[] {
  return shuffle(s, cards, s.options.rig?.strategyDeck ?? []);
}

export function shufflePsDeck(s: GameState, cards: readonly number[]): number[] {
  return shuffle(s, cards, s.options.rig?.powerStruggleDeck ?? []);
}

/** Draw from the side's own deck; TR.2.3: an empty deck is refilled by shuffling its discards. */
function drawOwn(s: GameState, side: Side): number | null {
  const f = familyOf(s);
  if (f.drawPiles[side].length === 0 && f.discards[side].length > 0) {
    f.drawPiles[side] = shuffleSideDeck(s, f.discards[side]);
    f.discards[side] = [];
    log(s, 'familyReshuffle', { side, cards: f.drawPiles[side].length });
  }
  return takeFromPile(s, () => familyOf(s).drawPiles[side], 1, s.options.rig?.strategyDeck !== undefined)[0] ?? null;
}

/** Draw a power-struggle card; TR.2.3 applies to this deck too. */
function drawPs(s: GameState): number | null {
  const f = familyOf(s);
  if (f.psDrawPile.length === 0 && f.psDiscard.length > 0) {
    f.psDrawPile = shufflePsDeck(s, f.psDiscard);
    f.psDiscard = [];
    log(s, 'familyPsReshuffle', { cards: f.psDrawPile.length });
  }
  return takeFromPile(s, () => familyOf(s).psDrawPile, 1, s.options.rig?.powerStruggleDeck !== undefined)[0] ?? null;
}

/**
 * TR.2.4.1: each side draws up to 5 cards from its own deck (the Communist first), then both
 * refill their power-struggle hands to 3, one card at a time, the Communist first.
 */
export function dealFamily(s: GameState): void {
  const f = familyOf(s);
  const dealt = { communist: 0, democrat: 0 };
  for (const side of SIDES)
    while (s.hands[side].length < FAMILY_HAND_SIZE) {
      const c = drawOwn(s, side);
      if (c === null) break;
      handOf(s, side).push(c);
      dealt[side]++;
    }
  const psDealt = dealAlternately(
    { communist: FAMILY_PS_HAND_SIZE, democrat: FAMILY_PS_HAND_SIZE },
    (side) => f.psHands[side],
    () => drawPs(s),
  );
  log(s, 'familyDeal', { communist: dealt.communist, democrat: dealt.democrat, psCommunist: psDealt.communist, psDemocrat: psDealt.democrat });
}

/** A power-struggle card's value in a takeover: its rank, or 'W' for the wild cards (TR.2.4.3). */
export function psValue(card: number): number | 'W' {
  const c = psCardAt(card);
  return c.type === 'wild' || c.rank === null ? 'W' : c.rank;
}
