/** Typed lookups over the static game data (map, cards, tables). */
import { SPACE_ROWS } from './spaces.generated';
import { CARD_ROWS } from './cards.generated';
import { POWER_STRUGGLE_ROWS } from './powerStruggleCards.generated';
import { COUNTRY_ROWS, TIANANMEN_BOXES, RESULTS_TABLE, USSR_TRACK } from './tables.generated';
import { RuleError } from '../errors';
import type { CardData, CountryData, CountryId, PowerStruggleCardData, Side, SpaceData } from './types';

export * from './types';
export { TIANANMEN_BOXES, RESULTS_TABLE, USSR_TRACK };

/** All 75 spaces; SPACES[i].index === i. */
export const SPACES: readonly SpaceData[] = [...SPACE_ROWS].sort((a, b) => a.index - b.index);
/** Every space's index, in order. */
export const SPACE_INDEXES: readonly number[] = SPACES.map((s) => s.index);
/** The two sides, the Communist first (he goes first in each action round, 4.5). */
export const SIDES: readonly Side[] = ['communist', 'democrat'];
export const isSide = (x: unknown): x is Side => x === 'communist' || x === 'democrat';
const spaceIndexById = new Map(SPACES.map((s) => [s.id, s.index]));

export function spaceIndex(id: string): number {
  const i = spaceIndexById.get(id);
  if (i === undefined) throw new Error(`unknown space id ${id}`);
  return i;
}
export function isSpaceId(id: unknown): id is string {
  return typeof id === 'string' && spaceIndexById.has(id);
}

/** Adjacency by space index (2.1.6). */
export const ADJACENT: readonly (readonly number[])[] = SPACES.map((s) => s.adjacent.map(spaceIndex));

export const COUNTRIES: readonly CountryData[] = COUNTRY_ROWS;
export const COUNTRY_IDS: readonly CountryId[] = COUNTRY_ROWS.map((c) => c.id);
export const COUNTRY: Readonly<Record<CountryId, CountryData>> = Object.fromEntries(COUNTRY_ROWS.map((c) => [c.id, c])) as Record<CountryId, CountryData>;
export const SPACES_OF_COUNTRY: Readonly<Record<CountryId, readonly number[]>> = Object.fromEntries(
  COUNTRY_ROWS.map((c) => [c.id, SPACES.filter((s) => s.country === c.id).map((s) => s.index)]),
) as Record<CountryId, number[]>;

/** Strategy cards by number, 1..110. */
export const CARDS: Readonly<Record<number, CardData>> = Object.fromEntries(CARD_ROWS.map((c) => [c.number, c]));
export const CARD_NUMBERS: readonly number[] = CARD_ROWS.map((c) => c.number);
export function isCardNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n in CARDS;
}
const PERIOD_CARDS = new Map<CardData['period'], readonly number[]>();

/** The strategy cards of a period, by number (a shared list: copy it before changing it). */
export function cardsOfPeriod(period: CardData['period']): readonly number[] {
  let cards = PERIOD_CARDS.get(period);
  if (!cards) PERIOD_CARDS.set(period, (cards = Object.freeze(CARD_ROWS.filter((c) => c.period === period).map((c) => c.number))));
  return cards;
}

/** Power-struggle cards by index, 1..52. */
export const PS_CARDS: Readonly<Record<number, PowerStruggleCardData>> = Object.fromEntries(POWER_STRUGGLE_ROWS.map((c) => [c.index, c]));
export const PS_CARD_INDEXES: readonly number[] = POWER_STRUGGLE_ROWS.map((c) => c.index);

/** 10.4.1: the Communist's final-scoring bonus per country where he still holds power. */
export const FINAL_BONUS_PER_COUNTRY = -4;
/** 10.1 */
export const AUTOMATIC_VICTORY_VP = 20;

/** The space with index `i` (throws for an index that is not a space). */
export function spaceAt(i: number): SpaceData {
  const x = SPACES[i];
  if (!x) throw new Error(`no space with index ${i}`);
  return x;
}

/** The strategy card numbered `n` (throws for a number that is not a card). */
/**
 * A rule read a card in a slot this engine does not know (docs/engine.md "Unknown slots") without
 * asking for it: it cannot yet run on unknown slots, and says so.
 */
function unknownSlot(n: number): RuleError {
  return new RuleError('UNKNOWN_SLOT', '-', `A rule read the card of unknown slot ${n}, which it cannot run on yet`, { slot: n });
}

export function cardAt(n: number): CardData {
  const x = CARDS[n];
  if (!x) throw n < 0 ? unknownSlot(n) : new Error(`no strategy card ${n}`);
  return x;
}

/** The power-struggle card with index `n`. */
export function psCardAt(n: number): PowerStruggleCardData {
  const x = PS_CARDS[n];
  if (!x) throw n < 0 ? unknownSlot(n) : new Error(`no power-struggle card ${n}`);
  return x;
}

/** The spaces adjacent to space `i` (2.1.6). */
export function adjacentTo(i: number): readonly number[] {
  const x = ADJACENT[i];
  if (!x) throw new Error(`no space with index ${i}`);
  return x;
}
