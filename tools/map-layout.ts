/**
 * Our own map of Eastern Europe in 1989, worked out once and written to two generated modules
 * (`npm run map-layout`; tests/ui/map-layout.test.ts checks both are current):
 *
 * - src/ui/mapLayout.generated.ts, part of the page from the start: the map's size, each space's
 *   box centre and where each of the six countries' names goes;
 * - src/ui/mapGeo.generated.ts, loaded after the first render: the land as SVG paths.
 *
 * Geography: Natural Earth (public domain) 1:50m countries from `world-atlas`, read with
 * `topojson-client`. Today's Czechia and Slovakia are merged into Czechoslovakia, the Soviet
 * republics into the USSR, the Yugoslav republics into Yugoslavia. Germany is one country in the
 * data: East Germany is the part east of the inner-German border, and West Berlin is cut out of
 * it; both are drawn from the coordinates below. Everything is projected (Lambert conformal conic,
 * standard parallels 44° and 52° N), clipped to the board and simplified (Douglas–Peucker), so
 * the page ships only what it draws.
 *
 * Spaces: the board is a landscape frame the shape of a laptop's map area (FRAME_W × FRAME_H), so
 * that a laptop shows the whole board as the page opens with every name at ≥ 11 px. Each space's
 * place (its latitude and longitude, projected) is stretched onto the frame; the spaces and the six
 * countries' names then get slots of a brick grid, each as near its place as the others allow and
 * each country held together (least total squared distance: the Hungarian method), and slide from
 * their slots towards their places where there is room. The land is warped to follow: each point
 * moves as the spaces near it moved, so each space lies on its own country.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { merge, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { COUNTRY_IDS, SPACES, type CountryId } from '../src/engine/data';
import { SPACE_LOCATIONS } from '../src/engine/data/spaceLocations.generated';
import { LANGS, type Lang } from '../src/i18n';
import {
  assign,
  BOX_H,
  BOX_W,
  CITY_SPREAD,
  FRAME_H,
  FRAME_W,
  GAP,
  loosen,
  MARGIN,
  overlaps,
  RESERVED,
  slots,
  warpOf,
  type Point,
  type Rect,
} from './map-board';

export { BOX_H, BOX_W, FRAME_H, FRAME_W, LEGEND_CORNER, TRACKS_CORNER, type Point, type Rect } from './map-board';

/** the land is drawn well outside the board, so a wider or taller window shows more of it, not paper */
const CLIP_OUT = 300;
/** Douglas–Peucker tolerance, map units */
const TOLERANCE = 1.2;
/** Where a name goes (the left end of its baseline) and the room it may take. */
export interface Label {
  id: string;
  x: number;
  y: number;
  w: number;
}

/** the inner-German border, north to south: Lübeck Bay to the meeting point with Czechoslovakia (lon, lat) */
export const INNER_GERMAN_BORDER: readonly [number, number][] = [
  [10.89, 54.02],
  [10.9, 53.95],
  [10.82, 53.85],
  [10.78, 53.72],
  [10.95, 53.62],
  [10.85, 53.5],
  [10.62, 53.38],
  [10.83, 53.3],
  [11.1, 53.2],
  [11.4, 53.1],
  [11.6, 53.04],
  [11.5, 52.95],
  [11.27, 52.88],
  [11.0, 52.85],
  [10.8, 52.75],
  [10.95, 52.58],
  [10.93, 52.43],
  [11.02, 52.25],
  [10.95, 52.08],
  [10.75, 52.0],
  [10.56, 51.9],
  [10.62, 51.72],
  [10.65, 51.57],
  [10.42, 51.55],
  [10.25, 51.47],
  [10.0, 51.35],
  [9.98, 51.2],
  [10.2, 51.0],
  [9.93, 50.9],
  [10.05, 50.75],
  [9.95, 50.62],
  [10.08, 50.5],
  [10.35, 50.45],
  [10.6, 50.35],
  [10.9, 50.38],
  [11.15, 50.34],
  [11.26, 50.45],
  [11.48, 50.52],
  [11.62, 50.4],
  [11.9, 50.37],
  [12.1, 50.32],
];
/** West Berlin's outline (lon, lat) */
export const WEST_BERLIN: readonly [number, number][] = [
  [13.11, 52.56],
  [13.2, 52.63],
  [13.29, 52.66],
  [13.33, 52.62],
  [13.39, 52.56],
  [13.375, 52.52],
  [13.39, 52.505],
  [13.445, 52.5],
  [13.47, 52.47],
  [13.52, 52.41],
  [13.45, 52.38],
  [13.35, 52.39],
  [13.24, 52.41],
  [13.15, 52.39],
  [13.09, 52.44],
  [13.12, 52.5],
];

