/**
 * The table's keys, its focus rule and the map's words for a screen reader (src/ui/tableKeys.ts,
 * src/ui/mapKeys.ts) as the table uses them. Their module is a chunk of its own, fetched as this
 * module loads, so it stays outside the initial JS (the 130 kB budget); until it has come, which is
 * before any player's first key, no key is acted on, and what needs it renders again when it comes.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

export type TableKeys = typeof import('./tableKeys');
let loaded: TableKeys | null = null;
const waiting = new Set<() => void>();
/** settles when the keys' module has come (tests wait for it) */
export const keysReady: Promise<unknown> = import('./tableKeys').then((k) => {
  loaded = k;
  for (const w of waiting) w();
});

/** The keys' module once it has come, else null. */
export const keys = (): TableKeys | null => loaded;

/** The keys' module for a component, which renders again when it comes. */
export function useKeys(): TableKeys | null {
  return useSyncExternalStore((w) => {
    waiting.add(w);
    return () => void waiting.delete(w);
  }, keys);
}

/** The shortcuts while the table is open (`picking`: a card of the hand is to be picked). */
export function useTableKeys(picking: boolean): void {
  const k = useKeys();
  const pickingNow = useRef(picking);
  pickingNow.current = picking;
  useEffect(() => k?.installTableKeys(() => pickingNow.current), [k]);
}

/** After each new decision (`key`), the focus goes to the next thing to do (focusAfterDecision). */
export function useFocusNext(key: string, question: string, picking: boolean): void {
  const k = useKeys();
  const asked = useRef(question);
  useEffect(() => {
    const newQuestion = asked.current !== question;
    asked.current = question;
    k?.focusAfterDecision(newQuestion, picking);
  }, [key, question, picking, k]);
}
