/**
 * Moves you can see happen (a chunk of its own, loaded after the first render): SPs counting up
 * or down on their space, a support check's die rolling and landing beside its total and target,
 * the die of a Tiananmen Square attempt or of an event landing beside its total and what it
 * needed (under the narration, at the top of the map), a played card on its way to the discard pile, the removed cards or the events in force, the
 * computer's steps narrated (on a phone the map follows them), and the sounds if they are on.
 * Everything comes from the view's support and log; with `prefers-reduced-motion` nothing moves
 * (the narration stays: it is words, not motion; a roll's die shows its face at once).
 */
import { memo, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { LogEntry, SupportRow } from '../engine';
import { SPACES, type Side } from '../engine/data';
import { cardLabel, formatLog, spaceName, t, type Lang } from '../i18n';
import { useComputer } from '../store/computerStatus';
import type { ComputerStep } from '../store/computerStatus';
import { BOX_H, BOX_W, MAP_W, POSITIONS } from './mapLayout';
import { SIDE_COLOUR } from './mapPieces';
import { playSound, setSoundOn, soundOn, type SoundKind } from './sound';
import { NARROW_QUERY, useNarrow } from './useNarrow';
import type { MapZoom } from './useMapZoom';
import { allVisible, type Box } from './zoom';
import './motion.css';

export const REDUCED_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReduced(cb: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const m = matchMedia(REDUCED_QUERY);
  m.addEventListener?.('change', cb);
  return () => m.removeEventListener?.('change', cb);
}
export const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia(REDUCED_QUERY).matches;
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReduced, reducedMotion, () => true);
}

const spaceIndex = new Map(SPACES.map((s) => [s.id, s.index]));
let nextKey = 1;

/**
 * `setTimeout` for a component's motion: what is still pending when the component unmounts is
 * dropped, so no state is set once it is gone (nor after the page or a test's document is torn down).
 */
function useLater(): (run: () => void, ms: number) => void {
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    };
  }, []);
  return useCallback((run: () => void, ms: number) => {
    const t = setTimeout(() => {
      pending.current.delete(t);
      run();
    }, ms);
    pending.current.add(t);
  }, []);
}

/** The log entries added since the last render (none on the first, none after an undo). */
function useNewEntries(log: readonly LogEntry[], onNew: (entries: readonly LogEntry[]) => void): void {
  const seen = useRef<number | null>(null);
  const handler = useRef(onNew);
  handler.current = onNew;
  useEffect(() => {
    const from = seen.current;
    seen.current = log.length;
    if (from !== null && log.length > from) handler.current(log.slice(from));
  }, [log]);
}

type SpItem = {
  key: number;
  i: number;
  side: Side;
  from: number;
  to: number;
  up: boolean;
  delay: number;
};
type DieItem = {
  key: number;
  i: number;
  side: Side;
  die: number;
  total: number;
  target: number;
  removed: number;
  added: number;
};

/** the motion of a move starts this long after it (ms): the click's repaint comes first */
export const MOTION_AFTER = 40;
/** how long a die tumbles before it lands (ms) */
const ROLL_MS = 650;
/** how long a check's die stays beside its space (ms) */
const DIE_STAYS = 3200;

/** The sounds of a batch of log entries: one, the most telling. */
export function soundOf(entries: readonly LogEntry[]): SoundKind | null {
  const keys = new Set(entries.map((e) => e.key));
  if (keys.has('psWinner') || keys.has('psSurrender') || keys.has('psVictoryPoints')) return 'result';
  if (['supportCheck', 'tiananmenAttempt', 'eventRoll', 'strikeRoll', 'psSupportLoss', 'familyTakeover'].some((k) => keys.has(k))) return 'dice';
  if (keys.has('playCard') || keys.has('familyPlayCard')) return 'card';
  return null;
}