/** Natural Earth ids (ISO 3166 numeric) merged into the countries of 1989 */
const GROUPS: Record<string, readonly string[]> = {
  poland: ['616'],
  czechoslovakia: ['203', '703'],
  hungary: ['348'],
  romania: ['642'],
  bulgaria: ['100'],
  germany: ['276'],
  austria: ['040'],
  yugoslavia: ['705', '191', '070', '688', '499', '807', 'Kosovo'],
  ussr: ['643', '804', '112', '498', '440', '428', '233'],
  other: ['208', '752', '380', '300', '792', '008', '756', '528', '056', '442', '250', '438', '674', '336'],
};
/** The neighbours named on the map, each at a place of its own (lon, lat), and the seas. */
const NEIGHBOUR_ANCHORS: Record<string, [number, number]> = {
  'west-germany': [10.3, 49.6],
  austria: [14.6, 47.45],
  yugoslavia: [19.6, 44.2],
  ussr: [26.5, 50.4],
  baltic: [15.0, 54.75],
  black: [30.2, 43.9],
};
/** room a neighbour's or sea's name may take (the longest of its three languages, in map units) */
const NEIGHBOUR_W: Record<string, number> = { 'west-germany': 220, austria: 180, yugoslavia: 200, ussr: 90, baltic: 190, black: 170 };
const NEIGHBOUR_H = 18;
/** the land each neighbour's name lies on */
const NEIGHBOUR_GROUP: Record<string, string> = { 'west-germany': 'germany', austria: 'austria', yugoslavia: 'yugoslavia', ussr: 'ussr' };
/** a game country's name: its baseline this far below its two slots' top (bold capitals at 15 px), its power badge under it */
const NAME_H = 20;

// Lambert conformal conic
const RAD = Math.PI / 180;
const EARTH_KM = 6371;
const P1 = 44 * RAD;
const P2 = 52 * RAD;
const L0 = 19.5 * RAD;
const N = Math.log(Math.cos(P1) / Math.cos(P2)) / Math.log(Math.tan(Math.PI / 4 + P2 / 2) / Math.tan(Math.PI / 4 + P1 / 2));
const F = (Math.cos(P1) * Math.tan(Math.PI / 4 + P1 / 2) ** N) / N;
const rho = (lat: number) => (EARTH_KM * F) / Math.tan(Math.PI / 4 + (lat * RAD) / 2) ** N;
const RHO0 = rho(48);
/** kilometres east and south of 19.5° E, 48° N */
export function project(lon: number, lat: number): Point {
  const r = rho(lat);
  const th = N * (lon * RAD - L0);
  return { x: r * Math.sin(th), y: r * Math.cos(th) - RHO0 };
}

type Ring = Point[];

