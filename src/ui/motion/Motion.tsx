/**
 * Moves you can see happen (a chunk of its own, loaded after the first render): SPs counting up
 * or down on their space, a support check's die rolling and landing beside its total and target,
 * the die of a Tiananmen Square attempt or of an event landing beside its total and what it
 * needed (under the narration, at the top of the map), a played card on its way to the discard pile, the removed cards or the events in force, the
 * computer's steps narrated (on a phone the map follows them), and the sounds if they are on.
 * Everything comes from the view's support and log; with `prefers-reduced-motion` nothing moves
 * (the narration stays: it is words, not motion; a roll's die shows its face at once).
 */
import { useState } from 'react';
import type { LogEntry } from '../../engine';
import type { Side } from '../../engine/data';
import { t, type Lang } from '../../i18n';
import { useComputer } from '../../store/computerStatus';
import { useGame } from '../../store/game';
import { useMoments } from '../../store/moments';
import { playSound } from '../sound';
import type { MapZoom } from '../useMapZoom';
import { POSITIONS } from '../mapLayout';
import type { Box } from '../zoom';
import { MOTION_AFTER, ROLL_MS, spaceIndex, useLater, useNewEntries, useReducedMotion } from './common';
import { CardFlight, flightsOf, type Flight } from './flights';
import { Narration } from './narration';
import { Rolls, rollsOf, ROLL_STAYS, type RollItem } from './rolls';
import { soundOf } from './sounds';
import './motion.css';

export { MOTION_AFTER, reducedMotion, REDUCED_QUERY, useReducedMotion } from './common';
export { DieFace } from './die';
export { flightPath, flightsOf, type ScreenBox } from './flights';
export { calloutGrow, calloutPlace, calloutWidth, MapMotion, NAME_UNITS_PER_CHAR } from './mapMotion';
export { narrate, panFor, readMs, stepSpaces } from './narration';
export { rollsOf, rollWords, type RollItem } from './rolls';
export { SoundSetting, soundOf } from './sounds';

/** The space of the newest move that names one (a check, a placement, an SP removed), if it is recent. */
export function newestSpace(log: readonly LogEntry[]): string | null {
  for (let i = log.length - 1; i >= Math.max(0, log.length - 30); i--) {
    const space = log[i]!.params.space;
    if (typeof space === 'string') return space;
  }
  return null;
}

/** Whether a space lies in the upper part of the map's view (then the narration goes to its foot). */
export function focusInTopHalf(space: string | null, view: Box | null): boolean {
  const i = space === null ? undefined : spaceIndex.get(space);
  if (i === undefined || !view) return false;
  const p = POSITIONS[i]!;
  return p.x >= view.x && p.x <= view.x + view.w && (p.y - view.y) / view.h < 0.5;
}

/** While a result card is up before a person, the computer's held move is said to wait for it (src/store/moments.ts). */
function ComputerWaits({ lang }: { lang: Lang }) {
  const thinking = useComputer((s) => s.thinking);
  const up = useMoments((s) => s.open.size > 0);
  const person = useGame((s) => !s.computer.communist || !s.computer.democrat);
  if (!thinking || !up || !person) return null;
  return (
    <p className="computer-waits" role="status" data-testid="computer-waits">
      {t(lang, 'moment.computerWaits', { side: thinking })}
    </p>
  );
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
  // the words and dice keep off the space being decided: over the other half of the map's view
  const below = focusInTopHalf(newestSpace(log), zoom.box());
  return (
    <>
      <ComputerWaits lang={lang} />
      <div className={below ? 'motion-top at-bottom' : 'motion-top'} data-at={below ? 'bottom' : 'top'}>
        <Narration lang={lang} zoom={zoom} />
        <Rolls lang={lang} rolls={rolls} reduced={reduced} />
      </div>
      {!reduced && flights.map((f) => <CardFlight key={f.key} flight={f} lang={lang} viewer={viewer} done={done} />)}
    </>
  );
}