/** SP changes and support checks drawn over the map's spaces (inside the map's SVG). */
export const MapMotion = memo(function MapMotion({
  lang,
  support,
  control,
  log,
}: {
  lang: Lang;
  support: readonly SupportRow[];
  control: readonly (Side | null)[];
  log: readonly LogEntry[];
}) {
  const reduced = useReducedMotion();
  const prev = useRef<readonly SupportRow[] | null>(null);
  const seen = useRef<number | null>(null);
  const [sp, setSp] = useState<SpItem[]>([]);
  const [dice, setDice] = useState<DieItem[]>([]);
  const later = useLater();
  useEffect(() => {
    const before = prev.current;
    const from = seen.current;
    prev.current = support;
    seen.current = log.length;
    // a check without effect leaves the support as it was: its die still rolls
    if (reduced || !before || from === null || (before === support && log.length <= from)) return;
    const checks: DieItem[] = [];
    if (log.length > from)
      for (const e of log.slice(from)) {
        if (e.key !== 'supportCheck') continue;
        const i = spaceIndex.get(String(e.params.space));
        if (i === undefined) continue;
        const p = e.params;
        checks.push({
          key: nextKey++,
          i,
          side: p.side as Side,
          die: Number(p.die),
          total: Number(p.total),
          target: Number(p.target),
          removed: Number(p.removed),
          added: Number(p.added),
        });
      }
    const checked = new Set(checks.map((c) => c.i));
    const changes: SpItem[] = [];
    support.forEach((row, i) => {
      const b = before[i]!;
      for (const side of ['communist', 'democrat'] as const)
        if (b[side] !== row[side])
          // after a check the SPs change once its die has landed
          changes.push({ key: nextKey++, i, side, from: b[side], to: row[side], up: control[i] === side, delay: checked.has(i) ? ROLL_MS + 250 : 0 });
    });
    if (changes.length === 0 && checks.length === 0) return;
    // after the click's own repaint: the move's result shows at once, its motion a frame or two later
    later(() => {
      if (changes.length > 0) {
        setSp((xs) => [...xs, ...changes]);
        const keys = new Set(changes.map((c) => c.key));
        later(() => setSp((xs) => xs.filter((x) => !keys.has(x.key))), Math.max(...changes.map((c) => c.delay + countMs(c))) + 600);
      }
      if (checks.length > 0) {
        setDice((xs) => [...xs, ...checks]);
        const keys = new Set(checks.map((c) => c.key));
        later(() => setDice((xs) => xs.filter((x) => !keys.has(x.key))), DIE_STAYS);
      }
    }, MOTION_AFTER);
  }, [support, log, control, reduced, later]);
  if (reduced || (sp.length === 0 && dice.length === 0)) return null;
  return (
    <g className="motion-layer" data-testid="motion-layer" aria-hidden>
      {sp.map((x) => (
        <SpCount key={x.key} item={x} />
      ))}
      {dice.map((x) => (
        <DieCallout key={x.key} item={x} lang={lang} />
      ))}
    </g>
  );
});

/** a count takes about 160 ms per SP, at most 900 ms */
const countMs = (x: SpItem) => Math.min(900, 160 * Math.abs(x.to - x.from));

