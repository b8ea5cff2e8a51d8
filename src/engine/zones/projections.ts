/**
 * What the zones tell, read from the slots' knowledge (./knowledge.ts): whether a side holds cards
 * the other may not see (the hotseat cover), how many hidden cards an action showed the acting side
 * (finality), and the zones' part of the checksum.
 */
import { other } from '../board';
import type { Side } from '../data';
import type { GameState, ShownCards } from '../types';
import { psHandKnower, shownFrom } from './knowledge';

const sorted = (xs: readonly number[] | undefined): number[] => [...(xs ?? [])].sort((x, y) => x - y);

/**
 * docs/design.md "Hidden information and hotseat": whether `side` holds cards only he knows (hand,
 * set-aside cards, power-struggle hand), so the screen is covered before he decides.
 */
export function hasHiddenCards(s: GameState, side: Side): boolean {
  return s.hands[side].length > 0 || s.setAside[side].length > 0 || (s.ps !== null && s.ps.hands[side].length > 0);
}

function strategyHidden(s: GameState, side: Side): readonly number[] {
  const aside = s.setAside[side];
  return aside.length === 0 ? s.hands[side] : [...s.hands[side], ...aside];
}

function psHidden(s: GameState, side: Side): number[] {
  return [...(s.ps?.hands[side] ?? []), ...(s.family?.psHands[side] ?? [])];
}

/** Whether a strategy card lies in a pile nobody knows (the draw pile, a family deck). */
function inUnknownPile(s: GameState, c: number): boolean {
  const fam = s.family;
  return s.drawPile.includes(c) || (fam !== undefined && (fam.drawPiles.communist.includes(c) || fam.drawPiles.democrat.includes(c)));
}

/**
 * How many of the other side's hidden cards `viewer` saw for the first time between `before` and
 * `after` (finality): cards of his hand it has now seen there, cards that left his hand, set-aside
 * cards or struggle hand for a zone it knows (anywhere but a draw pile), and his struggle hand laid open.
 */
export function cardsShownTo(before: GameState, after: GameState, viewer: Side): number {
  const owner = other(viewer);
  let n = 0;
  // cards still in his hand, now seen there
  if (after.shown !== before.shown) {
    const was = shownFrom(before, owner).cards;
    for (const c of shownFrom(after, owner).cards) if (!was.includes(c) && before.hands[owner].includes(c)) n++;
  }
  // states share unchanged parts (copy-on-write): unchanged hands, set-aside cards, power
  // struggle and family cards hide what they hid
  if (
    after.hands[owner] === before.hands[owner] &&
    after.setAside[owner] === before.setAside[owner] &&
    before.ps === after.ps &&
    before.family === after.family
  )
    return n;
  const heldBefore = strategyHidden(before, owner);
  const held = strategyHidden(after, owner);
  for (const c of heldBefore) if (!held.includes(c) && !inUnknownPile(after, c)) n++;
  const psNow = psHidden(after, owner);
  for (const c of psHidden(before, owner)) if (!psNow.includes(c) && !after.ps?.deck.includes(c) && !after.family?.psDrawPile.includes(c)) n++;
  // his struggle hand laid open (#70)
  const open = (s: GameState): boolean => s.ps !== null && psHandKnower(s, owner) === 'both';
  if (after.ps && after.ps.hands[owner].length > 0 && open(after) && !open(before)) n++;
  return n;
}

/** The zones as the checksum covers them (./checksum.ts): unordered where order does not matter, the draw piles in order. */
export function zonesProjection(s: GameState): Record<string, unknown> {
  const both = <T>(f: (side: Side) => T) => ({ communist: f('communist'), democrat: f('democrat') });
  return {
    hands: both((x) => sorted(s.hands[x])),
    setAside: both((x) => sorted(s.setAside[x])),
    drawPile: s.drawPile,
    discard: sorted(s.discard),
    removed: sorted(s.removed),
    notYetAdded: sorted(s.notYetAdded),
    inPlay: s.inPlay,
  };
}

/** The struggle's zones as the checksum covers them. */
export function psZonesProjection(ps: NonNullable<GameState['ps']>): Record<string, unknown> {
  return { deck: ps.deck, discard: sorted(ps.discard), hands: { communist: sorted(ps.hands.communist), democrat: sorted(ps.hands.democrat) } };
}

/** The family mode's zones as the checksum covers them. */
export function familyZonesProjection(f: NonNullable<GameState['family']>): Record<string, unknown> {
  return {
    drawPiles: f.drawPiles,
    discards: { communist: sorted(f.discards.communist), democrat: sorted(f.discards.democrat) },
    psDrawPile: f.psDrawPile,
    psDiscard: sorted(f.psDiscard),
    psHands: { communist: sorted(f.psHands.communist), democrat: sorted(f.psHands.democrat) },
  };
}

/** One side's own cards as its view shows them (a PlayerView is one). */
export interface OwnCardsSeen {
  hand: readonly number[];
  ownShown: ShownCards;
  setAside: readonly number[];
  powerStruggle: { hand: readonly number[]; opponentHand: readonly number[] | null } | null;
  family: { psHand: readonly number[] } | null;
}

/**
 * What of the cards in `seen` is known to both sides, so a screen that must not show that side's
 * cards may still show it: the cards of his hand the opponent has seen there (#13, #15, #46) and
 * the opponent's struggle hand while it lies open (#70); none of his set-aside cards (#77) nor of
 * his own struggle hands.
 */
export function knownToBoth(seen: OwnCardsSeen): {
  hand: number[];
  setAside: number[];
  psHand: number[];
  opponentPsHand: number[] | null;
  familyPsHand: number[];
} {
  const shown = seen.ownShown.cards;
  return {
    hand: seen.hand.filter((c) => shown.includes(c)),
    setAside: [],
    psHand: [],
    opponentPsHand: seen.powerStruggle?.opponentHand ? seen.powerStruggle.opponentHand.slice() : null,
    familyPsHand: [],
  };
}
