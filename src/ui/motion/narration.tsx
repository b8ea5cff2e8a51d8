/** The computer's steps in words; on a phone the map follows them. */
import { useEffect, useRef, useState } from 'react';
import type { LogEntry } from '../../engine';
import type { Side } from '../../engine/data';
import { formatLog, t, type Lang } from '../../i18n';
import { useComputer, type ComputerStep } from '../../store/computerStatus';
import { useGame } from '../../store/game';
import { BOX_H, BOX_W, POSITIONS } from '../mapLayout';
import type { MapZoom } from '../useMapZoom';
import { NARROW_QUERY, useNarrow } from '../useNarrow';
import { allVisible, type Box } from '../zoom';
import { reducedMotion, spaceIndex } from './common';

/** One narrated line per card play of the computer: its steps' log lines, newest last; no side for the game's own events. */
type Told = {
  id: number;
  side: Side | null;
  lines: string[];
  at: number;
};

/** What the game itself does, no side's move: a new turn, the cards it adds, a reshuffle, a scoring (4.5, 9.0, 10.4). */
const GAME_EVENTS = new Set(['turnStart', 'addPeriod', 'reshuffle', 'countryScored', 'finalScoring', 'heldScoringCard']);

/** The side a log line is about, where it names one (the Democrat's roll in a step of the Communist's). */
function sideOf(e: LogEntry): Side | null {
  const side = e.params.side;
  return side === 'communist' || side === 'democrat' ? side : null;
}

/**
 * The computer's steps grouped for the narration: a card play (or a side's turn to act) starts a
 * new message, and so does a line about the other side, so that each message is labelled with the
 * side it tells of (a concession by the computer's Communist, then the Democrat's VP roll).
 */
export function narrate(lang: Lang, steps: readonly ComputerStep[]): { id: number; side: Side | null; lines: string[] }[] {
  const out: { id: number; side: Side | null; lines: string[] }[] = [];
  for (const s of steps) {
    const entries = s.entries.filter((e) => e.key !== 'deal' && e.key !== 'familyDeal');
    const starts = s.entries.some((e) => e.key === 'playCard' || e.key === 'familyPlayCard' || e.key === 'turnStart' || e.key === 'psStart');
    entries.forEach((e, k) => {
      const side = GAME_EVENTS.has(e.key) ? null : (sideOf(e) ?? s.side);
      const line = formatLog(lang, e);
      // a message's id: its newest step's, and the line's place in it
      const id = s.id * 1000 + k;
      const last = out[out.length - 1];
      if (last && last.side === side && !(starts && k === 0)) {
        last.lines.push(line);
        last.id = id;
      } else out.push({ id, side, lines: [line] });
    });
  }
  return out;
}

/** how long a message stays: long enough to read it (about 15 characters a second), 4–10 s */
export const readMs = (text: string) => Math.min(10000, Math.max(4000, 1500 + text.length * 65));

/**
 * The computer's steps in words, each message kept long enough to read (said aloud by the table's
 * announcer, src/ui/Announcer.tsx, so not a live region of its own); on a phone the map pans
 * to the space of a step out of view, and back to the player's framing when the computer is done.
 */
export function Narration({ lang, zoom }: { lang: Lang; zoom: MapZoom }) {
  const steps = useComputer((s) => s.steps);
  // a phone's map has room for the newest two lines of a message
  const narrow = useNarrow();
  const thinking = useComputer((s) => s.thinking);
  const lastSpace = useComputer((s) => s.lastSpace);
  const [now, setNow] = useState(() => Date.now());
  const firstId = useRef<number | null>(null);
  firstId.current ??= steps.at(-1)?.id ?? 0;
  // a move of a person at this screen: what the computer did before it is old news
  const personMoved = useGame((s) => {
    const last = s.record?.actions.at(-1);
    return last && !s.computer[last.side] && s.remote !== last.side ? s.record!.actions.length : 0;
  });
  const personAt = useRef(0);
  if (personMoved > personAt.current) {
    personAt.current = personMoved;
    firstId.current = Math.max(firstId.current, steps.at(-1)?.id ?? 0);
  }
  const shownAt = useRef(new Map<number, number>());
  // only what the computer did while this table was open, since the person's last move
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
  usePanToComputer(zoom, steps.at(-1)?.id ?? 0, stepSpaces(lastSpace, steps.at(-1)), thinking !== null);
  if (visible.length === 0) return null;
  return (
    <div className="narration" role="group" aria-label={t(lang, 'motion.narration')} data-testid="narration">
      {visible.map((m) => (
        <p key={m.id} className={m.side === 'communist' ? 'c' : m.side === 'democrat' ? 'd' : 'game'} data-side={m.side ?? 'game'}>
          {m.side && <strong>{t(lang, 'motion.narrate', { side: m.side })} </strong>}
          {m.lines.slice(narrow ? -2 : -3).join(' ')}
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

/** The spaces a step touched: the one its action named first, then those its log lines name (an event's placements). */
export function stepSpaces(lastSpace: string | null, step: ComputerStep | undefined): string[] {
  const named = (step?.entries ?? []).map((e) => e.params.space).filter((x): x is string => typeof x === 'string');
  return [...new Set([...(lastSpace ? [lastSpace] : []), ...named])];
}

/**
 * Where the map goes to show a step's spaces in a view of `b`'s size: all of them if they fit,
 * else the first; null when they are all in view already.
 */
export function panFor(b: Box, spaces: readonly string[]): Box | null {
  const ps = spaces.map((id) => spaceIndex.get(id)).flatMap((i) => (i === undefined ? [] : [POSITIONS[i]!]));
  if (ps.length === 0 || allVisible(b, ps, BOX_W, BOX_H)) return null;
  const xs = ps.map((p) => p.x);
  const ys = ps.map((p) => p.y);
  const fits = Math.max(...xs) - Math.min(...xs) + BOX_W <= b.w && Math.max(...ys) - Math.min(...ys) + BOX_H <= b.h;
  const c = fits ? { x: (Math.max(...xs) + Math.min(...xs)) / 2, y: (Math.max(...ys) + Math.min(...ys)) / 2 } : ps[0]!;
  return { x: c.x - b.w / 2, y: c.y - b.h / 2, w: b.w, h: b.h };
}

/** the screens where the map shows part of the board: a phone, a tablet either way up */
const FOLLOW_QUERY = `${NARROW_QUERY}, (pointer: coarse)`;

/** On a phone or a tablet: the map follows the computer to the spaces of each step out of view, then returns to the player's view. */
function usePanToComputer(zoom: MapZoom, stepId: number, spaces: readonly string[], thinking: boolean): void {
  const saved = useRef<Box | null>(null);
  const ours = useRef<Box | null>(null);
  // the zoom's functions are new each render; the map's view they reach is the same
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const lastPan = useRef(0);
  useEffect(() => {
    if (spaces.length === 0 || typeof matchMedia !== 'function' || !matchMedia(FOLLOW_QUERY).matches) return;
    const b = zoom.box();
    const to = b && panFor(b, spaces);
    if (!b || !to) return;
    // the player's own view is kept once, before the first pan of a run of steps
    if (!saved.current || !sameBox(b, ours.current)) saved.current = b;
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