/** A space's SP counter counting from the old number to the new one, with a short highlight. */
function SpCount({ item }: { item: SpItem }) {
  const text = useRef<SVGTextElement>(null);
  const { i, side, from, to, up, delay } = item;
  useEffect(() => {
    const el = text.current;
    if (!el || typeof requestAnimationFrame !== 'function') return;
    const start = performance.now() + delay;
    const length = countMs(item);
    let raf = 0;
    const tick = (now: number) => {
      const k = Math.min(1, Math.max(0, (now - start) / length));
      el.textContent = String(Math.round(from + (to - from) * k));
      if (k < 1) raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [item, from, to, delay]);
  const p = POSITIONS[i]!;
  const x = side === 'communist' ? p.x - 13 : p.x + 13;
  const y = p.y - BOX_H / 2 + BOX_H - 21;
  const fill = up ? SIDE_COLOUR[side] : '#fff';
  return (
    <g
      className={`sp-count ${to > from ? 'sp-up' : 'sp-down'}`}
      data-count={SPACES[i]!.id}
      data-side={side}
      data-from={from}
      data-to={to}
      style={{ animationDelay: `${delay}ms` }}
    >
      <rect
        className="sp-flash"
        x={p.x - BOX_W / 2 - 3}
        y={p.y - BOX_H / 2 - 3}
        width={BOX_W + 6}
        height={BOX_H + 6}
        rx={6}
        stroke={SIDE_COLOUR[side]}
        style={{ animationDelay: `${delay}ms` }}
      />
      <g className={`sp-count-face${up ? ' up' : ''}${to === 0 ? ' sp-gone' : ''}`} style={{ animationDelay: `${delay + countMs(item)}ms` }}>
        <rect x={x - 12} y={y} width={24} height={18} rx={3} fill={fill} stroke={SIDE_COLOUR[side]} strokeWidth={1.6} />
        <text ref={text} x={x} y={y + 14} className={`sp ${side === 'communist' ? 'sp-c' : 'sp-d'}`}>
          {from}
        </text>
      </g>
    </g>
  );
}

/** The pips of a die face on a square of side 22 (centre 11, 11). */
const PIPS: Record<number, [number, number][]> = {
  1: [[11, 11]],
  2: [
    [6, 6],
    [16, 16],
  ],
  3: [
    [6, 6],
    [11, 11],
    [16, 16],
  ],
  4: [
    [6, 6],
    [16, 6],
    [6, 16],
    [16, 16],
  ],
  5: [
    [6, 6],
    [16, 6],
    [11, 11],
    [6, 16],
    [16, 16],
  ],
  6: [
    [6, 5],
    [16, 5],
    [6, 11],
    [16, 11],
    [6, 17],
    [16, 17],
  ],
};

export function DieFace({ value, side, x, y }: { value: number; side: Side; x: number; y: number }) {
  return (
    <g className={`die-face die-face-${side}`} transform={`translate(${x} ${y})`} data-face={value}>
      <rect x={0} y={0} width={22} height={22} rx={4} />
      {(PIPS[value] ?? []).map(([cx, cy], k) => (
        <circle key={k} cx={cx} cy={cy} r={2.3} />
      ))}
    </g>
  );
}

/**
 * How much a check's callout is enlarged on a map drawn at `k` screen pixels per map unit: its
 * total (12 units) stays 12 px or more on the screen at any zoom down to the whole map on a phone
 * (k ≈ 0.23), and never shrink below their own size when the map is zoomed in.
 */
export const calloutGrow = (k: number): number => Math.min(6, Math.max(1, 1 / k));

/**
 * A die tumbling for ROLL_MS and then lying on `die`: its face now, and whether it has landed.
 * `still` (reduced motion): the final face at once.
 */
function useTumblingDie(die: number, still = false): { face: number; landed: boolean } {
  const [face, setFace] = useState(() => (still ? die : (die % 6) + 1));
  const [landed, setLanded] = useState(still);
  useEffect(() => {
    if (still) return;
    let k = 0;
    const timer = setInterval(() => {
      k++;
      setFace(((die + k * 4) % 6) + 1);
    }, 90);
    const land = setTimeout(() => {
      clearInterval(timer);
      setFace(die);
      setLanded(true);
    }, ROLL_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(land);
    };
  }, [die, still]);
  return { face, landed };
}

/**
 * Where a check's callout goes, in map units, for a box `w` × `h` over the space at `p`: above
 * the space if there is room, else under it, with a tail from the box to the space's edge.
 */
export function calloutPlace(p: { x: number; y: number }, w: number, h: number, grow: number) {
  const gap = 9 * grow;
  const x = Math.min(Math.max(4, p.x - w / 2), MAP_W - w - 4);
  const aboveY = p.y - BOX_H / 2 - gap - h;
  const above = aboveY >= 2;
  const y = above ? aboveY : p.y + BOX_H / 2 + gap;
  // the tail's base on the box's edge facing the space, as near the space as the box allows
  const half = 7 * grow;
  const bx = Math.min(Math.max(p.x, x + half + 4 * grow), x + w - half - 4 * grow);
  const by = above ? y + h - 1 : y + 1;
  const tip = above ? p.y - BOX_H / 2 - 1 : p.y + BOX_H / 2 + 1;
  return { x, y, tail: `${bx - half},${by} ${bx + half},${by} ${p.x},${tip}` };
}

/** The callout's width (its own units) for a space name `nameW` units long: the die, the name and a margin. */
export const calloutWidth = (nameW: number): number => Math.max(168, Math.ceil(40 + nameW + 8));

/** Units a character of a space's name takes at most in the callout's font (bold 11.5 px runs up to about 8.3). */
export const NAME_UNITS_PER_CHAR = 8.4;
/** A name's length before it is measured. */
const nameEstimate = (name: string): number => NAME_UNITS_PER_CHAR * name.length;

/**
 * A support check's die tumbling, then lying beside the space's name, the check's total and target
 * and what it did; a tail points to the space.
 */
function DieCallout({ item, lang }: { item: DieItem; lang: Lang }) {
  const { face, landed } = useTumblingDie(item.die);
  const p = POSITIONS[item.i]!;
  // drawn at a readable size whatever the map's zoom
  const [grow, setGrow] = useState(1);
  const ref = useRef<SVGGElement>(null);
  const name = spaceName(lang, SPACES[item.i]!.id);
  // the name as the browser sets it, so the box fits it in any font
  const nameRef = useRef<SVGTextElement>(null);
  const [nameW, setNameW] = useState(() => nameEstimate(name));
  useEffect(() => {
    const k = ref.current?.ownerSVGElement?.getScreenCTM?.()?.a;
    if (k && k > 0) setGrow(calloutGrow(k));
    const w = nameRef.current?.getComputedTextLength?.();
    if (w && w > 0) setNameW(w);
  }, []);
  const w0 = calloutWidth(nameW);
  const h0 = 54;
  const at = calloutPlace(p, w0 * grow, h0 * grow, grow);
  const result =
    item.removed > 0
      ? t(lang, 'motion.checkRemoved', { n: item.removed })
      : item.added > 0
        ? t(lang, 'motion.checkAdded', { n: item.added })
        : t(lang, 'motion.checkNothing');
  return (
    <g ref={ref} className={`die-callout die-callout-${item.side}${landed ? ' landed' : ''}`} data-check={SPACES[item.i]!.id} data-die={item.die}>
      <polygon className="die-callout-tail" points={at.tail} />
      <g transform={`translate(${at.x} ${at.y}) scale(${grow})`}>
        <rect className="die-callout-bg" x={0} y={0} width={w0} height={h0} rx={6} />
        <text ref={nameRef} x={40} y={16} className="die-space">
          {name}
        </text>
        <g className="die-tumble" style={{ transformOrigin: '20px 27px' }}>
          <DieFace value={face} side={item.side} x={9} y={16} />
        </g>
        {landed && (
          <g className="die-text">
            <text x={40} y={31} className="die-total">
              {t(lang, 'motion.checkTotal', { total: item.total, target: item.target })}
            </text>
            <text x={40} y={46} className="die-result">
              {result}
            </text>
          </g>
        )}
      </g>
    </g>
  );
}

/** A die rolled for a Tiananmen Square attempt (6.3) or an event, as its log entries tell it. */
export type RollItem = {
  key: number;
  kind: 'tiananmen' | 'event' | 'strike';
  side: Side;
  card: number;
  die: number;
  /** die + modifiers, where the roll has them or a number to reach */
  total: number | null;
  /** the least total that succeeds */
  needed: number | null;
  success: boolean | null;
  /** what the die gave where it is no total (e.g. #80 Nepotism's SPs) */
  result: number | null;
};

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** The rolls of a batch of log entries: Tiananmen attempts (6.3.2), event rolls and a General Strike's rolls (#5). */
export function rollsOf(entries: readonly LogEntry[]): RollItem[] {
  const out: RollItem[] = [];
  for (const e of entries) {
    const p = e.params;
    const base = { key: nextKey++, side: p.side as Side, card: Number(p.card), die: Number(p.die) };
    if (e.key === 'tiananmenAttempt')
      out.push({ ...base, kind: 'tiananmen', total: num(p.total), needed: num(p.needed), success: p.success === true, result: null });
    else if (e.key === 'strikeRoll') out.push({ ...base, kind: 'strike', total: num(p.total), needed: num(p.needed), success: p.ended === true, result: null });
    else if (e.key === 'eventRoll') {
      // a roll with a modifier or a number to reach has a total; otherwise its result is what it gives
      const total = num(p.total) ?? (p.modifier !== undefined || p.needed !== undefined ? num(p.result) : null);
      out.push({
        ...base,
        kind: 'event',
        total,
        needed: num(p.needed),
        success: typeof p.success === 'boolean' ? p.success : null,
        result: total === null ? num(p.result) : null,
      });
    } else if (e.key === 'eventRollFailed') {
      // a record written before event rolls carried their target: the failure tells it
      const roll = out.findLast((r) => r.kind === 'event' && r.card === Number(p.card));
      if (roll) {
        roll.needed ??= num(p.needed);
        roll.total ??= num(p.roll);
        roll.success = false;
      }
    }
  }
  return out;
}

/** how long a roll's die and words stay (ms), after it has landed */
const ROLL_STAYS = 4500;

/** A roll's die face, drawn on its own (an image with the die's number as its name). */
function DieImage({ lang, value, die, side }: { lang: Lang; value: number; die: number; side: Side }) {
  return (
    <svg className="roll-die" width={30} height={30} viewBox="-2 -2 26 26" role="img" aria-label={t(lang, 'motion.dieLabel', { die })}>
      <g className="die-tumble" style={{ transformOrigin: '11px 11px' }}>
        <DieFace value={value} side={side} x={0} y={0} />
      </g>
    </svg>
  );
}

/** What a roll was for, its total against what it needed, and how it went. */
export function rollWords(lang: Lang, r: RollItem): { title: string; total: string | null; outcome: string | null } {
  const title = r.kind === 'tiananmen' ? t(lang, 'tian.title') : cardLabel(lang, r.card);
  const total =
    r.total !== null && r.needed !== null
      ? t(lang, 'motion.rollTotal', { total: r.total, needed: r.needed })
      : r.total !== null
        ? t(lang, 'motion.rollSum', { total: r.total })
        : r.result !== null
          ? t(lang, 'motion.rollResult', { result: r.result })
          : null;
  const outcome =
    r.success === null
      ? null
      : r.kind === 'strike'
        ? t(lang, r.success ? 'motion.strikeEnds' : 'motion.strikeGoesOn')
        : t(lang, r.success ? 'motion.rollSuccess' : 'motion.rollFailed');
  return { title, total, outcome };
}

/** A roll's die tumbling, then lying beside what the roll was for, its total and what it needed. */
function RollCallout({ item, lang, reduced }: { item: RollItem; lang: Lang; reduced: boolean }) {
  const { face, landed } = useTumblingDie(item.die, reduced);
  const words = rollWords(lang, item);
  return (
    <div
      className={`roll roll-${item.side === 'communist' ? 'c' : 'd'}${landed ? ' landed' : ''}${item.success === false ? ' roll-failed' : ''}`}
      data-roll={item.kind}
      data-card={item.card}
      data-die={item.die}
      data-testid="roll"
    >
      <DieImage lang={lang} value={face} die={item.die} side={item.side} />
      <span className="roll-text">
        <strong>{words.title}</strong>
        {landed && words.total && <span className="roll-total">{words.total}</span>}
        {landed && words.outcome && <span className="roll-outcome">{words.outcome}</span>}
      </span>
    </div>
  );
}

/** The rolls of the newest moves, each kept until it has been read (with reduced motion: its face at once). */
function Rolls({ lang, rolls, reduced }: { lang: Lang; rolls: readonly RollItem[]; reduced: boolean }) {
  if (rolls.length === 0) return null;
  return (
    <div className="rolls" role="status" aria-label={t(lang, 'motion.rolls')} data-testid="rolls">
      {rolls.map((r) => (
        <RollCallout key={r.key} item={r} lang={lang} reduced={reduced} />
      ))}
    </div>
  );
}

type Flight = {
  key: number;
  card: number;
  dest: 'discard' | 'removed' | 'inForce';
  from: Side | null;
};

const DEST_KEY = { discard: 'motion.toDiscard', removed: 'motion.toRemoved', inForce: 'motion.toInForce' } as const;

/** A box on the screen (as getBoundingClientRect gives it). */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** room kept at the map's foot for the computer's status and the zoom buttons */
const MAP_FOOT = 48;

/**
 * Where a card's flight starts and stops (the card's top-left corner, w×h at full size): from the
 * hand, or for a card of the other side from the foot of the map, to the Cards tab, which lists the
 * piles. The computer's narration lies at the top of the map: a flight starts below it and moves
 * down or sideways, so it never covers the words (on a phone the map is narrow and the narration
 * spans it).
 */
export function flightPath(o: {
  w: number;
  h: number;
  vw: number;
  vh: number;
  map: ScreenBox | null;
  hand: ScreenBox | null;
  tab: ScreenBox | null;
  narration: ScreenBox | null;
}): { start: { x: number; y: number }; stop: { x: number; y: number } } {
  const { w, h, map, hand, tab, narration } = o;
  let start = hand
    ? { x: hand.left + hand.width / 2 - w / 2, y: hand.top }
    : map
      ? { x: map.left + map.width / 2 - w / 2, y: Math.max(map.top + 8, map.top + map.height - h - MAP_FOOT) }
      : { x: o.vw / 2 - w / 2, y: o.vh / 2 };
  // below the narration, whatever the map's height
  if (narration && start.y < narration.top + narration.height + 8 && start.x < narration.left + narration.width && start.x + w > narration.left)
    start = { ...start, y: narration.top + narration.height + 8 };
  const stop = tab ? { x: tab.left + tab.width / 2 - w / 2, y: tab.top } : { x: o.vw - w - 8, y: o.vh - 60 };
  return { start, stop };
}

/** A played card on its way: from the hand (or the foot of the map for the other side) to the Cards tab, which lists the piles. */
function CardFlight({ flight, lang, viewer, done }: { flight: Flight; lang: Lang; viewer: Side | null; done(key: number): void }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = el.current;
    const end = () => done(flight.key);
    if (!node || typeof node.animate !== 'function') {
      const timer = setTimeout(end, 1600);
      return () => clearTimeout(timer);
    }
    const rectOf = (sel: string) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      return r && r.width > 0 && r.bottom > 0 && r.top < innerHeight ? r : null;
    };
    const { start, stop } = flightPath({
      w: node.offsetWidth,
      h: node.offsetHeight,
      vw: innerWidth,
      vh: innerHeight,
      map: rectOf('.map-wrap'),
      hand: flight.from !== null && flight.from === viewer ? rectOf('[data-testid=hand]') : null,
      tab: rectOf('[data-tab=cards]'),
      narration: rectOf('[data-testid=narration]'),
    });
    const a = node.animate(
      [
        { transform: `translate(${start.x}px, ${start.y}px) scale(0.9)`, opacity: 0 },
        { transform: `translate(${start.x}px, ${start.y}px) scale(1)`, opacity: 1, offset: 0.15 },
        { transform: `translate(${start.x}px, ${start.y}px) scale(1)`, opacity: 1, offset: 0.45 },
        { transform: `translate(${stop.x}px, ${stop.y}px) scale(0.6)`, opacity: 0.9, offset: 0.9 },
        { transform: `translate(${stop.x}px, ${stop.y}px) scale(0.5)`, opacity: 0 },
      ],
      { duration: 1700, easing: 'ease-in-out', fill: 'forwards' },
    );
    a.onfinish = end;
    return () => a.cancel();
    // the flight is laid out once, where the page is when it starts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={el} className="card-flight" data-flight={flight.dest} data-card={flight.card} aria-hidden>
      <strong>{cardLabel(lang, flight.card)}</strong>
      <span>→ {t(lang, DEST_KEY[flight.dest])}</span>
    </div>
  );
}

