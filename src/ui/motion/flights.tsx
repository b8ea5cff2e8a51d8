/** A played card on its way to the discard pile, the removed cards or the events in force. */
import { useEffect, useRef } from 'react';
import { entryIs, type LogEntry } from '../../engine';
import type { Side } from '../../engine/data';
import { cardLabel, t, type Lang } from '../../i18n';
import { newKey } from './common';

export type Flight = {
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
export function CardFlight({ flight, lang, viewer, done }: { flight: Flight; lang: Lang; viewer: Side | null; done(key: number): void }) {
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
    if (entryIs(e, 'playCard') || entryIs(e, 'event')) side = e.params.side;
    if (entryIs(e, 'cardDiscarded') || entryIs(e, 'cardRemoved') || entryIs(e, 'effectStarts'))
      out.push({
        key: newKey(),
        card: e.params.card,
        dest: e.key === 'cardDiscarded' ? 'discard' : e.key === 'cardRemoved' ? 'removed' : 'inForce',
        from: side,
      });
  }
  return out;
}
