/** Our own SVG map of Eastern Europe in 1989 and its 75 spaces: SP counters, control, legal targets clickable. */
import { memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { sameAction, type Action, type PlayerView, type SupportRow } from '../engine';
import { SPACES, type Side, type Socio } from '../engine/data';
import { countryName, sideLetter, spaceName, t, type Lang } from '../i18n';
import { NO_MARKS, type ChangeMarks, type CheckMark } from './changes';
import { lazyComponent } from './lazyComponent';
import { BOX_H, BOX_W, COUNTRY_BAND, COUNTRY_LABELS, EDGES, MAP_H, MAP_W, MIN_FONT, POSITIONS, POWER_BADGE_W } from './mapLayout';
import { useMapZoom } from './useMapZoom';
import type { Box } from './zoom';

const LIMITS = { mapW: MAP_W, mapH: MAP_H, maxScale: 4 };
/** on a touch screen a prompt opens where a space is ≥ 44 px tall and its smallest text ≥ 11 px */
export const TOUCH_SCALE = Math.max(44 / BOX_H, 11 / MIN_FONT);
const BOX = { w: BOX_W, h: BOX_H };

export function controllerOf(row: SupportRow, stability: number): Side | null {
  if (row.communist - row.democrat >= stability) return 'communist';
  if (row.democrat - row.communist >= stability) return 'democrat';
  return null;
}

/** Simple shapes of our own for the socio-economic icons (2.1.3). */
export function SocioGlyph({ socio, x, y, size = 10 }: { socio: Socio; x: number; y: number; size?: number }) {
  const h = size / 2;
  const common = { stroke: '#333', strokeWidth: 1.2, fill: 'none' } as const;
  switch (socio) {
    case 'elite':
      return <polygon points={`${x},${y - h} ${x + h},${y} ${x},${y + h} ${x - h},${y}`} {...common} fill="#333" />;
    case 'bureaucrat':
      return <rect x={x - h + 1} y={y - h + 1} width={size - 2} height={size - 2} {...common} />;
    case 'farmer':
      return <polygon points={`${x},${y - h} ${x + h},${y + h} ${x - h},${y + h}`} {...common} />;
    case 'worker':
      return <circle cx={x} cy={y} r={h - 0.5} {...common} fill="#333" />;
    case 'intellectual':
      return <circle cx={x} cy={y} r={h - 0.5} {...common} />;
    case 'student':
      return <polygon points={`${x - h},${y - h} ${x + h},${y - h} ${x},${y + h}`} {...common} fill="#333" />;
    case 'church':
      return <path d={`M${x} ${y - h}V${y + h}M${x - h + 1} ${y - h / 3}H${x + h - 1}`} {...common} strokeWidth={2} />;
    case 'minority':
      return (
        <g {...common}>
          <circle cx={x - h / 2} cy={y} r={h / 2} />
          <circle cx={x + h / 2} cy={y} r={h / 2} />
        </g>
      );
  }
}

/** Split a name into at most two lines near its middle, at a space or after a hyphen or slash. */
export function lines(name: string): string[] {
  if (name.length <= 14) return [name];
  const mid = name.length / 2;
  let best = -1;
  for (let i = 1; i < name.length - 1; i++)
    if ((name[i] === ' ' || name[i] === '-' || name[i] === '/') && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  if (best < 0) return [name];
  return name[best] === ' ' ? [name.slice(0, best), name.slice(best + 1)] : [name.slice(0, best + 1), name.slice(best + 1)];
}

/** Lines and font size of each space's name per language, worked out once. */
const NAME_CACHE = new Map<string, { lines: string[]; fontSize: string }>();
function nameLayout(lang: Lang, id: string) {
  const key = `${lang}:${id}`;
  let hit = NAME_CACHE.get(key);
  if (!hit) {
    const ls = lines(spaceName(lang, id));
    // shrink long names to the box width (bold sans: about 0.6 em per character)
    const longest = Math.max(...ls.map((l) => l.length));
    hit = { lines: ls, fontSize: Math.min(ls.length === 1 ? 13 : 12, Math.max(MIN_FONT, (BOX_W - 8) / (longest * 0.6))).toFixed(1) };
    NAME_CACHE.set(key, hit);
  }
  return hit;
}

const SIDE_COLOUR = { communist: '#b3261e', democrat: '#1f5fbf' };

/** The land: paths of some 7 kB gzipped, in a chunk of their own that loads after the first render. */
export const MapGeography = lazyComponent(() => import('./MapGeography').then((m) => m.MapGeography));

export interface MapViewProps {
  lang: Lang;
  support: readonly SupportRow[];
  eliminated: readonly number[];
  /** legal space actions of the prompt, by space id */
  targets: ReadonlyMap<string, Action>;
  onAct(a: Action): void;
  /** who holds power in each country and how often the Communist kept it (8.4) */
  power?: PlayerView['power'];
  /** what changed since this player's last decision */
  marks?: ChangeMarks;
  /** the space of the computer's last step, ringed */
  marked?: string | null;
}

function sameTarget(a: Action | undefined, b: Action | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  // field by field: no key strings built for 75 spaces on every click
  return sameAction(a, b);
}

/** Sea, land, adjacency lines: the same for the whole game in one language. */
const MapBackground = memo(function MapBackground({ lang }: { lang: Lang }) {
  return (
    <>
      <rect x={-20} y={-20} width={MAP_W + 40} height={MAP_H + 40} className="sea" />
      <Suspense fallback={null}>
        <MapGeography lang={lang} />
      </Suspense>
      <g className="edges">
        {EDGES.map(([a, b]) => (
          <line key={`${a}-${b}`} x1={POSITIONS[a]!.x} y1={POSITIONS[a]!.y} x2={POSITIONS[b]!.x} y2={POSITIONS[b]!.y} />
        ))}
      </g>
    </>
  );
});

/** Country names, each with who holds power and how many times the Communist kept it (8.4.6). */
const CountryNames = memo(
  function CountryNames({ lang, power }: { lang: Lang; power: PlayerView['power'] | undefined }) {
    return (
      <>
        {COUNTRY_LABELS[lang].map((c) => {
          const p = power?.[c.id];
          const bx = c.x;
          const by = c.y + 5;
          return (
            <g key={c.id}>
              <text x={c.x} y={c.y} className="country-name" data-country-label={c.id}>
                {countryName(lang, c.id).toUpperCase()}
              </text>
              {p && (
                <g className="power-badge" data-power={c.id} data-holder={p.holder} data-times={p.timesScored}>
                  <title>
                    {t(lang, p.timesScored > 0 ? 'power.badge' : 'power.badgeNone', { letter: t(lang, `side.${p.holder}`), times: p.timesScored })}
                  </title>
                  <rect x={bx} y={by} width={POWER_BADGE_W} height={18} rx={9} fill="#fff" stroke={p.holder === 'communist' ? '#b3261e' : '#1f5fbf'} strokeWidth={1.5} />
                  <circle cx={bx + 10} cy={by + 9} r={7} fill={p.holder === 'communist' ? '#b3261e' : '#1f5fbf'} />
                  <text x={bx + 10} y={by + 13} className="ctrl">
                    {sideLetter(lang, p.holder)}
                  </text>
                  <text x={bx + 22} y={by + 13.5} className="power-text">
                    ⚑ ×{p.timesScored}
                  </text>
                </g>
              )}
            </g>
          );
        })}
      </>
    );
  },
  (a, b) => a.lang === b.lang && COUNTRY_LABELS[a.lang].every((c) => a.power?.[c.id]?.holder === b.power?.[c.id]?.holder && a.power?.[c.id]?.timesScored === b.power?.[c.id]?.timesScored),
);

const NO_DELTA = { communist: 0, democrat: 0 };

/** Every change mark above the spaces, so that no neighbouring box covers one. */
const MarksLayer = memo(function MarksLayer({ lang, marks }: { lang: Lang; marks: ChangeMarks }) {
  const spaces = new Set([...marks.sp.keys(), ...marks.checks.keys()]);
  return (
    <g className="marks-layer" data-testid="change-marks">
      {[...spaces].map((i) => (
        <Marks
          key={i}
          space={SPACES[i]!.id}
          x0={POSITIONS[i]!.x - BOX_W / 2}
          y0={POSITIONS[i]!.y - BOX_H / 2}
          delta={marks.sp.get(i) ?? NO_DELTA}
          check={marks.checks.get(i)}
          lang={lang}
        />
      ))}
    </g>
  );
});

/** A change since the player's last decision: SPs added (+) or removed (−) by side, and a check's die. */
function Marks({ space, x0, y0, delta, check, lang }: { space: string; x0: number; y0: number; delta: { communist: number; democrat: number }; check: CheckMark | undefined; lang: Lang }) {
  const pill = (n: number, side: Side, x: number) => (
    <g className={`delta delta-${side}`} data-delta={side} data-n={n}>
      <rect x={x} y={y0 - 10} width={28} height={17} rx={8} />
      <text x={x + 14} y={y0 + 3}>
        {n > 0 ? `+${n}` : `−${-n}`}
      </text>
    </g>
  );
  return (
    <g className="marks" data-marks={space}>
      {delta.communist !== 0 && pill(delta.communist, 'communist', x0 - 6)}
      {delta.democrat !== 0 && pill(delta.democrat, 'democrat', x0 + BOX_W - 22)}
      {check && (
        <g className={`die die-${check.side}`} data-die={check.die}>
          <title>{t(lang, 'map.checkDie', { side: check.side, die: check.die, total: check.total, target: check.target })}</title>
          <rect x={x0 + BOX_W / 2 - 10} y={y0 - 12} width={20} height={20} rx={4} />
          <text x={x0 + BOX_W / 2} y={y0 + 3}>
            {check.die}
          </text>
        </g>
      )}
    </g>
  );
}

/** Whether a space shows the same: a new state copies every row, so compare the numbers, not the objects. */
function sameSpaceShown(a: { i: number; lang: Lang; row: SupportRow; eliminated: boolean }, b: typeof a): boolean {
  return (
    a.i === b.i && a.lang === b.lang && a.row.communist === b.row.communist && a.row.democrat === b.row.democrat && a.eliminated === b.eliminated
  );
}

/**
 * A side's SP counter: its number on the face; the controlling side's counter turned up, solid in
 * its colour with a white inner frame (a shape, not only a colour, tells control: 2.1.2).
 */
function Counter({ side, n, x, y, up }: { side: Side; n: number; x: number; y: number; up: boolean }) {
  const w = 24;
  const h = 18;
  return (
    <g className={`counter counter-${side}${up ? ' up' : ''}`} data-counter={side} data-up={up || undefined}>
      <rect x={x - w / 2} y={y} width={w} height={h} rx={3} fill={up ? SIDE_COLOUR[side] : '#fff'} stroke={SIDE_COLOUR[side]} strokeWidth={1.6} />
      {up && <rect x={x - w / 2 + 2.5} y={y + 2.5} width={w - 5} height={h - 5} rx={1.5} fill="none" stroke="#fff" strokeWidth={1} />}
      <text x={x} y={y + 14} className={`sp ${side === 'communist' ? 'sp-c' : 'sp-d'}`} style={n > 9 ? { fontSize: 12 } : undefined}>
        {n}
      </text>
    </g>
  );
}

const SpaceBox = memo(function SpaceBox({
  i,
  lang,
  row,
  eliminated,
  target,
  onAct,
  onHover,
}: {
  i: number;
  lang: Lang;
  row: SupportRow;
  eliminated: boolean;
  target: Action | undefined;
  onAct(a: Action): void;
  onHover(i: number | null): void;
}) {
  const sp = SPACES[i]!;
  const p = POSITIONS[i]!;
  const ctrl = controllerOf(row, sp.stability);
  const name = spaceName(lang, sp.id);
  const { lines: ls, fontSize } = nameLayout(lang, sp.id);
  const x0 = p.x - BOX_W / 2;
  const y0 = p.y - BOX_H / 2;
  const act = target ? () => onAct(target) : undefined;
  return (
    <g
      className={`space${target ? ' target' : ''}${eliminated ? ' eliminated' : ''}`}
      data-space={sp.id}
      data-control={ctrl ?? 'none'}
      onClick={act}
      onKeyDown={
        act
          ? (e) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault(); // Space would scroll the page
              act();
            }
          : undefined
      }
      onMouseEnter={() => onHover(i)}
      onMouseLeave={() => onHover(null)}
    >
      {target && (
        // the control itself holds no text, so its name is all a screen reader hears (and all it needs)
        <rect
          x={x0 - 4}
          y={y0 - 4}
          width={BOX_W + 8}
          height={BOX_H + 8}
          rx={7}
          className="target-halo"
          role="button"
          tabIndex={0}
          aria-label={`${name} – ${t(lang, `opt.${target.type}`)} (${t(lang, 'map.sp', { side: 'communist', n: row.communist })}, ${t(lang, 'map.sp', { side: 'democrat', n: row.democrat })})`}
        />
      )}
      <rect x={x0} y={y0} width={BOX_W} height={BOX_H} rx={4} fill="#fffdf6" stroke="#222" strokeWidth={sp.battleground ? 1.8 : 1} />
      {/* its country's colour along the top, as on the board: a box near a border still reads as its country's */}
      <rect x={x0 + 1} y={y0 + 1} width={BOX_W - 2} height={4} rx={2} fill={COUNTRY_BAND[sp.country]} />
      {sp.battleground && <rect x={x0 + 3} y={y0 + 3} width={BOX_W - 6} height={BOX_H - 6} rx={2} fill="none" stroke="#222" strokeWidth={0.9} />}
      {ls.map((l, k) => (
        <text key={k} x={p.x} y={y0 + (ls.length === 1 ? 19 : 15 + k * 12)} className="space-name" fontSize={fontSize}>
          {l}
        </text>
      ))}
      {/* bottom row: stability, the sides' SP counters (the controlling side's turned up: solid), icon */}
      <rect x={x0 + 5} y={y0 + BOX_H - 19} width={15} height={15} fill="#fff" stroke="#555" strokeWidth={0.8} />
      <text x={x0 + 12.5} y={y0 + BOX_H - 7.5} className="stab">
        {sp.stability}
      </text>
      {row.communist > 0 && <Counter side="communist" n={row.communist} x={p.x - 13} y={y0 + BOX_H - 21} up={ctrl === 'communist'} />}
      {row.democrat > 0 && <Counter side="democrat" n={row.democrat} x={p.x + 13} y={y0 + BOX_H - 21} up={ctrl === 'democrat'} />}
      <SocioGlyph socio={sp.socio} x={x0 + BOX_W - 13} y={y0 + BOX_H - 11.5} size={12} />
      {eliminated && <path d={`M${x0} ${y0}L${x0 + BOX_W} ${y0 + BOX_H}M${x0 + BOX_W} ${y0}L${x0} ${y0 + BOX_H}`} stroke="#555" strokeWidth={1.5} />}
    </g>
  );
},
(a, b) =>
  sameSpaceShown(a, b) &&
  // every new state brings new action objects: a target is the same if it does the same
  sameTarget(a.target, b.target) &&
  a.onAct === b.onAct &&
  a.onHover === b.onHover);

/** The hovered space in words; a click elsewhere on the map leaves it as it was. */
const Tooltip = memo(function Tooltip({ i, lang, row, eliminated, view }: { i: number; lang: Lang; row: SupportRow; eliminated: boolean; view: Box | null }) {
  const sp = SPACES[i]!;
  const p = POSITIONS[i]!;
  const ctrl = controllerOf(row, sp.stability);
  const v = view ?? { x: 0, y: 0, w: MAP_W, h: MAP_H };
  const left = ((p.x - v.x) / v.w) * 100;
  const top = ((p.y + BOX_H / 2 + 6 - v.y) / v.h) * 100;
  return (
    <div className="map-tip" role="tooltip" style={{ left: `${Math.min(left, 78)}%`, top: `${Math.min(top, 82)}%` }}>
      <strong>{spaceName(lang, sp.id)}</strong> · {countryName(lang, sp.country)}
      <div>
        {t(lang, 'map.stability', { n: sp.stability })} · {t(lang, `socio.${sp.socio}`)}
        {sp.battleground && ` · ${t(lang, 'map.battleground')}`}
      </div>
      <div>
        <span className="c">{t(lang, 'map.sp', { side: 'communist', n: row.communist })}</span> ·{' '}
        <span className="d">{t(lang, 'map.sp', { side: 'democrat', n: row.democrat })}</span>
      </div>
      <div>{ctrl ? t(lang, 'map.controlledBy', { side: ctrl }) : t(lang, 'map.uncontrolled')}</div>
      {eliminated && <div>{t(lang, 'map.eliminated')}</div>}
    </div>
  );
},
(a, b) =>
  sameSpaceShown(a, b) &&
  (a.view === b.view || (!!a.view && !!b.view && a.view.x === b.view.x && a.view.y === b.view.y && a.view.w === b.view.w && a.view.h === b.view.h)));

/** The space under the pointer, kept apart from the map's state: moving over the map re-renders the tooltip only. */
function hoverStore() {
  let value: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (v: number | null) => {
      if (v === value) return;
      value = v;
      for (const l of listeners) l();
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
}
type HoverStore = ReturnType<typeof hoverStore>;

function HoverTip({ hover, lang, support, eliminated, view }: { hover: HoverStore; lang: Lang; support: readonly SupportRow[]; eliminated: readonly number[]; view(): Box | null }) {
  const i = useSyncExternalStore(hover.subscribe, hover.get);
  return i === null ? null : <Tooltip i={i} lang={lang} row={support[i]!} eliminated={eliminated.includes(i)} view={view()} />;
}

/** A ring around the space the computer's last step touched. */
function MoveMark({ id }: { id: string }) {
  const i = SPACES.findIndex((sp) => sp.id === id);
  const p = POSITIONS[i];
  if (!p) return null;
  return <rect x={p.x - BOX_W / 2 - 7} y={p.y - BOX_H / 2 - 7} width={BOX_W + 14} height={BOX_H + 14} rx={9} className="move-mark" data-testid="move-mark" data-marked={id} />;
}

export const MapView = memo(function MapView({ lang, support, eliminated, targets, onAct, power, marks = NO_MARKS, marked }: MapViewProps) {
  const [hover] = useState(hoverStore);
  const mounted = useRef(false);
  const svg = useRef<SVGSVGElement>(null);
  const targetKey = [...targets.keys()].join(' ');
  // the same spaces are the same points, whatever new action objects a state brings
  const points = useMemo(() => (targetKey ? targetKey.split(' ').map((id) => POSITIONS[SPACES.findIndex((s) => s.id === id)]!) : []), [targetKey]);
  const hideTip = useCallback(() => hover.set(null), [hover]);
  const zoom = useMapZoom(svg, LIMITS, points, targetKey, BOX, TOUCH_SCALE, hideTip);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const b = zoom.box();
    const pan = (dx: number, dy: number) => {
      if (!b) return;
      e.preventDefault();
      zoom.panTo({ ...b, x: b.x + (dx * b.w) / 6, y: b.y + (dy * b.h) / 6 });
    };
    if (e.key === '+' || e.key === '=') (e.preventDefault(), zoom.zoomIn());
    else if (e.key === '-' || e.key === '_') (e.preventDefault(), zoom.zoomOut());
    else if (e.key === '0') (e.preventDefault(), zoom.fit());
    else if (e.key === 'ArrowLeft') pan(-1, 0);
    else if (e.key === 'ArrowRight') pan(1, 0);
    else if (e.key === 'ArrowUp') pan(0, -1);
    else if (e.key === 'ArrowDown') pan(0, 1);
  };
  // click-to-repaint timing: the click handler sets the mark, the repaint after the commit measures
  useEffect(() => {
    if (!mounted.current) {
      // a mark left by a click that brought up the handover cover is not this map's
      mounted.current = true;
      if (typeof performance.clearMarks === 'function') performance.clearMarks('jn-click');
      return;
    }
    if (typeof requestAnimationFrame !== 'function' || performance.getEntriesByName('jn-click', 'mark').length === 0) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        try {
          performance.measure('jn-click-to-map', 'jn-click');
          performance.clearMarks('jn-click');
        } catch {
          // the mark was cleared already
        }
      }, 0),
    );
  }, [support]);
  return (
    <div className="map-wrap" onKeyDown={onKeyDown}>
      <svg className="map" ref={svg} viewBox={`0 0 ${MAP_W} ${MAP_H}`} role="group" aria-label={t(lang, 'map.title')}>
        <MapBackground lang={lang} />
        {SPACES.map((sp) => (
          <SpaceBox
            key={sp.id}
            i={sp.index}
            lang={lang}
            row={support[sp.index]!}
            eliminated={eliminated.includes(sp.index)}
            target={targets.get(sp.id)}
            onAct={onAct}
            onHover={hover.set}
          />
        ))}
        <MarksLayer lang={lang} marks={marks} />
        <CountryNames lang={lang} power={power} />
        {marked && <MoveMark id={marked} />}
      </svg>
      <HoverTip hover={hover} lang={lang} support={support} eliminated={eliminated} view={zoom.box} />
      <div className="zoom-controls" role="group" aria-label={t(lang, 'zoom.title')}>
        <button type="button" onClick={zoom.zoomIn} data-testid="zoom-in" aria-label={t(lang, 'zoom.in')} title={`${t(lang, 'zoom.in')} (+)`}>
          +
        </button>
        <button type="button" onClick={zoom.zoomOut} data-testid="zoom-out" aria-label={t(lang, 'zoom.out')} title={`${t(lang, 'zoom.out')} (−)`}>
          −
        </button>
        <button type="button" onClick={zoom.fit} data-testid="zoom-fit" aria-label={t(lang, 'zoom.fit')} title={`${t(lang, 'zoom.fit')} (0)`}>
          ⤢
        </button>
      </div>
    </div>
  );
});

