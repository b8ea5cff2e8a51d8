/**
 * Who knows each card (docs/design.md "Card zones"): every slot of every zone is known to nobody,
 * to one side or to both. A zone says it for most of its slots — a draw pile to nobody, a hand or
 * the cards set aside to their owner, the discards, the removed cards and the cards in play to
 * both — and the state records only the exceptions: the cards of a hand the opponent has seen
 * there (`GameState.shown`: #13 Stasi's announced card, #15 Honecker's card taken from the
 * discards, #46 Goodbye Lenin!'s red-titled cards) and what a reveal showed the rest of it not to
 * hold (#46). A card leaving a hand takes what was known of it along; a card joining a hand unseen
 * makes the rest of it unknown again.
 */
import { other } from '../board';
import { shownOf } from '../cow';
import type { Side } from '../data';
import { allHooks } from '../hooks';
import type { GameState, ShownCards } from '../types';

/** Who knows a slot's card. */
export type Knower = 'nobody' | Side | 'both';

const NOTHING_SHOWN: ShownCards = Object.freeze({ cards: Object.freeze([]) as unknown as number[], noRedTitled: false });

/** What the opponent has seen of `owner`'s hand (read only). */
export function shownFrom(s: Pick<GameState, 'shown'>, owner: Side): ShownCards {
  return s.shown?.[owner] ?? NOTHING_SHOWN;
}

/** Who knows that `owner`'s hand holds `card` (the owner, or both once the opponent saw it there). */
export function knowerOfHandCard(s: Pick<GameState, 'shown'>, owner: Side, card: number): Knower {
  return shownFrom(s, owner).cards.includes(card) ? 'both' : owner;
}

/** Who knows `owner`'s struggle hand: he alone, or both while an event lays it open (#70). */
export function psHandKnower(s: GameState, owner: Side): Knower {
  return s.ps !== null && !allHooks(s, 'revealsPowerStruggleHand', (h, e) => !h(s, e, owner)) ? 'both' : owner;
}

/** `owner`'s cards (still in his hand) are shown to the opponent; a shown card stays known while it stays there. */
export function showToOpponent(s: GameState, owner: Side, cards: readonly number[]): void {
  if (cards.length === 0) return;
  const k = shownOf(s, owner);
  for (const c of cards) if (!k.cards.includes(c)) k.cards.push(c);
}

/** #46: the opponent has seen every red-titled card of `owner`'s hand, so the rest holds none. */
export function showNoRedTitledRest(s: GameState, owner: Side): void {
  shownOf(s, owner).noRedTitled = true;
}

/** A card left `owner`'s hand (or set-aside cards): what the opponent knew of it goes with it. */
export function forgetCard(s: GameState, owner: Side, card: number): void {
  const k = s.shown?.[owner];
  if (!k || !k.cards.includes(card)) return;
  const w = shownOf(s, owner);
  w.cards.splice(w.cards.indexOf(card), 1);
}

/** A card the opponent has not seen joined `owner`'s hand: what a reveal said of the rest no longer holds. */
export function unseenJoined(s: GameState, owner: Side): void {
  if (s.shown?.[owner]?.noRedTitled) shownOf(s, owner).noRedTitled = false;
}

/** What `side` knows of the opponent's hand: the cards seen in it and whether the rest holds no red-titled card. */
export function knownOfOpponent(s: Pick<GameState, 'shown'>, side: Side): ShownCards {
  return shownFrom(s, other(side));
}