/** The played cards of a batch of log entries and where they went. */
export function flightsOf(entries: readonly LogEntry[]): Flight[] {
  let side: Side | null = null;
  const out: Flight[] = [];
  for (const e of entries) {
    if (e.key === 'playCard' || e.key === 'event') side = e.params.side as Side;
    const dest = e.key === 'cardDiscarded' ? 'discard' : e.key === 'cardRemoved' ? 'removed' : e.key === 'effectStarts' ? 'inForce' : null;
    if (dest) out.push({ key: nextKey++, card: Number(e.params.card), dest, from: side });
  }
  return out;
}

/** One narrated line per card play of the computer: its steps' log lines, newest last. */
type Told = {
  id: number;
  side: Side;
  lines: string[];
  at: number;
};

/** The computer's steps grouped for the narration: a card play (or a side's turn to act) starts a new message. */
export function narrate(lang: Lang, steps: readonly ComputerStep[]): { id: number; side: Side; lines: string[] }[] {
  const out: { id: number; side: Side; lines: string[] }[] = [];
  for (const s of steps) {
    const lines = s.entries.filter((e) => e.key !== 'deal' && e.key !== 'familyDeal').map((e) => formatLog(lang, e));
    if (lines.length === 0) continue;
    const last = out[out.length - 1];
    const starts = s.entries.some((e) => e.key === 'playCard' || e.key === 'familyPlayCard' || e.key === 'turnStart' || e.key === 'psStart');
    if (last && last.side === s.side && !starts) {
      last.lines.push(...lines);
      last.id = s.id;
    } else out.push({ id: s.id, side: s.side, lines });
  }
  return out;
}

