/**
 * Family mode cards (TR.1.1, TR.2.4.1): which cards each side's deck holds, the deal, and a
 * power-struggle card's value. The decks, hands and discards themselves are zones (../zones).
 */
import { cardAt, psCardAt, CARD_NUMBERS, SIDES, type Side } from '../data';
import { log } from '../log';
import type { GameState } from '../types';
import { dealAlternately, drawOwnInto, drawPsInto, familyPsHand, handSize } from '../zones';

/** TR.2.1 / TR.2.4.1 */
const FAMILY_HAND_SIZE = 5;
/** TR.2.4.1 */
const FAMILY_PS_HAND_SIZE = 3;

/** TR.1.1: the red (Communist) or blue (Democrat) cards; neutral and scoring cards stay in the box. */
export function sideDeck(side: Side): number[] {
  return CARD_NUMBERS.filter((c) => cardAt(c).side === side);
}

export function outOfFamilyGame(): number[] {
  return CARD_NUMBERS.filter((c) => cardAt(c).side === 'neutral' || cardAt(c).side === 'scoring');
}

/**
 * TR.2.4.1: each side draws up to 5 cards from its own deck (the Communist first), then both
 * refill their power-struggle hands to 3, one card at a time, the Communist first.
 */
export function dealFamily(s: GameState): void {
  const dealt = { communist: 0, democrat: 0 };
  for (const side of SIDES)
    while (handSize(s, side) < FAMILY_HAND_SIZE) {
      if (!drawOwnInto(s, side)) break;
      dealt[side]++;
    }
  const psDealt = dealAlternately(
    { communist: FAMILY_PS_HAND_SIZE, democrat: FAMILY_PS_HAND_SIZE },
    (side) => familyPsHand(s, side).length,
    (side) => drawPsInto(s, side),
  );
  log(s, 'familyDeal', { communist: dealt.communist, democrat: dealt.democrat, psCommunist: psDealt.communist, psDemocrat: psDealt.democrat });
}

/** A power-struggle card's value in a takeover: its rank, or 'W' for the wild cards (TR.2.4.3). */
export function psValue(card: number): number | 'W' {
  const c = psCardAt(card);
  return c.type === 'wild' || c.rank === null ? 'W' : c.rank;
}
