/** Map queries: support, control (2.1.7), adjacency (2.1.6). */
import { adjacentTo, spaceAt, SPACES, SPACES_OF_COUNTRY, type CountryId, type Side } from './data';
import { supportRowOf } from './cow';
import type { GameState, SupportRow } from './types';

export const other = (side: Side): Side => (side === 'communist' ? 'democrat' : 'communist');

/** The SPs in space `i` (read only: change them through the functions below). */
export function rowAt(s: GameState, i: number): Readonly<SupportRow> {
  const row = s.support[i];
  if (!row) throw new Error(`no space with index ${i}`);
  return row;
}

export function sp(s: GameState, space: number, side: Side): number {
  return rowAt(s, space)[side];
}

/**
 * 2.1.7, the one formula of control: the SPs `side` still lacks to control a space with this
 * `row` of SPs and this stability number, with `extra` more SPs of its own (−1: one fewer). A side
 * controls the space when this is 0 or less; its SPs then exceed the opponent's by at least the
 * stability number.
 */
export function controlShortfall(row: Readonly<SupportRow>, stability: number, side: Side, extra = 0): number {
  return stability - (row[side] + extra - row[other(side)]);
}

/** 2.1.7: whether a side controls a space. */
export function controls(s: GameState, space: number, side: Side): boolean {
  return controlShortfall(rowAt(s, space), spaceAt(space).stability, side) <= 0;
}

/**
 * 2.1.7 for a side with `extra` more SPs of its own in the space (−1: one fewer). `controlsAfter(s, i, side, 0)`
 * is `controls`; one more SP of one side is one fewer for the margin of the other.
 */
export function controlsAfter(s: GameState, space: number, side: Side, extra: number): boolean {
  return controlShortfall(rowAt(s, space), spaceAt(space).stability, side, extra) <= 0;
}

/** 2.1.7: the SPs `side` still needs in a space to control it (0 when it does). */
export function spsToControl(s: GameState, space: number, side: Side): number {
  return Math.max(0, controlShortfall(rowAt(s, space), spaceAt(space).stability, side));
}

/** The side that controls a space (2.1.7), if any: one at most, since stability is at least 1. */
export function controller(s: GameState, space: number): Side | null {
  const row = rowAt(s, space);
  const stability = spaceAt(space).stability;
  return controlShortfall(row, stability, 'communist') <= 0 ? 'communist' : controlShortfall(row, stability, 'democrat') <= 0 ? 'democrat' : null;
}

export function isInPlay(s: GameState, space: number): boolean {
  return s.eliminated.length === 0 || !s.eliminated.includes(space);
}

/** Spaces of a country still on the map. */
export function countrySpaces(s: GameState, country: CountryId): number[] {
  return SPACES_OF_COUNTRY[country].filter((i) => isInPlay(s, i));
}

/**
 * Adjacent spaces still on the map. The neighbours of an eliminated space become adjacent to one
 * another (Systematization #69), so adjacency runs through eliminated spaces.
 */
export function adjacentInPlay(s: GameState, space: number): readonly number[] {
  if (s.eliminated.length === 0) return adjacentTo(space);
  return bypassTable(s.eliminated)[space]!;
}

/**
 * The adjacency of every space with the eliminated ones bypassed, one table per set of eliminated
 * spaces (a game eliminates one at most, so there are few): placement areas (6.1.2) ask it for
 * every space. Keyed by content, since a playout copy changes its list in place (cow.ts).
 */
const BYPASS = new Map<string, readonly (readonly number[])[]>();
let lastEliminated: readonly number[] = [];
let lastTable: readonly (readonly number[])[] = [];

function bypassTable(eliminated: readonly number[]): readonly (readonly number[])[] {
  if (eliminated.length === lastEliminated.length && eliminated.every((x, k) => x === lastEliminated[k])) return lastTable;
  const key = [...eliminated].sort((a, b) => a - b).join(',');
  let table = BYPASS.get(key);
  if (!table) {
    if (BYPASS.size >= 64) BYPASS.clear();
    const gone = new Set(eliminated);
    table = SPACES.map((_, i) => bypassing(gone, i));
    BYPASS.set(key, table);
  }
  lastEliminated = eliminated.slice();
  lastTable = table;
  return table;
}

function bypassing(gone: ReadonlySet<number>, space: number): readonly number[] {
  const found = new Set<number>();
  const seen = new Set<number>([space]);
  const queue = [...adjacentTo(space)];
  while (queue.length > 0) {
    const i = queue.shift() as number;
    if (seen.has(i)) continue;
    seen.add(i);
    if (!gone.has(i)) found.add(i);
    else queue.push(...adjacentTo(i));
  }
  return [...found].sort((a, b) => a - b);
}

export function addSupport(s: GameState, space: number, side: Side, n: number): void {
  if (n !== 0) supportRowOf(s, space)[side] += n;
}

/** Set a side's SPs in a space to `n`. */
export function setSupport(s: GameState, space: number, side: Side, n: number): void {
  if (rowAt(s, space)[side] !== n) supportRowOf(s, space)[side] = n;
}

/** Removes up to n SPs; returns how many were removed. */
export function removeSupport(s: GameState, space: number, side: Side, n: number): number {
  const k = Math.min(n, rowAt(s, space)[side]);
  if (k > 0) supportRowOf(s, space)[side] -= k;
  return k;
}

export function controlledIn(s: GameState, country: CountryId, side: Side): number[] {
  return countrySpaces(s, country).filter((i) => controls(s, i, side));
}

export function spaceName(space: number): string {
  return spaceAt(space).id;
}