/** Sutherland–Hodgman against an axis-aligned rectangle (convex), so a ring stays one ring. */
function clipRing(ring: Ring, r: Rect): Ring {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p.x >= r.x, (a, b) => ({ x: r.x, y: a.y + ((b.y - a.y) * (r.x - a.x)) / (b.x - a.x) })],
    [(p) => p.x <= r.x + r.w, (a, b) => ({ x: r.x + r.w, y: a.y + ((b.y - a.y) * (r.x + r.w - a.x)) / (b.x - a.x) })],
    [(p) => p.y >= r.y, (a, b) => ({ x: a.x + ((b.x - a.x) * (r.y - a.y)) / (b.y - a.y), y: r.y })],
    [(p) => p.y <= r.y + r.h, (a, b) => ({ x: a.x + ((b.x - a.x) * (r.y + r.h - a.y)) / (b.y - a.y), y: r.y + r.h })],
  ];
  let out = ring;
  for (const [inside, cut] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const a = input[(i + input.length - 1) % input.length]!;
      const b = input[i]!;
      if (inside(b)) {
        if (!inside(a)) out.push(cut(a, b));
        out.push(b);
      } else if (inside(a)) out.push(cut(a, b));
    }
    if (out.length === 0) break;
  }
  return out;
}

/** Douglas–Peucker on an open line. */
function simplify(pts: Point[], tol: number): Point[] {
  if (pts.length < 3) return pts;
  const keep = new Array<boolean>(pts.length).fill(false);
  keep[0] = keep[pts.length - 1] = true;
  const stack: [number, number][] = [[0, pts.length - 1]];
  while (stack.length) {
    const [i, j] = stack.pop()!;
    const a = pts[i]!;
    const b = pts[j]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    let best = -1;
    let dmax = tol;
    for (let k = i + 1; k < j; k++) {
      const p = pts[k]!;
      const d =
        len === 1 && a.x === b.x && a.y === b.y ? Math.hypot(p.x - a.x, p.y - a.y) : Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / len;
      if (d > dmax) {
        dmax = d;
        best = k;
      }
    }
    if (best >= 0) {
      keep[best] = true;
      stack.push([i, best], [best, j]);
    }
  }
  return pts.filter((_, k) => keep[k]);
}

/** A closed ring simplified: split at its farthest point so both halves keep their ends. */
function simplifyRing(ring: Ring, tol: number): Ring {
  if (ring.length < 4) return ring;
  let far = 1;
  for (let k = 1; k < ring.length; k++)
    if (Math.hypot(ring[k]!.x - ring[0]!.x, ring[k]!.y - ring[0]!.y) > Math.hypot(ring[far]!.x - ring[0]!.x, ring[far]!.y - ring[0]!.y)) far = k;
  const a = simplify(ring.slice(0, far + 1), tol);
  const b = simplify([...ring.slice(far), ring[0]!], tol);
  return [...a.slice(0, -1), ...b.slice(0, -1)];
}

const area = (ring: Ring) => ring.reduce((s, p, i) => s + p.x * ring[(i + 1) % ring.length]!.y - ring[(i + 1) % ring.length]!.x * p.y, 0) / 2;

