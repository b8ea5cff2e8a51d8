/** Our own SVG map of Eastern Europe in 1989 and its 75 spaces: SP counters, control, legal targets clickable. */
import { memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { sameAction, type Action, type DecisionFacts, type LogEntry, type PlayerView, type SupportRow } from '../engine';
import { SPACES, type Side } from '../engine/data';
import { spaceName, t, type Lang } from '../i18n';
import { keys, useKeys, type TableKeys } from './useTableKeys';
import { NO_MARKS, type ChangeMarks } from './changes';
import { lazyComponent } from './lazyComponent';
import { Counter, sameSpaceShown, SocioGlyph } from './mapPieces';
import { BOX_H, BOX_W, COUNTRY_BAND, EDGES, MAP_H, MAP_W, MIN_FONT, POSITIONS } from './mapLayout';
import { useMapZoom } from './useMapZoom';
import { ComputerStatus } from './ComputerStatus';
import { allVisible, type Box } from './zoom';

const LIMITS = { mapW: MAP_W, mapH: MAP_H, maxScale: 4 };
/** the smallest text on the map, in map units: a power badge's side letter (a space's name is at least MIN_FONT) */
const SMALLEST_TEXT = 11;
/** on a touch screen a prompt opens where a space is ≥ 44 px tall and the map's smallest text ≥ 11 px */
export const TOUCH_SCALE = Math.max(44 / BOX_H, 11 / Math.min(MIN_FONT, SMALLEST_TEXT));
const BOX = { w: BOX_W, h: BOX_H };

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
const NAME_CACHE = new Map<string, { lines: string[]; fontSize: string; condensed: boolean[] }>();
/** the width a name's line may take in its box */
const NAME_ROOM = BOX_W - 6;
function nameLayout(lang: Lang, id: string) {
  const key = `${lang}:${id}`;
  let hit = NAME_CACHE.get(key);
  if (!hit) {
    const ls = lines(spaceName(lang, id));
    // long names a little smaller, never below MIN_FONT (bold sans: about 0.6 em per character);
    // a line still too long is set condensed to the box's width (its letters keep their height)
    const longest = Math.max(...ls.map((l) => l.length));
    const size = Math.min(ls.length === 1 ? 13.5 : 12.5, Math.max(MIN_FONT, NAME_ROOM / (longest * 0.6)));
    hit = { lines: ls, fontSize: size.toFixed(1), condensed: ls.map((l) => l.length * 0.6 * size > NAME_ROOM * 1.04) };
    NAME_CACHE.set(key, hit);
  }
  return hit;
}

/** The land: paths of some 7 kB gzipped, in a chunk of their own that loads after the first render. */
export const MapGeography = lazyComponent(() => import('./MapGeography').then((m) => m.MapGeography));
/** The six countries' names and power badges, placed for each language: in the same chunk. */
export const CountryNames = lazyComponent(() => import('./MapGeography').then((m) => m.CountryNames));
/** The changes since the player's last decision: in the same chunk. */
export const MarksLayer = lazyComponent(() => import('./MapGeography').then((m) => m.MarksLayer));
/** Moves you can see happen (SP counts, a check's die, cards on their way, the computer narrated): a chunk of their own. */
export const MapMotion = lazyComponent(() => import('./motion/Motion').then((m) => m.MapMotion));
export const MotionOverlay = lazyComponent(() => import('./motion/Motion').then((m) => m.MotionOverlay));
/** The hovered space in words: in the same chunk. */
export const Tooltip = lazyComponent(() => import('./MapGeography').then((m) => m.Tooltip));

interface MapViewProps {
  lang: Lang;
  support: readonly SupportRow[];
  /** 2.1.7: who controls each space, from the view */
  control: readonly (Side | null)[];
  eliminated: readonly number[];
  /** costs and odds of the targets (the view's decision), shown when a target is hovered or focused */
  facts?: DecisionFacts;
  /** legal space actions of the prompt, by space id */
  targets: ReadonlyMap<string, Action>;
  onAct(a: Action): void;
  /** who holds power in each country and how often the Communist kept it (8.4) */
  power?: PlayerView['power'];
  /** what changed since this player's last decision */
  marks?: ChangeMarks;
  /** the space of the computer's last step, ringed */
  marked?: string | null;
  /** the log, whose new entries are shown happening (dice, cards) */
  log?: readonly LogEntry[];
  /** the side at the screen (a card it plays leaves its hand) */
  viewer?: Side | null;
}

function sameTarget(a: Action | undefined, b: Action | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  // field by field: no key strings built for 75 spaces on every click
  return sameAction(a, b);
}

/**
 * A target's note (src/ui/mapKeys.ts targetNote), by what it says: its language, its action's type
 * and its space's cost or odds. Each click brings new targets and facts, most of them saying what
 * they said before: their words are worked out once, not again for every target on every click.
 */
const NOTES = new Map<string, string>();
function noteOf(named: TableKeys, lang: Lang, a: Action, facts: DecisionFacts | undefined): string {
  const id = 'space' in a ? a.space : '';
  const cost = facts?.placeCost?.[id];
  const odds = facts?.checkOdds?.[id];
  const key = `${lang} ${a.type} ${cost ?? ''} ${odds ? `${odds.success} ${odds.expectedRemoved}` : ''}`;
  let note = NOTES.get(key);
  if (note === undefined) {
    // odds come in many values over a game: the words of the last few hundred are kept
    if (NOTES.size > 500) NOTES.clear();
    note = named.targetNote(lang, a, facts);
    NOTES.set(key, note);
  }
  return note;
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

const SpaceBox = memo(
  function SpaceBox({
    i,
    lang,
    row,
    ctrl,
    eliminated,
    target,
    note,
    tabStop,
    named,
    onAct,
    onHover,
    onFocusSpace,
  }: {
    i: number;
    lang: Lang;
    row: SupportRow;
    ctrl: Side | null;
    eliminated: boolean;
    target: Action | undefined;
    /** what choosing this target does, with its cost or odds */
    note: string | undefined;
    /** the map's one stop in the tab order (a roving tabindex: the arrows go on from it) */
    tabStop: boolean;
    /** the keys' module that names a space, once it has come */
    named: TableKeys | null;
    onAct(a: Action): void;
    onHover(i: number | null): void;
    onFocusSpace(i: number, target: boolean): void;
  }) {
    const sp = SPACES[i]!;
    const p = POSITIONS[i]!;
    const { lines: ls, fontSize, condensed } = nameLayout(lang, sp.id);
    const x0 = p.x - BOX_W / 2;
    const y0 = p.y - BOX_H / 2;
    const act = target ? () => onAct(target) : undefined;
    return (
      <g
        className={`space${target ? ' target' : ''}${eliminated ? ' eliminated' : ''}`}
        data-space={sp.id}
        data-control={ctrl ?? 'none'}
        onClick={act}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault(); // Space would scroll the page
          act?.();
        }}
        onMouseEnter={() => onHover(i)}
        onMouseLeave={() => onHover(null)}
      >
        {/* every space is reachable by the arrows; a target's control is its halo. The control holds
            no text, so its name (the space in words) is all a screen reader hears */}
        <rect
          x={x0 - 4}
          y={y0 - 4}
          width={BOX_W + 8}
          height={BOX_H + 8}
          rx={7}
          className={target ? 'target-halo' : 'space-focus'}
          role="button"
          tabIndex={tabStop ? 0 : -1}
          aria-disabled={target ? undefined : true}
          data-focus={sp.id}
          onFocus={() => onFocusSpace(i, !!target)}
          onBlur={() => onHover(null)}
          aria-label={named?.spaceLabel(lang, i, row, ctrl, eliminated, note)}
        />
        <rect x={x0} y={y0} width={BOX_W} height={BOX_H} rx={4} fill="#fffdf6" stroke="#222" strokeWidth={sp.battleground ? 1.8 : 1} />
        {/* its country's colour along the top, as on the board: a box near a border still reads as its country's */}
        <rect x={x0 + 1} y={y0 + 1} width={BOX_W - 2} height={4} rx={2} fill={COUNTRY_BAND[sp.country]} />
        {sp.battleground && <rect x={x0 + 3} y={y0 + 3} width={BOX_W - 6} height={BOX_H - 6} rx={2} fill="none" stroke="#222" strokeWidth={0.9} />}
        {ls.map((l, k) => (
          <text
            key={k}
            x={p.x}
            y={y0 + (ls.length === 1 ? 21 : 16 + k * 12.5)}
            className="space-name"
            fontSize={fontSize}
            {...(condensed[k] ? { textLength: NAME_ROOM, lengthAdjust: 'spacingAndGlyphs' } : {})}
          >
            {l}
          </text>
        ))}
        {/* bottom row: stability, the sides' SP counters (the controlling side's turned up: solid), icon */}
        <rect x={x0 + 4} y={y0 + BOX_H - 17} width={15} height={15} fill="#fff" stroke="#555" strokeWidth={0.8} />
        <text x={x0 + 11.5} y={y0 + BOX_H - 5} className="stab">
          {sp.stability}
        </text>
        {row.communist > 0 && <Counter side="communist" n={row.communist} x={p.x - 12} y={y0 + BOX_H - 18} up={ctrl === 'communist'} />}
        {row.democrat > 0 && <Counter side="democrat" n={row.democrat} x={p.x + 14} y={y0 + BOX_H - 18} up={ctrl === 'democrat'} />}
        <SocioGlyph socio={sp.socio} x={x0 + BOX_W - 11} y={y0 + BOX_H - 9.5} size={11} />
        {eliminated && <path d={`M${x0} ${y0}L${x0 + BOX_W} ${y0 + BOX_H}M${x0 + BOX_W} ${y0}L${x0} ${y0 + BOX_H}`} stroke="#555" strokeWidth={1.5} />}
      </g>
    );
  },
  (a, b) =>
    sameSpaceShown(a, b) &&
    // every new state brings new action objects: a target is the same if it does the same
    sameTarget(a.target, b.target) &&
    a.note === b.note &&
    a.tabStop === b.tabStop &&
    a.named === b.named &&
    a.onAct === b.onAct &&
    a.onHover === b.onHover &&
    a.onFocusSpace === b.onFocusSpace,
);

