/**
 * Where each space box goes on our SVG map: latitude/longitude through an equirectangular
 * projection stretched to the map area, then overlapping boxes pushed apart by a few rounds of
 * pairwise repulsion (deterministic, computed once when the module loads).
 */
import { ADJACENT, COUNTRY_IDS, SPACES, type CountryId } from '../engine/data';

export const MAP_W = 1000;
export const MAP_H = 800;
export const BOX_W = 92;
export const BOX_H = 44;
const MARGIN = 14;
const GAP = 6;
/** extra room between boxes of different countries, so that borders can be seen */
const BORDER_GAP = 16;

export interface Point {
  x: number;
  y: number;
}

function project(): Point[] {
  const k = Math.cos((48.5 * Math.PI) / 180);
  const raw = SPACES.map((s) => ({ x: s.lon * k, y: -s.lat }));
  const xs = raw.map((p) => p.x);
  const ys = raw.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const left = MARGIN + BOX_W / 2;
  const top = MARGIN + BOX_H / 2 + 14;
  const w = MAP_W - 2 * left;
  const h = MAP_H - top - MARGIN - BOX_H / 2;
  return raw.map((p) => ({ x: left + ((p.x - x0) / (x1 - x0)) * w, y: top + ((p.y - y0) / (y1 - y0)) * h }));
}

function clamp(p: Point): void {
  p.x = Math.max(MARGIN + BOX_W / 2, Math.min(MAP_W - MARGIN - BOX_W / 2, p.x));
  p.y = Math.max(MARGIN + 14 + BOX_H / 2, Math.min(MAP_H - MARGIN - BOX_H / 2, p.y));
}

/** Push overlapping boxes apart along the axis where they overlap least; a weak pull toward home. */
function relax(anchors: Point[]): Point[] {
  const p = anchors.map((a) => ({ ...a }));
  const n = p.length;
  const country = SPACES.map((s) => s.country);
  for (let iter = 0; iter < 400; iter++) {
    let moved = false;
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const a = p[i]!;
        const b = p[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const gap = country[i] === country[j] ? GAP : BORDER_GAP;
        const ox = BOX_W + gap - Math.abs(dx);
        const oy = BOX_H + gap - Math.abs(dy);
        if (ox <= 0 || oy <= 0) continue;
        moved = true;
        if (ox / BOX_W < oy / BOX_H) {
          const s = (dx === 0 ? (i % 2 ? 1 : -1) : Math.sign(dx)) * (ox / 2 + 0.01);
          a.x -= s;
          b.x += s;
        } else {
          const s = (dy === 0 ? (j % 2 ? 1 : -1) : Math.sign(dy)) * (oy / 2 + 0.01);
          a.y -= s;
          b.y += s;
        }
      }
    for (let i = 0; i < n; i++) {
      const q = p[i]!;
      if (iter < 300) {
        q.x += (anchors[i]!.x - q.x) * 0.02;
        q.y += (anchors[i]!.y - q.y) * 0.02;
      }
      clamp(q);
    }
    if (!moved && iter > 300) break;
  }
  return p.map((q) => ({ x: Math.round(q.x * 10) / 10, y: Math.round(q.y * 10) / 10 }));
}

/** Box centres by space index. */
export const POSITIONS: readonly Point[] = relax(project());

/** Adjacency pairs (each once) by space index. */
export const EDGES: readonly [number, number][] = ADJACENT.flatMap((list, i) =>
  list.filter((j) => j > i).map((j): [number, number] => [i, j]),
);

export interface CountryShape {
  id: CountryId;
  /** padded boxes and links between neighbouring boxes of the country: drawn together as one area */
  rects: { x: number; y: number; w: number; h: number }[];
  links: [Point, Point][];
  label: Point;
}

const PAD = 9;

function overlapsBox(x: number, y: number, w: number, h: number): number {
  return POSITIONS.filter((c) => Math.abs(c.x - x) < (BOX_W + w) / 2 && Math.abs(c.y - y) < (BOX_H + h) / 2).length;
}

/** Each country as the union of its padded boxes and its internal links, labelled where it is clearest. */
export const COUNTRY_SHAPES: readonly CountryShape[] = COUNTRY_IDS.map((id) => {
  const idx = SPACES.filter((s) => s.country === id).map((s) => s.index);
  const rects = idx.map((i) => {
    const c = POSITIONS[i]!;
    return { x: c.x - BOX_W / 2 - PAD, y: c.y - BOX_H / 2 - PAD, w: BOX_W + 2 * PAD, h: BOX_H + 2 * PAD };
  });
  const links = EDGES.filter(([a, b]) => SPACES[a]!.country === id && SPACES[b]!.country === id).map(
    ([a, b]): [Point, Point] => [POSITIONS[a]!, POSITIONS[b]!],
  );
  const pts = idx.map((i) => POSITIONS[i]!);
  const top = pts.reduce((a, b) => (b.y < a.y ? b : a));
  const bottom = pts.reduce((a, b) => (b.y > a.y ? b : a));
  const left = pts.reduce((a, b) => (b.x < a.x ? b : a));
  const right = pts.reduce((a, b) => (b.x > a.x ? b : a));
  const candidates: Point[] = [
    { x: top.x, y: top.y - BOX_H / 2 - PAD - 4 },
    { x: bottom.x, y: bottom.y + BOX_H / 2 + PAD + 12 },
    { x: left.x, y: left.y - BOX_H / 2 - PAD - 4 },
    { x: right.x, y: right.y - BOX_H / 2 - PAD - 4 },
  ].map((q) => ({ x: Math.max(70, Math.min(MAP_W - 70, q.x)), y: Math.max(12, Math.min(MAP_H - 4, q.y)) }));
  const label = candidates.reduce((a, b) => (overlapsBox(b.x, b.y - 5, 120, 14) < overlapsBox(a.x, a.y - 5, 120, 14) ? b : a));
  return { id, rects, links, label };
});
