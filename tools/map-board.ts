/**
 * The board's frame and how the spaces take their places on it (tools/map-layout.ts uses these):
 * a brick grid of slots, the least-cost assignment of places to slots, the boxes loosened towards
 * their places, and the warp that carries the land along with them.
 */
export const BOX_W = 104;
export const BOX_H = 46;
/** the least room between two boxes */
export const GAP = 4;
/** the board: a landscape frame, the shape of a laptop's map area */
export const FRAME_W = 980;
export const FRAME_H = 700;
/** room around the outermost boxes: [left, top, right, bottom] (a change mark stands above a box) */
export const MARGIN = [8, 16, 8, 8] as const;
/**
 * Corners kept free of spaces for what the page lays over the map on a laptop: the tracks at the
 * top right (over the USSR), the legend at the bottom left (over Austria and Yugoslavia).
 */
export const TRACKS_CORNER = { w: 360, h: 160 };
export const LEGEND_CORNER = { w: 350, h: 132 };
export const RESERVED: Rect[] = [
  { x: FRAME_W - TRACKS_CORNER.w, y: 0, ...TRACKS_CORNER },
  { x: 0, y: FRAME_H - LEGEND_CORNER.h, ...LEGEND_CORNER },
];

/** the warp: how near a space a point must be to move with it, and how soon it fades (map units) */
const WARP_R = 10;
/** how far the spaces of one city are spread round it before they take their slots (map units) */
export const CITY_SPREAD = 12;
const WARP_FADE = 1e-9;

export interface Point {
  x: number;
  y: number;
}
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const overlaps = (a: Rect, b: Rect, pad = 0) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > -pad && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > -pad;

/**
 * The least total squared distance assignment of places to slots (Hungarian method, O(n²m)):
 * each space gets its own slot of the board's grid, as near its place as the others allow.
 */
export function assign(cost: (i: number, j: number) => number, n: number, m: number): number[] {
  if (m < n) throw new Error(`${n} spaces for ${m} slots`);
  // potentials u (rows: spaces), v (columns: slots); p[j] = row matched to column j (1-based)
  const u = new Float64Array(n + 1);
  const v = new Float64Array(m + 1);
  const p = new Int32Array(m + 1);
  const way = new Int32Array(m + 1);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Float64Array(m + 1).fill(Infinity);
    const used = new Uint8Array(m + 1);
    do {
      used[j0] = 1;
      const i0 = p[j0]!;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = cost(i0 - 1, j - 1) - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          u[p[j]!]! += delta;
          v[j]! -= delta;
        } else minv[j]! -= delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0);
  }
  const out = new Array<number>(n).fill(-1);
  for (let j = 1; j <= m; j++) if (p[j]) out[p[j]! - 1] = j - 1;
  return out;
}

/** The board's grid: rows of slots a box and a gap apart, every other row shifted half a slot (as bricks). */
export function slots(): Point[] {
  const out: Point[] = [];
  const pw = BOX_W + GAP;
  const ph = BOX_H + GAP;
  for (let r = 0; MARGIN[1] + BOX_H / 2 + r * ph <= FRAME_H - MARGIN[3] - BOX_H / 2; r++)
    for (let c = 0; ; c++) {
      const x = MARGIN[0] + BOX_W / 2 + (c + (r % 2) / 2) * pw;
      if (x > FRAME_W - MARGIN[2] - BOX_W / 2) break;
      const y = MARGIN[1] + BOX_H / 2 + r * ph;
      if (!RESERVED.some((z) => overlaps(z, { x: x - BOX_W / 2, y: y - BOX_H / 2, w: BOX_W, h: BOX_H }, GAP - 1e-6))) out.push({ x, y });
    }
  return out;
}

/** From the grid, each box slides towards its place as far as it can without touching another or leaving the board. */
export function loosen(pos: Point[], anchors: readonly Point[], fixed: readonly Rect[]): Point[] {
  const out = pos.map((p) => ({ ...p }));
  const w = BOX_W + GAP;
  const h = BOX_H + GAP;
  const free = (i: number, q: Point) =>
    q.x >= MARGIN[0] + BOX_W / 2 &&
    q.x <= FRAME_W - MARGIN[2] - BOX_W / 2 &&
    q.y >= MARGIN[1] + BOX_H / 2 &&
    q.y <= FRAME_H - MARGIN[3] - BOX_H / 2 &&
    out.every((o, j) => j === i || Math.abs(o.x - q.x) >= w - 1e-6 || Math.abs(o.y - q.y) >= h - 1e-6) &&
    !fixed.some((r) => overlaps(r, { x: q.x - BOX_W / 2, y: q.y - BOX_H / 2, w: BOX_W, h: BOX_H }, GAP - 1e-6));
  for (let it = 0; it < 40; it++)
    for (let i = 0; i < out.length; i++) {
      const p = out[i]!;
      const a = anchors[i]!;
      for (const k of [0.5, 0.25, 0.1]) {
        const q = { x: p.x + (a.x - p.x) * k, y: p.y + (a.y - p.y) * k };
        if (free(i, q)) {
          out[i] = q;
          break;
        }
        // one axis at a time
        const qx = { x: q.x, y: p.y };
        if (free(i, qx)) {
          out[i] = qx;
          break;
        }
        const qy = { x: p.x, y: q.y };
        if (free(i, qy)) {
          out[i] = qy;
          break;
        }
      }
    }
  return out;
}

/**
 * The board's warp: each point moves as the space boxes near it moved (inverse-distance weights,
 * fading far from every space), so the land follows the boxes and each stays on its country.
 */
export function warpOf(from: readonly Point[], to: readonly Point[]): (p: Point) => Point {
  const R2 = WARP_R ** 2;
  return (p) => {
    let sw = WARP_FADE;
    let dx = 0;
    let dy = 0;
    for (let i = 0; i < from.length; i++) {
      const f = from[i]!;
      const w = 1 / ((p.x - f.x) ** 2 + (p.y - f.y) ** 2 + R2) ** 2;
      sw += w;
      dx += w * (to[i]!.x - f.x);
      dy += w * (to[i]!.y - f.y);
    }
    return { x: p.x + dx / sw, y: p.y + dy / sw };
  };
}
