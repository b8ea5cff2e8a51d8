/** The strategy deck: drawing, dealing, reshuffles (4.3), Middle/Late Year cards (4.4). */
import { cardAt, cardsOfPeriod, type Period, type Side } from './data';
import { handOf, pileOf } from './cow';
import { effectsWith, hook } from './hooks';
import { log } from './log';
import { shuffle, takeFromPile } from './rng';
import type { GameState } from './types';

export const HAND_SIZE = 8;

export function shuffleStrategy(s: GameState, cards: readonly number[]): number[] {
  return shuffle(s, cards, s.options.rig?.strategyDeck ?? []);
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
    (side) => handOf(s, side),
    () => drawCard(s),
  );
  log(s, 'deal', { communist: dealt.communist, democrat: dealt.democrat });
}

/**
 * Deal one card at a time, alternating, the Communist first (4.5.1), until each hand reaches its
 * limit or nothing is left to draw; returns how many cards each side got.
 */
export function dealAlternately(limit: Record<Side, number>, hand: (side: Side) => number[], draw: () => number | null): Record<Side, number> {
  const dealt = { communist: 0, democrat: 0 };
  for (;;) {
    let any = false;
    for (const side of ['communist', 'democrat'] as const) {
      if (hand(side).length >= limit[side]) continue;
      const c = draw();
      if (c === null) return dealt;
      hand(side).push(c);
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

export function takeFromHand(s: GameState, side: Side, card: number): void {
  const i = s.hands[side].indexOf(card);
  if (i < 0) throw new Error(`card ${card} is not in the ${side} hand`);
  handOf(s, side).splice(i, 1);
}

export function isScoring(card: number): boolean {
  return cardAt(card).side === 'scoring';
}

export function toDiscard(s: GameState, card: number): void {
  pileOf(s, 'discard').push(card);
}
