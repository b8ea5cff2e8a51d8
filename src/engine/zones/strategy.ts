/**
 * The strategy cards' zones (2.2, 4.3, 4.4): each side's hand and cards set aside (#77), the draw
 * pile, the cards not yet added, the discards, the removed cards and the cards in play. Rules read
 * them through the functions below (read-only lists) and change them only through the verbs, which
 * keep what each side knows of a card (./knowledge.ts) with it.
 */
import { identify } from './unknown';
import { cardAt, cardsOfPeriod, type Period, type Side } from '../data';
import { pileOf, sideListOf } from '../cow';
import { effectsWith, hook } from '../hooks';
import { log } from '../log';
import { pickRandom, shuffle, takeFromPile } from '../rng';
import type { GameState } from '../types';
import { decksHidden, hiddenDeckRules } from './hiddenHook';
import { forgetCard, unseenJoined } from './knowledge';

export const HAND_SIZE = 8;

/** `side`'s hand and set-aside cards as the action may change them (copy-on-write, ../cow.ts). */
const handOf = (s: GameState, side: Side): number[] => sideListOf(s, 'hands', side);
const setAsideOf = (s: GameState, side: Side): number[] => sideListOf(s, 'setAside', side);

export function isScoring(card: number): boolean {
  return cardAt(card).side === 'scoring';
}

// ---------------------------------------------------------------- reading

/** `side`'s hand. */
export const hand = (s: GameState, side: Side): readonly number[] => s.hands[side];
/** The cards `side` has set aside face down (#77). */
export const setAsideCards = (s: GameState, side: Side): readonly number[] => s.setAside[side];
/** The draw pile, top first. */
export const drawPile = (s: GameState): readonly number[] => s.drawPile;
/** The discard pile. */
export const discards = (s: GameState): readonly number[] => s.discard;
/** The cards removed from the game. */
export const removedCards = (s: GameState): readonly number[] => s.removed;
/** The cards being played, and those waiting beside the map for their effect to end (7.2). */
export const cardsInPlay = (s: GameState): readonly number[] => s.inPlay;
/** 4.4: the Middle and Late Year cards not yet shuffled in. */
export const cardsNotYetAdded = (s: GameState): readonly number[] => s.notYetAdded;

export const holds = (s: GameState, side: Side, card: number): boolean => s.hands[side].includes(card);
export const handSize = (s: GameState, side: Side): number => s.hands[side].length;
export const isOnTable = (s: GameState, card: number): boolean => s.inPlay.includes(card);
/** Whether the card is out of the game's hands and piles for now: discarded, removed or being played. */
export const isPlayedOut = (s: GameState, card: number): boolean => s.discard.includes(card) || s.removed.includes(card) || s.inPlay.includes(card);

// ---------------------------------------------------------------- the draw pile

/** 3.1, 4.3, 4.4: cards shuffled into the draw pile (under hidden decks, fresh unknown slots: ./hidden.ts). */
export function shuffleStrategy(s: GameState, cards: readonly number[]): number[] {
  if (decksHidden(s)) return hiddenDeckRules().formHiddenDeck(s, 'strategy', cards);
  return shuffle(s, cards, s.options.rig?.strategyDeck ?? []);
}

/** 3.1: the Early Year cards shuffled into the draw pile, the Middle and Late Year cards waiting (4.4). */
export function setUpStrategyDeck(s: GameState, early: readonly number[], waiting: readonly number[]): void {
  s.notYetAdded = waiting.slice();
  s.drawPile = shuffleStrategy(s, early);
}

/** Draw the top card; 4.3: an empty draw pile is refilled by shuffling the discards. */
export function drawCard(s: GameState): number | null {
  if (s.drawPile.length === 0 && s.discard.length > 0) {
    s.drawPile = shuffleStrategy(s, s.discard);
    s.discard = [];
    log(s, 'reshuffle', { cards: s.drawPile.length });
  }
  return takeFromPile(s, () => pileOf(s, 'drawPile'), 1, s.options.rig?.strategyDeck !== undefined)[0] ?? null;
}

/** Draw a card into `side`'s hand (known to him alone); null when nothing is left to draw. */
export function drawInto(s: GameState, side: Side): number | null {
  const c = drawCard(s);
  if (c !== null) putInHand(s, side, c, false);
  return c;
}

/** The hand size after the effects in force (e.g. Presidential Visit). */
function handSizeFor(s: GameState, side: Side, size: number): number {
  for (const e of effectsWith(s, 'handSize')) size = hook(e, 'handSize')(s, e, side, size);
  return size;
}

/** 4.5.1 / 3.1: deal to `size` cards, one at a time, alternating, Communist first. */
export function dealHands(s: GameState, size = HAND_SIZE): void {
  const limit = { communist: handSizeFor(s, 'communist', size), democrat: handSizeFor(s, 'democrat', size) };
  const dealt = dealAlternately(
    limit,
    (side) => s.hands[side].length,
    (side) => drawInto(s, side) !== null,
  );
  log(s, 'deal', { communist: dealt.communist, democrat: dealt.democrat });
}

