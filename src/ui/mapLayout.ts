/**
 * Where each space box and country area goes on our SVG map: computed at build time by
 * tools/map-layout.ts into mapLayout.generated.ts (every space inside its own country's area,
 * areas apart). Only the adjacency pairs are listed here, from the game data.
 */
import { ADJACENT } from '../engine/data';
import { BOX_H, BOX_W, COUNTRY_AREAS, MAP_H, MAP_W, POSITIONS } from './mapLayout.generated';

export { BOX_H, BOX_W, COUNTRY_AREAS, MAP_H, MAP_W, POSITIONS };

export interface Point {
  x: number;
  y: number;
}

/** The smallest font size (map units) a space box uses: the zoom a prompt opens at keeps it ≥ 11 px. */
export const MIN_FONT = 10.5;

/** The power badge after a country's name: a side's disc and how many times the Communist kept power. */
export const POWER_BADGE_W = 64;

/** Adjacency pairs (each once) by space index. */
export const EDGES: readonly [number, number][] = ADJACENT.flatMap((list, i) =>
  list.filter((j) => j > i).map((j): [number, number] => [i, j]),
);
