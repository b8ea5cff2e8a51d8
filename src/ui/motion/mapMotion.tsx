/** On the map's spaces: SPs counting up or down, and a support check's die landing beside its total and target. */
import { memo, useEffect, useRef, useState } from 'react';
import { entryIs, type LogEntry, type SupportRow } from '../../engine';
import { SPACES, type Side } from '../../engine/data';
import { spaceName, t, type Lang } from '../../i18n';
import { BOX_H, BOX_W, MAP_W, POSITIONS } from '../mapLayout';
import { SIDE_COLOUR } from '../mapPieces';
import { MOTION_AFTER, newKey, ROLL_MS, spaceIndex, useLater, useReducedMotion } from './common';
import { DieFace, useTumblingDie } from './die';

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

/** how long a check's die stays beside its space (ms) */
const DIE_STAYS = 3200;

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
        if (!entryIs(e, 'supportCheck')) continue;
        const p = e.params;
        const i = spaceIndex.get(p.space);
        if (i === undefined) continue;
        checks.push({ key: newKey(), i, side: p.side, die: p.die, total: p.total, target: p.target, removed: p.removed, added: p.added });
      }
    const checked = new Set(checks.map((c) => c.i));
    const changes: SpItem[] = [];
    support.forEach((row, i) => {
      const b = before[i]!;
      for (const side of ['communist', 'democrat'] as const)
        if (b[side] !== row[side])
          // after a check the SPs change once its die has landed
          changes.push({ key: newKey(), i, side, from: b[side], to: row[side], up: control[i] === side, delay: checked.has(i) ? ROLL_MS + 250 : 0 });
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

/**
 * How much a check's callout is enlarged on a map drawn at `k` screen pixels per map unit: its
 * total (12 units) stays 12 px or more on the screen at any zoom down to the whole map on a phone
 * (k ≈ 0.23), and never shrink below their own size when the map is zoomed in.
 */
export const calloutGrow = (k: number): number => Math.min(6, Math.max(1, 1 / k));

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