function pointInRing(p: Point, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
/** even–odd over every ring of a shape (outer rings and holes) */
export const pointInShape = (p: Point, rings: readonly Ring[]) => rings.reduce((n, r) => n + (pointInRing(p, r) ? 1 : 0), 0) % 2 === 1;

const fmt = (v: number) => String(Math.round(v));
function pathOf(rings: readonly Ring[]): string {
  return rings
    .map((r) => {
      const pts = r.map((p) => `${fmt(p.x)} ${fmt(p.y)}`).filter((xy, k, all) => k === 0 || xy !== all[k - 1]);
      return `M${pts[0]}L${pts.slice(1).join(' ')}Z`;
    })
    .join('');
}

interface Geography {
  /** projected rings (not yet moved to the board's origin) of each group */
  shapes: Record<string, Ring[]>;
  /** East Germany: the part of Germany east of the inner-German border */
  eastOf: Ring;
  westBerlin: Ring;
  /** borders between countries, as lines */
  borders: Ring[];
}

export function readGeography(): Geography {
  const require = createRequire(import.meta.url);
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const all = topo.objects.countries.geometries;
  const byGroup = (ids: readonly string[]) => all.filter((g) => ids.includes(String(g.id ?? (g.properties as { name?: string } | undefined)?.name)));
  const shapes: Record<string, Ring[]> = {};
  const groupOf = new Map<unknown, string>();
  for (const [name, ids] of Object.entries(GROUPS)) {
    const geoms = byGroup(ids);
    if (geoms.length !== ids.length) throw new Error(`${name}: ${geoms.length} of ${ids.length} countries found`);
    for (const g of geoms) groupOf.set(g, name);
    const merged = merge(topo, geoms as never);
    shapes[name] = merged.coordinates.flatMap((poly) => poly.map((ring) => ring.map(([lon, lat]) => project(lon!, lat!))));
  }
  // borders: between two different countries of 1989 (a merged country's inner borders are gone)
  const line = mesh(topo, topo.objects.countries, (a, b) => a !== b && groupOf.has(a) && groupOf.has(b) && groupOf.get(a) !== groupOf.get(b));
  const borders = line.coordinates.map((l) => l.map(([lon, lat]) => project(lon!, lat!)));
  // east of the inner-German border: the border, then round far to the east and back
  const eastOf = [...INNER_GERMAN_BORDER.map(([lon, lat]) => project(lon, lat)), project(16, 50.3), project(16, 56), project(10.89, 56)];
  borders.push(INNER_GERMAN_BORDER.map(([lon, lat]) => project(lon, lat)));
  return { shapes, eastOf, westBerlin: WEST_BERLIN.map(([lon, lat]) => project(lon, lat)), borders };
}

/** Whether a point lies in each of the six countries (East Germany: Germany east of the border, less West Berlin). */
export function countryShapes(geo: Geography, move: (p: Point) => Point): Record<CountryId, (p: Point) => boolean> {
  const eastOf = geo.eastOf.map(move);
  const germany = geo.shapes.germany!.map((r) => r.map(move));
  const berlin = geo.westBerlin.map(move);
  return Object.fromEntries(
    COUNTRY_IDS.map((id) => {
      if (id === 'east-germany') return [id, (p: Point) => pointInShape(p, germany) && pointInRing(p, eastOf) && !pointInRing(p, berlin)];
      const moved = geo.shapes[id]!.map((r) => r.map(move));
      return [id, (p: Point) => pointInShape(p, moved)];
    }),
  ) as Record<CountryId, (p: Point) => boolean>;
}

/** The free place for a name nearest its anchor: clear of every box, on the board, lying on `within` when given. */
function placeLabel(anchor: Point, w: number, h: number, boxes: readonly Rect[], board: Rect, within?: (p: Point) => boolean, spots = [0.2, 0.5, 0.8]): Point {
  let best: Point | null = null;
  let bestD = Infinity;
  for (let y = board.y + h + 4; y <= board.y + board.h - 4; y += 4)
    for (let x = board.x + 4; x + w <= board.x + board.w - 4; x += 4) {
      const d = (x + w / 2 - anchor.x) ** 2 + (y - h / 2 - anchor.y) ** 2;
      if (d >= bestD) continue;
      const r = { x, y: y - h, w, h };
      if (boxes.some((b) => overlaps(r, b, 4))) continue;
      // the name on its country: most of its length where there is room, else its middle
      if (within && !spots.every((k) => within({ x: x + w * k, y: y - h + 8 }))) continue;
      best = { x, y };
      bestD = d;
    }
  if (!best && spots.length > 1) return placeLabel(anchor, w, h, boxes, board, within, [0.5]);
  if (!best) throw new Error(`no room for a name ${w} wide near ${anchor.x}, ${anchor.y}`);
  return best;
}

const round = (x: number) => Math.round(x * 10) / 10;

export interface Layout {
  mapW: number;
  mapH: number;
  positions: Point[];
  /** the six countries' names in each language (their power badge under each) */
  labels: Record<Lang, Label[]>;
  /** the land, the borders, West Berlin and the names of the neighbours and seas */
  geo: {
    land: Record<string, string>;
    eastGermany: string;
    westBerlin: string;
    borders: string;
    names: Label[];
  };
  /** each game country's shape on the board (for tests: every space inside its country) */
  inCountry(id: CountryId, p: Point): boolean;
  /** a projected point's place on the board's frame, before the spaces take their slots */
  place(p: Point): Point;
  /** a projected point on the board as drawn: its place, warped as the land is */
  move(p: Point): Point;
}

export function computeLayout(): Layout {
  const geo = readGeography();
  const projected = SPACES.map((s) => project(SPACE_LOCATIONS[s.index]!.lon, SPACE_LOCATIONS[s.index]!.lat));
  // the spaces' places stretched onto the frame (wider than the land's own shape: a landscape board)
  const xs0 = projected.map((p) => p.x);
  const ys0 = projected.map((p) => p.y);
  const gx0 = Math.min(...xs0);
  const gy0 = Math.min(...ys0);
  const sx = (FRAME_W - BOX_W - MARGIN[0] - MARGIN[2]) / (Math.max(...xs0) - gx0);
  const sy = (FRAME_H - BOX_H - MARGIN[1] - MARGIN[3]) / (Math.max(...ys0) - gy0);
  const stretch = (p: Point): Point => ({ x: MARGIN[0] + BOX_W / 2 + (p.x - gx0) * sx, y: MARGIN[1] + BOX_H / 2 + (p.y - gy0) * sy });
  // spaces of one city (Berlin, Praha, Budapest, Sofia …) spread round it, so that each has a place of its own for the land to follow
  const anchors = projected.map((p, i) => {
    const city = projected.filter((q) => Math.hypot(q.x - p.x, q.y - p.y) < 1e-6).length;
    const k = projected.slice(0, i).filter((q) => Math.hypot(q.x - p.x, q.y - p.y) < 1e-6).length;
    const a = stretch(p);
    if (city === 1) return a;
    const angle = (2 * Math.PI * k) / city + Math.PI / 4;
    return { x: a.x + CITY_SPREAD * Math.cos(angle), y: a.y + CITY_SPREAD * Math.sin(angle) };
  });
  const stretchedShape = countryShapes(geo, stretch);
  const grid = slots();
  // a slot on another of the six countries costs as much as being OTHER units away; off the six, OFF units
  const slotCountry = grid.map((g) => COUNTRY_IDS.find((c) => stretchedShape[c](g)) ?? null);
  const OTHER = 150 ** 2;
  const OFF = 60 ** 2;
  // each country held together: a pull towards the middle of its places makes the countries blobs that meet at a line
  const LAMBDA = 1;
  const middle = Object.fromEntries(
    COUNTRY_IDS.map((c) => {
      const own = anchors.filter((_, i) => SPACES[i]!.country === c);
      return [c, { x: own.reduce((a, p) => a + p.x, 0) / own.length, y: own.reduce((a, p) => a + p.y, 0) / own.length }];
    }),
  ) as Record<CountryId, Point>;
  const cost = (i: number, j: number) =>
    (anchors[i]!.x - grid[j]!.x) ** 2 +
    (anchors[i]!.y - grid[j]!.y) ** 2 +
    LAMBDA * ((middle[SPACES[i]!.country].x - grid[j]!.x) ** 2 + (middle[SPACES[i]!.country].y - grid[j]!.y) ** 2) +
    (slotCountry[j] === SPACES[i]!.country ? 0 : slotCountry[j] === null ? OFF : OTHER);
  const assignTo = (open: readonly number[]) => assign((i, k) => cost(i, open[k]!), anchors.length, open.length).map((k) => open[k]!);
  // each country's name and power badge: two slots side by side (a row's neighbours) nearest the
  // middle of its spaces as first assigned, then the spaces assigned again around the names
  const first = assignTo(grid.map((_, j) => j));
  const used = new Set<number>();
  const labelAt = {} as Record<CountryId, Point>;
  for (const c of COUNTRY_IDS) {
    const own = first.filter((_, i) => SPACES[i]!.country === c).map((j) => grid[j]!);
    const mid = { x: own.reduce((a, p) => a + p.x, 0) / own.length, y: own.reduce((a, p) => a + p.y, 0) / own.length };
    let best = -1;
    let bestD = Infinity;
    for (let j = 0; j + 1 < grid.length; j++) {
      if (used.has(j) || used.has(j + 1) || grid[j + 1]!.y !== grid[j]!.y) continue;
      const d = ((grid[j]!.x + grid[j + 1]!.x) / 2 - mid.x) ** 2 + (grid[j]!.y - mid.y) ** 2;
      if (d < bestD) [best, bestD] = [j, d];
    }
    used.add(best).add(best + 1);
    labelAt[c] = { x: (grid[best]!.x + grid[best + 1]!.x) / 2, y: grid[best]!.y };
  }
  const slotOf = assignTo(grid.map((_, j) => j).filter((j) => !used.has(j)));
  const labelRects = COUNTRY_IDS.map((c) => ({ x: labelAt[c].x - BOX_W - GAP / 2, y: labelAt[c].y - BOX_H / 2, w: 2 * BOX_W + GAP, h: BOX_H }));
  const placed = loosen(
    slotOf.map((j) => grid[j]!),
    anchors,
    [...labelRects, ...RESERVED],
  );
  // the land follows the boxes and the names
  const warp = warpOf([...anchors, ...COUNTRY_IDS.map((c) => middle[c])], [...placed, ...COUNTRY_IDS.map((c) => labelAt[c])]);
  const mapW = FRAME_W;
  const mapH = FRAME_H;
  const move = (p: Point): Point => warp(stretch(p));
  const positions = placed.map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) }));
  const board: Rect = { x: 0, y: 0, w: mapW, h: mapH };
  const clip: Rect = { x: -CLIP_OUT, y: -CLIP_OUT, w: mapW + 2 * CLIP_OUT, h: mapH + 2 * CLIP_OUT };
  const rings = (rs: readonly Ring[]) =>
    rs.map((r) => simplifyRing(clipRing(r.map(move), clip), TOLERANCE)).filter((r) => r.length >= 3 && Math.abs(area(r)) > 6);
  const land: Record<string, string> = {};
  for (const name of Object.keys(GROUPS)) land[name] = pathOf(rings(geo.shapes[name]!));
  const eastOf = geo.eastOf.map(move);
  const berlin = geo.westBerlin.map(move);
  const shapeOf = countryShapes(geo, move);
  const borders = geo.borders
    .map((l) => {
      const pts = l.map(move).filter((p) => p.x > clip.x && p.y > clip.y && p.x < clip.x + clip.w && p.y < clip.y + clip.h);
      return simplify(pts, TOLERANCE);
    })
    .filter((l) => l.length >= 2)
    .map((l) => 'M' + l.map((p) => `${fmt(p.x)} ${fmt(p.y)}`).join(' '))
    .join('');
  const boxes: Rect[] = positions.map((p) => ({ x: p.x - BOX_W / 2, y: p.y - BOX_H / 2, w: BOX_W, h: BOX_H }));
  // the six names, in each language where that language's name fits: near the middle of their
  // spaces, on their own country
  // the six names, the same place in every language: the name's baseline centred in its two slots, the badge under it
  const labels = {} as Record<Lang, Label[]>;
  for (const lang of LANGS)
    labels[lang] = COUNTRY_IDS.map((id) => ({ id, x: round(labelAt[id].x), y: round(labelAt[id].y - BOX_H / 2 + NAME_H), w: 2 * BOX_W + GAP }));
  const taken: Rect[] = [...boxes, ...labelRects, ...RESERVED];
  const landOf = Object.fromEntries(
    Object.keys(GROUPS).map((g) => {
      const moved = geo.shapes[g]!.map((r) => r.map(move));
      return [g, (q: Point) => pointInShape(q, moved)];
    }),
  );
  const names: Label[] = [];
  for (const [id, [lon, lat]] of Object.entries(NEIGHBOUR_ANCHORS)) {
    const w = NEIGHBOUR_W[id]!;
    // a neighbour's name on its own land, a sea's on the sea; none where there is no room
    const onLand = (q: Point) => Object.keys(GROUPS).some((g) => landOf[g]!(q));
    const within = id === 'baltic' || id === 'black' ? (q: Point) => !onLand(q) : (q: Point) => landOf[NEIGHBOUR_GROUP[id]!]!(q);
    let at: Point;
    try {
      at = placeLabel(move(project(lon, lat)), w, NEIGHBOUR_H, taken, board, within, [0.1, 0.5, 0.9]);
    } catch {
      continue;
    }
    // a name far from its place would name the wrong water or land
    const a = move(project(lon, lat));
    if (Math.hypot(at.x + w / 2 - a.x, at.y - a.y) > 260) continue;
    names.push({ id, x: round(at.x), y: round(at.y), w });
    taken.push({ x: at.x, y: at.y - NEIGHBOUR_H, w, h: NEIGHBOUR_H });
  }
  const eastGermanyPath = pathOf([simplifyRing(clipRing(eastOf, clip), 0)]);
  return {
    mapW,
    mapH,
    positions,
    labels,
    geo: { land, eastGermany: eastGermanyPath, westBerlin: pathOf([simplifyRing(berlin, TOLERANCE / 2)]), borders, names },
    inCountry: (id, p) => shapeOf[id](p),
    place: stretch,
    move,
  };
}

