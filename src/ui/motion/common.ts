/** What the moves on the map share: reduced motion, timers dropped on unmount, the new log entries, keys. */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { LogEntry } from '../../engine';
import { SPACES } from '../../engine/data';

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

export const spaceIndex = new Map(SPACES.map((s) => [s.id, s.index]));
let nextKey = 1;
/** A key for a new item of motion, unique on the page. */
export const newKey = (): number => nextKey++;

/**
 * `setTimeout` for a component's motion: what is still pending when the component unmounts is
 * dropped, so no state is set once it is gone (nor after the page or a test's document is torn down).
 */
export function useLater(): (run: () => void, ms: number) => void {
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
export function useNewEntries(log: readonly LogEntry[], onNew: (entries: readonly LogEntry[]) => void): void {
  const seen = useRef<number | null>(null);
  const handler = useRef(onNew);
  handler.current = onNew;
  useEffect(() => {
    const from = seen.current;
    seen.current = log.length;
    if (from !== null && log.length > from) handler.current(log.slice(from));
  }, [log]);
}

/** the motion of a move starts this long after it (ms): the click's repaint comes first */
export const MOTION_AFTER = 40;
/** how long a die tumbles before it lands (ms) */
export const ROLL_MS = 650;