/** how long a message stays: long enough to read it (about 15 characters a second), 4–10 s */
export const readMs = (text: string) => Math.min(10000, Math.max(4000, 1500 + text.length * 65));

/**
 * The computer's steps in words, each message kept long enough to read; on a phone the map pans
 * to the space of a step out of view, and back to the player's framing when the computer is done.
 */
function Narration({ lang, zoom }: { lang: Lang; zoom: MapZoom }) {
  const steps = useComputer((s) => s.steps);
  // a phone's map has room for the newest two lines of a message
  const narrow = useNarrow();
  const thinking = useComputer((s) => s.thinking);
  const lastSpace = useComputer((s) => s.lastSpace);
  const [now, setNow] = useState(() => Date.now());
  const firstId = useRef<number | null>(null);
  firstId.current ??= steps.at(-1)?.id ?? 0;
  const shownAt = useRef(new Map<number, number>());
  // only what the computer did while this table was open
  const messages = narrate(
    lang,
    steps.filter((s) => s.id > firstId.current!),
  ).slice(narrow ? -2 : -3);
  const told: Told[] = messages.map((m) => {
    if (!shownAt.current.has(m.id)) shownAt.current.set(m.id, Date.now());
    return { ...m, at: shownAt.current.get(m.id)! };
  });
  const visible = told.filter((m) => now - m.at < readMs(m.lines.join(' ')));
  // wake up when the oldest shown message is due to go
  useEffect(() => {
    if (visible.length === 0) return;
    const due = Math.min(...visible.map((m) => m.at + readMs(m.lines.join(' '))));
    const timer = setTimeout(() => setNow(Date.now()), Math.max(50, due - Date.now()));
    return () => clearTimeout(timer);
  });
  // a new message is shown from now on
  const newest = told.at(-1)?.id;
  useEffect(() => setNow(Date.now()), [newest]);
  usePanToComputer(
    zoom,
    steps.at(-1)?.id ?? 0,
    lastSpace ??
      steps
        .at(-1)
        ?.entries.map((e) => e.params.space)
        .find((s) => typeof s === 'string') ??
      null,
    thinking !== null,
  );
  if (visible.length === 0) return null;
  return (
    <div className="narration" role="log" aria-live="polite" aria-label={t(lang, 'motion.narration')} data-testid="narration">
      {visible.map((m) => (
        <p key={m.id} className={m.side === 'communist' ? 'c' : 'd'} data-side={m.side}>
          <strong>{t(lang, 'motion.narrate', { side: m.side })}</strong> {m.lines.slice(narrow ? -2 : -3).join(' ')}
        </p>
      ))}
    </div>
  );
}

