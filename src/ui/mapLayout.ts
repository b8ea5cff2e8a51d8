/**
 * Where each space box and country name goes on our SVG map: computed at build time by
 * tools/map-layout.ts into mapLayout.generated.ts (each space at its place, moved apart only as
 * far as readability needs; the land itself is in mapGeo.generated.ts, loaded after the first
 * render, with the country names). Only the adjacency pairs are listed here, from the game data.
 */
import { ADJACENT, type CountryId } from '../engine/data';
import { BOX_H, BOX_W, MAP_H, MAP_W, POSITION_XY } from './mapLayout.generated';

export { BOX_H, BOX_W, MAP_H, MAP_W };

/** Box centres by space index. */
export const POSITIONS: readonly { x: number; y: number }[] = Array.from({ length: POSITION_XY.length / 2 }, (_, i) => ({
  x: POSITION_XY[2 * i]!,
  y: POSITION_XY[2 * i + 1]!,
}));

export interface Point {
  x: number;
  y: number;
}

/**
 * The smallest font size (map units) a space's name uses: the board is laid out so that a laptop's
 * map shows it at ≥ 11 px as the page opens (numbers at ≥ 12 px), and a prompt's zoom keeps it so.
 */
export const MIN_FONT = 11.5;

/** The power badge under a country's name: a side's disc and how many times the Communist kept power. */
export const POWER_BADGE_W = 64;

/** Each country's own colour, strong: the band along the top of its spaces */
export const COUNTRY_BAND: Record<CountryId, string> = {
  'east-germany': '#a88a3e',
  poland: '#c0604f',
  czechoslovakia: '#5f9150',
  hungary: '#b98d21',
  romania: '#55779f',
  bulgaria: '#8f5a8a',
};

/** Adjacency pairs (each once) by space index. */
export const EDGES: readonly [number, number][] = ADJACENT.flatMap((list, i) => list.filter((j) => j > i).map((j): [number, number] => [i, j]));
