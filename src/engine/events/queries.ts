/**
 * The board queries event scripts share (countries and spaces, control, power, a card's Ops for an
 * event): questions about the state, which change nothing. The steps that change it are the card
 * vocabulary in ./steps.ts.
 */
import { controls, countrySpaces, isInPlay, rowAt, spsToControl } from '../board';
import { cardAt, COUNTRY_IDS, spaceAt, SPACES_OF_COUNTRY, spaceIndex, type CountryId, type Side, type Socio } from '../data';
import { opsValue } from '../ops';
import type { GameState } from '../types';

export const EASTERN_EUROPE: readonly CountryId[] = ['east-germany', 'poland', 'czechoslovakia', 'hungary'];
export const BALKANS: readonly CountryId[] = ['romania', 'bulgaria'];

export const idx = spaceIndex;

/** Spaces (indexes, still on the map) of some countries (default: all), optionally filtered. */
export function spacesIn(s: GameState, countries: readonly CountryId[] = COUNTRY_IDS, pred: (i: number) => boolean = () => true): number[] {
  const out: number[] = [];
  for (const c of countries) for (const i of SPACES_OF_COUNTRY[c]) if (isInPlay(s, i) && pred(i)) out.push(i);
  return out;
}

/** Spaces of one socio-economic type (optionally in one country), still on the map. */
export function spacesOfType(s: GameState, socio: Socio, country?: CountryId): number[] {
  return spacesIn(s, country ? [country] : COUNTRY_IDS, (i) => spaceAt(i).socio === socio);
}

/** Spaces of a country (still on the map) that `side` controls, optionally of some types. */
export function controlledSpaces(s: GameState, country: CountryId, side: Side, types?: readonly Socio[]): number[] {
  return countrySpaces(s, country).filter((i) => controls(s, i, side) && (!types || types.includes(spaceAt(i).socio)));
}

/** Countries where `side` holds Power (8.4.4, 2.4.1). */
export function countriesWithPower(s: GameState, side: Side): CountryId[] {
  return COUNTRY_IDS.filter((c) => s.power[c].holder === side);
}

/** Accessors that never return undefined (use them instead of `SPACES[i]!`, `CARDS[n]!`, `s.support[i]!`). */
export { spaceAt, cardAt, rowAt, spsToControl };

/** A card's Ops value for an event that uses it (7.3.3: the resolving side's modifiers apply). */
export function eventOps(s: GameState, side: Side, card: number): number {
  return opsValue(s, side, { card, use: 'event' });
}
