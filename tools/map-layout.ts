/**
 * Our own map's geometry, worked out once and written to src/ui/mapLayout.generated.ts
 * (`npm run map-layout`; tests/ui/map-layout.test.ts checks the file is current).
 *
 * Each country gets its own area on the board, placed as the countries lie (East Germany west
 * of Poland, Czechoslovakia south of Poland, Hungary south of it, Romania east of Hungary,
 * Bulgaria south of Romania): a grid of slots under a band for its name. A country's spaces go
 * into its slots by their latitude and longitude (projected, stretched to the country's grid)
 * with the least total squared distance, so the spaces keep their relative geography and never
 * leave their country. The drawn area is the union of the occupied slots (padded) and the name
 * band, so areas cannot overlap.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SPACES, type CountryId } from '../src/engine/data';

export const BOX_W = 110;
export const BOX_H = 52;
const SLOT_W = 118;
const SLOT_H = 62;
/** room around the slots inside an area, and the band for the country's name */
const PAD = 8;
const LABEL_H = 24;

interface Frame {
  id: CountryId;
  x: number;
  y: number;
  cols: number;
  rows: number;
}

/** Where each country's grid sits and its size (cols × rows ≥ its spaces). */
const FRAMES: Frame[] = [
  { id: 'east-germany', x: 0, y: 0, cols: 3, rows: 4 },
  { id: 'poland', x: 378, y: 0, cols: 5, rows: 4 },
  { id: 'czechoslovakia', x: 378, y: 294, cols: 4, rows: 3 },
  { id: 'romania', x: 874, y: 294, cols: 4, rows: 4 },
  { id: 'hungary', x: 260, y: 526, cols: 4, rows: 3 },
  { id: 'bulgaria', x: 756, y: 588, cols: 4, rows: 3 },
];

export const MAP_W = 1370;
export const MAP_H = 814;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface CountryArea {
  id: CountryId;
  /** the area: its name band and its occupied slots, each padded; drawn as one shape */
  rects: Rect[];
  /** where the country's name starts (left end of its baseline) */
  label: Point;
}

/** Minimum-cost assignment of rows to columns (Hungarian method), rows ≤ columns. */
function assign(cost: number[][]): number[] {
  const n = cost.length;
  const m = cost[0]!.length;
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(m + 1).fill(0);
  const p = new Array<number>(m + 1).fill(0);
  const way = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(m + 1).fill(Infinity);
    const used = new Array<boolean>(m + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0]!;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= m; j++)
        if (!used[j]) {
          const cur = cost[i0 - 1]![j - 1]! - u[i0]! - v[j]!;
          if (cur < minv[j]!) {
            minv[j] = cur;
            way[j] = j0;
          }
          if (minv[j]! < delta) {
            delta = minv[j]!;
            j1 = j;
          }
        }
      for (let j = 0; j <= m; j++)
        if (used[j]) {
          u[p[j]!]! += delta;
          v[j]! -= delta;
        } else minv[j]! -= delta;
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0);
  }
  const result = new Array<number>(n).fill(-1);
  for (let j = 1; j <= m; j++) if (p[j]) result[p[j]! - 1] = j - 1;
  return result;
}

const round = (x: number) => Math.round(x * 10) / 10;

export function computeLayout(): { positions: Point[]; areas: CountryArea[] } {
  const positions: Point[] = new Array(SPACES.length);
  const areas: CountryArea[] = [];
  const k = Math.cos((48.5 * Math.PI) / 180);
  for (const f of FRAMES) {
    const spaces = SPACES.filter((s) => s.country === f.id);
    if (spaces.length > f.cols * f.rows) throw new Error(`${f.id}: ${spaces.length} spaces, ${f.cols * f.rows} slots`);
    // projected geography, stretched to the grid (0..cols-1, 0..rows-1)
    const geo = spaces.map((s) => ({ x: s.lon * k, y: -s.lat }));
    const [x0, x1] = [Math.min(...geo.map((g) => g.x)), Math.max(...geo.map((g) => g.x))];
    const [y0, y1] = [Math.min(...geo.map((g) => g.y)), Math.max(...geo.map((g) => g.y))];
    const anchors = geo.map((g) => ({ c: ((g.x - x0) / (x1 - x0 || 1)) * (f.cols - 1), r: ((g.y - y0) / (y1 - y0 || 1)) * (f.rows - 1) }));
    const slots: { c: number; r: number }[] = [];
    for (let r = 0; r < f.rows; r++) for (let c = 0; c < f.cols; c++) slots.push({ c, r });
    // squared distance; a tiny tie-break by index keeps spaces at one place (capital, its writers...) in a stable order
    const cost = anchors.map((a, i) => slots.map((sl, j) => (a.c - sl.c) ** 2 + (a.r - sl.r) ** 2 + ((i * 7 + j) % 13) * 1e-6));
    const chosen = assign(cost);
    const left = f.x + PAD;
    const top = f.y + PAD + LABEL_H;
    const rects: Rect[] = [{ x: f.x, y: f.y, w: f.cols * SLOT_W + 2 * PAD, h: LABEL_H + PAD }];
    spaces.forEach((s, i) => {
      const sl = slots[chosen[i]!]!;
      const cx = left + sl.c * SLOT_W + SLOT_W / 2;
      const cy = top + sl.r * SLOT_H + SLOT_H / 2;
      positions[s.index] = { x: round(cx), y: round(cy) };
      // the slot padded out to the area's edge where it lies on it, so neighbouring slots join
      const rx0 = sl.c === 0 ? f.x : left + sl.c * SLOT_W;
      const rx1 = sl.c === f.cols - 1 ? f.x + f.cols * SLOT_W + 2 * PAD : left + (sl.c + 1) * SLOT_W;
      const ry1 = sl.r === f.rows - 1 ? top + f.rows * SLOT_H + PAD : top + (sl.r + 1) * SLOT_H;
      rects.push({ x: rx0, y: top + sl.r * SLOT_H, w: rx1 - rx0, h: ry1 - (top + sl.r * SLOT_H) });
    });
    // the name at the band's left (text-anchor start), room for the power badge at its right
    areas.push({ id: f.id, rects, label: { x: f.x + PAD + 4, y: f.y + PAD + LABEL_H - 8 } });
  }
  return { positions, areas };
}

function write(): void {
  const { positions, areas } = computeLayout();
  const out = `// Generated by tools/map-layout.ts (npm run map-layout). Edit the tool, not this file.
import type { CountryId } from '../engine/data';

export const MAP_W = ${MAP_W};
export const MAP_H = ${MAP_H};
export const BOX_W = ${BOX_W};
export const BOX_H = ${BOX_H};

/** Box centres by space index. */
export const POSITIONS: readonly { x: number; y: number }[] = ${JSON.stringify(positions)};

/** Each country's area (rectangles drawn as one shape) and where its name goes. */
export const COUNTRY_AREAS: readonly { id: CountryId; rects: { x: number; y: number; w: number; h: number }[]; label: { x: number; y: number } }[] = ${JSON.stringify(areas)};
`;
  writeFileSync(fileURLToPath(new URL('../src/ui/mapLayout.generated.ts', import.meta.url)), out);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) write();