export const MapLegend = memo(function MapLegend({ lang }: { lang: Lang }) {
  const socios: Socio[] = ['elite', 'bureaucrat', 'farmer', 'worker', 'intellectual', 'student', 'church', 'minority'];
  return (
    <div className="legend" aria-label={t(lang, 'map.legend')}>
      {socios.map((s) => (
        <span key={s}>
          <svg width={14} height={14} viewBox="0 0 14 14" aria-hidden>
            <SocioGlyph socio={s} x={7} y={7} />
          </svg>
          {t(lang, `socio.${s}`)}
        </span>
      ))}
      <span>
        <svg width={22} height={14} viewBox="0 0 22 14" aria-hidden>
          <rect x={1} y={1} width={20} height={12} fill="none" stroke="#222" strokeWidth={1.5} />
          <rect x={3.5} y={3.5} width={15} height={7} fill="none" stroke="#222" strokeWidth={0.9} />
        </svg>
        {t(lang, 'map.battleground')}
      </span>
      <span className="c">■ {sideLetter(lang, 'communist')} = {t(lang, 'side.communist')}</span>
      <span className="d">■ {sideLetter(lang, 'democrat')} = {t(lang, 'side.democrat')}</span>
      {(['communist', 'democrat'] as const).map((side) => (
        <span key={side}>
          <svg width={26} height={20} viewBox="0 0 26 20" aria-hidden>
            <Counter side={side} n={3} x={13} y={1} up />
          </svg>
          {t(lang, 'map.controlledBy', { side })}
        </span>
      ))}
    </div>
  );
});