/** Tween the map's view to a box (at once with reduced motion). */
function panSmoothly(zoom: MapZoom, to: Box): void {
  const from = zoom.box();
  if (!from || reducedMotion() || typeof requestAnimationFrame !== 'function') return zoom.panTo(to);
  const start = performance.now();
  const step = (now: number) => {
    const k = Math.min(1, (now - start) / 350);
    const e = k * (2 - k);
    zoom.panTo({ x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e, w: from.w + (to.w - from.w) * e, h: from.h + (to.h - from.h) * e });
    if (k < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

const sameBox = (a: Box | null, b: Box | null) => !!a && !!b && Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1 && Math.abs(a.w - b.w) < 1;

/** On a phone: the map follows the computer to a space out of view, then returns to the player's view. */
function usePanToComputer(zoom: MapZoom, stepId: number, space: string | null, thinking: boolean): void {
  const saved = useRef<Box | null>(null);
  const ours = useRef<Box | null>(null);
  // the zoom's functions are new each render; the map's view they reach is the same
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const lastPan = useRef(0);
  useEffect(() => {
    if (!space || typeof matchMedia !== 'function' || !matchMedia(NARROW_QUERY).matches) return;
    const i = spaceIndex.get(space);
    const b = zoom.box();
    if (i === undefined || !b) return;
    const p = POSITIONS[i]!;
    if (allVisible(b, [p], BOX_W, BOX_H)) return;
    // the player's own view is kept once, before the first pan of a run of steps
    if (!saved.current || !sameBox(b, ours.current)) saved.current = b;
    const to = { x: p.x - b.w / 2, y: p.y - b.h / 2, w: b.w, h: b.h };
    panSmoothly(zoom, to);
    ours.current = null;
    lastPan.current = Date.now();
    // what the map shows after the pan (kept within the map's limits)
    setTimeout(() => (ours.current = zoom.box()), reducedMotion() ? 0 : 400);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepId]);
  useEffect(() => {
    if (thinking || !saved.current) return;
    // the computer is done: back to the player's view, unless he or a prompt moved the map since
    const timer = setTimeout(
      () => {
        const back = saved.current;
        saved.current = null;
        if (back && sameBox(zoomRef.current.box(), ours.current)) panSmoothly(zoomRef.current, back);
      },
      Math.max(0, lastPan.current + 1800 - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [thinking, stepId]);
}

/** Over the map: the narration and the rolls under it, the cards on their way, and the sounds of each new move. */
export function MotionOverlay({ lang, log, viewer, zoom }: { lang: Lang; log: readonly LogEntry[]; viewer: Side | null; zoom: MapZoom }) {
  const reduced = useReducedMotion();
  const [flights, setFlights] = useState<Flight[]>([]);
  const [rolls, setRolls] = useState<RollItem[]>([]);
  const later = useLater();
  useNewEntries(log, (entries) => {
    const s = soundOf(entries);
    if (s) playSound(s);
    const r = rollsOf(entries);
    // with reduced motion a roll shows at once, with its final face
    if (r.length > 0)
      later(
        () => {
          setRolls((xs) => [...xs, ...r].slice(-3));
          const keys = new Set(r.map((x) => x.key));
          later(() => setRolls((xs) => xs.filter((x) => !keys.has(x.key))), (reduced ? 0 : ROLL_MS) + ROLL_STAYS);
        },
        reduced ? 0 : MOTION_AFTER,
      );
    if (!reduced) {
      const f = flightsOf(entries);
      if (f.length > 0) later(() => setFlights((xs) => [...xs, ...f].slice(-4)), MOTION_AFTER);
    }
  });
  const done = (key: number) => setFlights((xs) => xs.filter((x) => x.key !== key));
  return (
    <>
      <div className="motion-top">
        <Narration lang={lang} zoom={zoom} />
        <Rolls lang={lang} rolls={rolls} reduced={reduced} />
      </div>
      {!reduced && flights.map((f) => <CardFlight key={f.key} flight={f} lang={lang} viewer={viewer} done={done} />)}
    </>
  );
}

/** The sound switch (game menu): off until turned on, remembered. */
export function SoundSetting({ lang }: { lang: Lang }) {
  const [on, setOn] = useState(soundOn);
  return (
    <label className="setting" title={t(lang, 'sound.settingHelp')}>
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => {
          setSoundOn(e.target.checked);
          setOn(e.target.checked);
          if (e.target.checked) playSound('card');
        }}
        data-testid="setting-sound"
      />
      {t(lang, 'sound.setting')}
    </label>
  );
}