/**
 * Deal one card at a time, alternating, the Communist first (4.5.1), until each hand reaches its
 * limit or nothing is left to draw; returns how many cards each side got. `dealTo` draws one card
 * into a side's hand and says whether there was one.
 */
export function dealAlternately(limit: Record<Side, number>, size: (side: Side) => number, dealTo: (side: Side) => boolean): Record<Side, number> {
  const dealt = { communist: 0, democrat: 0 };
  for (;;) {
    let any = false;
    for (const side of ['communist', 'democrat'] as const) {
      if (size(side) >= limit[side]) continue;
      if (!dealTo(side)) return dealt;
      dealt[side]++;
      any = true;
    }
    if (!any) return dealt;
  }
}

/** 4.4: the Middle or Late Year cards join the draw pile (not the discards), reshuffled. */
export function addPeriod(s: GameState, period: Period): void {
  const added = cardsOfPeriod(period).filter((c) => s.notYetAdded.includes(c));
  s.notYetAdded = s.notYetAdded.filter((c) => !added.includes(c));
  s.drawPile = shuffleStrategy(s, [...s.drawPile, ...added]);
  log(s, 'addPeriod', { period, cards: added.length });
}

// ---------------------------------------------------------------- hands

/** A card leaves `side`'s hand (played, discarded, taken); what the opponent knew of it goes with it. */
export function takeFromHand(s: GameState, side: Side, card: number): void {
  const i = s.hands[side].indexOf(card);
  if (i < 0) throw new Error(`card ${card} is not in the ${side} hand`);
  handOf(s, side).splice(i, 1);
  forgetCard(s, side, card);
}

/** A card joins `side`'s hand: `seen` when the opponent saw where it went (taken from the discards), else known to him alone. */
export function putInHand(s: GameState, side: Side, card: number, seen: boolean): void {
  handOf(s, side).push(card);
  if (!seen) unseenJoined(s, side);
}

/**
 * One card of `side`'s hand at random (#6, #71): it stays there until a verb moves it; undefined
 * for an empty hand. `rule` reads it, so a card this engine does not know is asked for (./unknown.ts).
 */
export function randomHandCard(s: GameState, side: Side, rule: string): number | undefined {
  const card = pickRandom(s, s.hands[side], 1)[0];
  return card === undefined ? undefined : identify(card, rule);
}

/** #77: a card of the hand set aside face down; the opponent sees only how many. */
export function setAside(s: GameState, side: Side, card: number): void {
  takeFromHand(s, side, card);
  setAsideOf(s, side).push(card);
}

/** #77: the cards set aside return to the hand (before the deal of the next turn); how many. */
export function returnSetAside(s: GameState, side: Side): number {
  const n = s.setAside[side].length;
  if (n === 0) return 0;
  handOf(s, side).push(...s.setAside[side]);
  setAsideOf(s, side).length = 0;
  unseenJoined(s, side);
  return n;
}

// ---------------------------------------------------------------- the piles

/** 2.2.4: a card goes face up to the discard pile (so a card this engine does not know is asked for, ./unknown.ts). */
export function discard(s: GameState, card: number): void {
  pileOf(s, 'discard').push(identify(card, '2.2.4'));
}

/** A card taken out of the discards (#15, #36, #67 play or take it from there). */
export function takeFromDiscards(s: GameState, card: number): void {
  pileOf(s, 'discard').splice(s.discard.indexOf(card), 1);
}

/** A card goes on the table: played from a hand, or taken from the discards to be played. */
export function putInPlay(s: GameState, card: number): void {
  pileOf(s, 'inPlay').push(card);
}

/** A card played leaves the table for the discards, the box, or stays there ('keep', 7.2). */
export function disposeOfPlayed(s: GameState, card: number, to: 'discard' | 'removed' | 'keep'): void {
  if (to === 'keep') return;
  pileOf(s, 'inPlay').splice(s.inPlay.indexOf(card), 1);
  pileOf(s, to).push(card);
}

/** A card waiting beside the map leaves play for the discards or the box; false if it was not there. */
export function leaveTable(s: GameState, card: number, to: 'discard' | 'removed'): boolean {
  const i = s.inPlay.indexOf(card);
  if (i < 0) return false;
  pileOf(s, 'inPlay').splice(i, 1);
  pileOf(s, to).push(card);
  return true;
}

/** A card goes from `side`'s hand to the table, to be played. */
export function playFromHand(s: GameState, side: Side, card: number): void {
  takeFromHand(s, side, card);
  putInPlay(s, card);
}

/** A card goes from `side`'s hand to the discards. */
export function discardFromHand(s: GameState, side: Side, card: number): void {
  takeFromHand(s, side, card);
  discard(s, card);
}