export function layoutModule(l: Layout): string {
  return `// Generated by tools/map-layout.ts (npm run map-layout). Edit the tool, not this file.

export const MAP_W = ${l.mapW};
export const MAP_H = ${l.mapH};
export const BOX_W = ${BOX_W};
export const BOX_H = ${BOX_H};

/** Box centres by space index, x and y in turn (whole map units: part of the page's first load). */
export const POSITION_XY: readonly number[] = ${JSON.stringify(l.positions.flatMap((p) => [p.x, p.y]))};
`;
}

export function geoModule(l: Layout): string {
  return `// Generated by tools/map-layout.ts (npm run map-layout) from Natural Earth (public domain) via world-atlas. Edit the tool, not this file.
import type { CountryId } from '../engine/data';

/** Each country's name by language: the left end of its baseline and the room it may take; its power badge goes under it. */
export const COUNTRY_LABELS: Readonly<Record<'en' | 'pl' | 'de', readonly { id: CountryId; x: number; y: number; w: number }[]>> = ${JSON.stringify(l.labels)};

/** Land by country of 1989 (Germany whole: East Germany is drawn over it, clipped to its part). */
export const LAND: Readonly<Record<string, string>> = ${JSON.stringify(l.geo.land)};
/** East of the inner-German border (drawn clipped to Germany) */
export const EAST_OF_BORDER = ${JSON.stringify(l.geo.eastGermany)};
export const WEST_BERLIN = ${JSON.stringify(l.geo.westBerlin)};
/** Borders between the countries of 1989 */
export const BORDERS = ${JSON.stringify(l.geo.borders)};
/** Names of the neighbours and the seas: left end of the baseline */
export const GEO_NAMES: readonly { id: string; x: number; y: number; w: number }[] = ${JSON.stringify(l.geo.names)};
`;
}

function write(): void {
  const l = computeLayout();
  writeFileSync(fileURLToPath(new URL('../src/ui/mapLayout.generated.ts', import.meta.url)), layoutModule(l));
  writeFileSync(fileURLToPath(new URL('../src/ui/mapGeo.generated.ts', import.meta.url)), geoModule(l));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) write();