/**
 * The space under the pointer, kept apart from the map's state: moving over the map re-renders the
 * tooltip only. On a touch screen a first tap on a target with odds or a cost arms it: its tooltip
 * shows them, and a second tap on it acts.
 */
function hoverStore() {
  let value: number | null = null;
  let armed: number | null = null;
  // the view the tip was placed in: a new one places it again
  let view = 0;
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const l of listeners) l();
  };
  return {
    get: () => value,
    armed: () => armed,
    view: () => view,
    set: (v: number | null) => {
      // an armed space's odds stay up while the emulated mouse of a tap moves over other spaces
      if (v === value || armed !== null) return;
      value = v;
      tell();
    },
    /**
     * The map's view moved (a pan, a zoom, the map settling into a new size). An armed space still
     * wholly in view stays armed, its tip placed again (a view that changes after a first tap must
     * not make the second tap a first one again); else nothing shown, nothing armed.
     */
    moved: (b: Box) => {
      if (armed !== null) {
        if (allVisible(b, [POSITIONS[armed]!], BOX_W, BOX_H)) {
          view++;
          tell();
          return;
        }
      }
      if (value === null && armed === null) return;
      value = armed = null;
      tell();
    },
    /** a first tap: the space shown with its odds, armed for the second */
    arm: (v: number | null) => {
      if (v === armed && (v === null || v === value)) return;
      armed = v;
      if (v !== null) value = v;
      tell();
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
}
type HoverStore = ReturnType<typeof hoverStore>;

function HoverTip({
  hover,
  lang,
  support,
  control,
  eliminated,
  facts,
  view,
}: {
  hover: HoverStore;
  lang: Lang;
  support: readonly SupportRow[];
  control: readonly (Side | null)[];
  eliminated: readonly number[];
  facts?: DecisionFacts;
  view(): Box | null;
}) {
  const i = useSyncExternalStore(hover.subscribe, hover.get);
  const armed = useSyncExternalStore(hover.subscribe, hover.armed);
  useSyncExternalStore(hover.subscribe, hover.view);
  if (i === null) return null;
  const id = SPACES[i]!.id;
  const odds = facts?.checkOdds?.[id];
  const cost = facts?.placeCost?.[id];
  return (
    <Suspense fallback={null}>
      <Tooltip
        i={i}
        lang={lang}
        row={support[i]!}
        ctrl={control[i] ?? null}
        eliminated={eliminated.includes(i)}
        view={view()}
        odds={odds}
        cost={cost}
        again={armed === i ? (odds ? 'odds.tapAgainCheck' : cost !== undefined ? 'odds.tapAgainPlace' : undefined) : undefined}
      />
    </Suspense>
  );
}

/** A ring around the space the computer's last step touched. */
function MoveMark({ id }: { id: string }) {
  const i = SPACES.findIndex((sp) => sp.id === id);
  const p = POSITIONS[i];
  if (!p) return null;
  return (
    <rect
      x={p.x - BOX_W / 2 - 7}
      y={p.y - BOX_H / 2 - 7}
      width={BOX_W + 14}
      height={BOX_H + 14}
      rx={9}
      className="move-mark"
      data-testid="move-mark"
      data-marked={id}
    />
  );
}

export const MapView = memo(function MapView({
  lang,
  support,
  control,
  eliminated,
  facts,
  targets,
  onAct,
  power,
  marks = NO_MARKS,
  marked,
  log,
  viewer = null,
}: MapViewProps) {
  const [hover] = useState(hoverStore);
  const mounted = useRef(false);
  const svg = useRef<SVGSVGElement>(null);
  const targetKey = [...targets.keys()].join(' ');
  // the same spaces are the same points, whatever new action objects a state brings
  const points = useMemo(() => (targetKey ? targetKey.split(' ').map((id) => POSITIONS[SPACES.findIndex((s) => s.id === id)]!) : []), [targetKey]);
  const viewMoved = useCallback((b: Box) => hover.moved(b), [hover]);
  // on a touch screen a first tap on a target shows its odds or cost, a second acts (the armed space
  // stays armed after it, so SPs placed one by one on a space take a tap each)
  const pointer = useRef('mouse');
  const factsRef = useRef(facts);
  factsRef.current = facts;
  const onTarget = useCallback(
    (a: Action) => {
      const i = 'space' in a ? SPACES.findIndex((sp) => sp.id === a.space) : -1;
      const id = SPACES[i]?.id ?? '';
      const told = factsRef.current?.checkOdds?.[id] !== undefined || factsRef.current?.placeCost?.[id] !== undefined;
      if (pointer.current === 'touch' && told && hover.armed() !== i) return hover.arm(i);
      onAct(a);
    },
    [onAct, hover],
  );
  // a new set of targets without the armed space: nothing armed
  useEffect(() => {
    const a = hover.armed();
    if (a !== null && !targets.has(SPACES[a]!.id)) hover.arm(null);
  }, [targets, hover]);
  const zoom = useMapZoom(svg, LIMITS, points, targetKey, BOX, TOUCH_SCALE, viewMoved);
  // the roving tabindex: the space last focused, or the first target while it is none
  const [stop, setStop] = useState(0);
  const firstTarget = useMemo(() => (targetKey ? Math.min(...targetKey.split(' ').map((id) => SPACES.findIndex((sp) => sp.id === id))) : null), [targetKey]);
  const tabStop = firstTarget !== null && !targets.has(SPACES[stop]!.id) ? firstTarget : stop;
  const named = useKeys();
  const notes = useMemo(() => {
    const m = new Map<string, string>();
    if (named) for (const [id, a] of targets) m.set(id, noteOf(named, lang, a, facts));
    return m;
  }, [targets, facts, lang, named]);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const onFocusSpace = useCallback(
    (i: number, target: boolean) => {
      setStop(i);
      // a target shows its tooltip when focused, however; any space the keyboard reaches shows it, and comes into view
      if (target) hover.set(i);
      const k = keys();
      if (!k?.byKeyboard()) return;
      hover.set(i);
      k.bringIntoView(i, zoomRef.current);
    },
    [hover],
  );
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    // on a space the arrows go to the space that lies that way, elsewhere they pan
    if (keys()?.arrowOnMap(e, svg.current)) return;
    const b = zoom.box();
    const pan = (dx: number, dy: number) => {
      if (!b) return;
      e.preventDefault();
      zoom.panTo({ ...b, x: b.x + (dx * b.w) / 6, y: b.y + (dy * b.h) / 6 });
    };
    const take = (f: () => void) => {
      e.preventDefault();
      f();
    };
    if (e.key === '+' || e.key === '=') take(zoom.zoomIn);
    else if (e.key === '-' || e.key === '_') take(zoom.zoomOut);
    else if (e.key === '0') take(zoom.fit);
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
    <div
      className="map-wrap"
      onKeyDown={onKeyDown}
      onPointerDownCapture={(e) => {
        pointer.current = e.pointerType;
        // a mouse or a pen shows what it hovers again
        if (e.pointerType !== 'touch') hover.arm(null);
      }}
    >
      <svg className="map" ref={svg} viewBox={`0 0 ${MAP_W} ${MAP_H}`} role="group" aria-label={t(lang, 'map.title')} aria-describedby="map-keys">
        <MapBackground lang={lang} />
        {SPACES.map((sp) => (
          <SpaceBox
            key={sp.id}
            i={sp.index}
            lang={lang}
            row={support[sp.index]!}
            ctrl={control[sp.index] ?? null}
            eliminated={eliminated.includes(sp.index)}
            target={targets.get(sp.id)}
            note={notes.get(sp.id)}
            tabStop={tabStop === sp.index}
            named={named}
            onAct={onTarget}
            onHover={hover.set}
            onFocusSpace={onFocusSpace}
          />
        ))}
        <Suspense fallback={null}>
          <MarksLayer lang={lang} marks={marks} />
        </Suspense>
        <Suspense fallback={null}>
          <CountryNames lang={lang} power={power} />
        </Suspense>
        {marked && <MoveMark id={marked} />}
        {log && (
          <Suspense fallback={null}>
            <MapMotion lang={lang} support={support} control={control} log={log} />
          </Suspense>
        )}
      </svg>
      <p className="sr-only" id="map-keys">
        {t(lang, 'a11y.mapKeys')}
      </p>
      {/* over the map, out of the layout: the header and the board keep their places while the computer thinks */}
      <ComputerStatus lang={lang} />
      {log && (
        <Suspense fallback={null}>
          <MotionOverlay lang={lang} log={log} viewer={viewer} zoom={zoom} />
        </Suspense>
      )}
      <HoverTip hover={hover} lang={lang} support={support} control={control} eliminated={eliminated} facts={facts} view={zoom.box} />
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

/** The legend: in the chunk loaded after the first render, with the land. */
export const Legend = lazyComponent(() => import('./MapGeography').then((m) => m.MapLegend));
export function MapLegend({ lang }: { lang: Lang }) {
  return (
    <Suspense fallback={null}>
      <Legend lang={lang} />
    </Suspense>
  );
}
