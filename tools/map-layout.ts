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
 * Spaces: each box starts at its place's latitude and longitude and boxes that overlap are pushed
 * apart, each pulled back towards its place, until none overlap: they move only as far as
 * readability needs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { merge, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { COUNTRY, COUNTRY_IDS, SPACES, type CountryId } from '../src/engine/data';
import { SPACE_LOCATIONS } from '../src/engine/data/spaceLocations.generated';
import { LANGS, type Lang } from '../src/i18n';

export const BOX_W = 110;
export const BOX_H = 52;
/** the least room between two boxes */
const GAP = 6;
/** map units per kilometre */
const SCALE = 1.0;
/** room around the outermost boxes: [left, top, right, bottom] (the Black Sea on the right) */
const MARGIN = [30, 40, 170, 40] as const;
/** the land is clipped a little outside the board, so no clipped edge shows */
const CLIP_OUT = 12;
/** Douglas–Peucker tolerance, map units */
const TOLERANCE = 1.2;

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
/** a game country's name: bold capitals at 20 px, about 0.8 em and 2 px spacing a letter; its power badge is under it */
export const NAME_H = 20;
export const BADGE_H = 18;
export const BADGE_W = 64;
const nameWidth = (name: string) => name.length * (NAME_H * 0.8 + 2);

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
  return { x: r * Math.sin(th) * SCALE, y: (r * Math.cos(th) - RHO0) * SCALE };
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

/**
 * Push overlapping boxes apart, each pulled back to its place (harder when it has left its
 * country), until no two overlap.
 */
function relax(anchors: readonly Point[], inside: (i: number, p: Point) => boolean): Point[] {
  const pos = anchors.map((p) => ({ ...p }));
  const w = BOX_W + GAP;
  const h = BOX_H + GAP;
  const overlapping = () => {
    for (let i = 0; i < pos.length; i++)
      for (let j = i + 1; j < pos.length; j++) if (Math.abs(pos[i]!.x - pos[j]!.x) < w - 1e-6 && Math.abs(pos[i]!.y - pos[j]!.y) < h - 1e-6) return true;
    return false;
  };
  for (let it = 0; it < 4000; it++) {
    for (let i = 0; i < pos.length; i++)
      for (let j = i + 1; j < pos.length; j++) {
        const a = pos[i]!;
        const b = pos[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const ox = w - Math.abs(dx);
        const oy = h - Math.abs(dy);
        if (ox <= 0 || oy <= 0) continue;
        // apart along the axis where they overlap least (relative to the box), half each
        if (ox / w < oy / h) {
          const m = (ox / 2) * (dx > 0 || (dx === 0 && i < j) ? 1 : -1) * 0.5;
          a.x -= m;
          b.x += m;
        } else {
          const m = (oy / 2) * (dy > 0 || (dy === 0 && i < j) ? 1 : -1) * 0.5;
          a.y -= m;
          b.y += m;
        }
      }
    for (let i = 0; i < pos.length; i++) {
      const p = pos[i]!;
      const a = anchors[i]!;
      // pulled back to its place, harder when it has left its country
      const pull = it >= 3000 ? 0 : inside(i, p) ? 0.01 : 0.15;
      p.x += (a.x - p.x) * pull;
      p.y += (a.y - p.y) * pull;
    }
    if (it >= 3000 && !overlapping()) break;
  }
  if (overlapping())
    throw new Error(
      'boxes still overlap: ' +
        pos
          .flatMap((p, i) => pos.map((q, j) => (j > i && Math.abs(p.x - q.x) < w && Math.abs(p.y - q.y) < h ? `${SPACES[i]!.id}/${SPACES[j]!.id}` : '')))
          .filter(Boolean)
          .join(' '),
    );
  return pos;
}

const overlaps = (a: Rect, b: Rect, pad = 0) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > -pad && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > -pad;

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
  /** from projected kilometres to the board */
  offset: Point;
}

export function computeLayout(): Layout {
  const geo = readGeography();
  const anchors = SPACES.map((s) => project(SPACE_LOCATIONS[s.index]!.lon, SPACE_LOCATIONS[s.index]!.lat));
  const projectedShape = countryShapes(geo, (p) => p);
  const placed = relax(anchors, (i, p) => projectedShape[SPACES[i]!.country](p));
  const xs = placed.map((p) => p.x);
  const ys = placed.map((p) => p.y);
  const x0 = Math.min(...xs) - BOX_W / 2 - MARGIN[0];
  const y0 = Math.min(...ys) - BOX_H / 2 - MARGIN[1];
  const mapW = Math.ceil(Math.max(...xs) + BOX_W / 2 + MARGIN[2] - x0);
  const mapH = Math.ceil(Math.max(...ys) + BOX_H / 2 + MARGIN[3] - y0);
  const move = (p: Point): Point => ({ x: p.x - x0, y: p.y - y0 });
  const positions = placed.map((p) => ({ x: Math.round(p.x - x0), y: Math.round(p.y - y0) }));
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
  const labels = {} as Record<Lang, Label[]>;
  const taken: Rect[] = [...boxes];
  for (const lang of LANGS) {
    const inLang: Rect[] = [...boxes];
    labels[lang] = COUNTRY_IDS.map((id) => {
      const own = SPACES.filter((s) => s.country === id).map((s) => positions[s.index]!);
      const mid = { x: own.reduce((a, p) => a + p.x, 0) / own.length, y: own.reduce((a, p) => a + p.y, 0) / own.length };
      const w = Math.max(nameWidth(COUNTRY[id].names[lang]), BADGE_W);
      const h = NAME_H + 4 + BADGE_H;
      const at = placeLabel(mid, w, h, inLang, board, shapeOf[id]);
      inLang.push({ x: at.x, y: at.y - h, w, h });
      taken.push({ x: at.x, y: at.y - h, w, h });
      // the baseline of the name; the badge below it
      return { id, x: round(at.x), y: round(at.y - BADGE_H - 4), w: round(w) };
    });
  }
  const names: Label[] = [];
  for (const [id, [lon, lat]] of Object.entries(NEIGHBOUR_ANCHORS)) {
    const w = NEIGHBOUR_W[id]!;
    const at = placeLabel(move(project(lon, lat)), w, NEIGHBOUR_H, taken, board);
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
    offset: { x: -x0, y: -y0 },
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
