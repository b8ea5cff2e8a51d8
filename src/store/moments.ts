/**
 * The big moments at the table (a country's scoring and the struggle that decided it, the end of a
 * turn): which result cards are up, and how long one waits. While a card is up and a person sits
 * at the table, the computer holds its next move (src/store/computerPlayer.ts): nothing it does
 * takes the card away before it has been read.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** How long a result card waits: until its Continue, or a number of seconds. */
export type ResultWait = 'continue' | 5 | 10;
export const RESULT_WAITS: readonly ResultWait[] = ['continue', 5, 10];
export const RESULT_WAIT_KEY = 'jn1989.resultWait';

function storedWait(): ResultWait {
  try {
    const v = typeof localStorage !== 'undefined' ? localStorage.getItem(RESULT_WAIT_KEY) : null;
    return RESULT_WAITS.find((w) => String(w) === v) ?? 'continue';
  } catch {
    return 'continue';
  }
}

export interface Moments {
  /** the result cards on the screen, by key */
  open: ReadonlySet<string>;
  wait: ResultWait;
}

export const momentStore = createStore<Moments>()(() => ({ open: new Set<string>(), wait: storedWait() }));
export const useMoments = <T>(sel: (s: Moments) => T): T => useStore(momentStore, sel);

/** A result card is up (until `closeMoment`). */
export function openMoment(key: string): void {
  const open = momentStore.getState().open;
  if (!open.has(key)) momentStore.setState({ open: new Set([...open, key]) });
}

export function closeMoment(key: string): void {
  const open = momentStore.getState().open;
  if (open.has(key)) momentStore.setState({ open: new Set([...open].filter((k) => k !== key)) });
}

export const momentUp = (): boolean => momentStore.getState().open.size > 0;

/** Run `then` once no result card is up (at once if none is). */
export function whenMomentsClosed(then: () => void): void {
  if (!momentUp()) return then();
  const stop = momentStore.subscribe((s) => {
    if (s.open.size > 0) return;
    stop();
    then();
  });
}

export function setResultWait(wait: ResultWait): void {
  try {
    localStorage.setItem(RESULT_WAIT_KEY, String(wait));
  } catch {
    // private mode: the setting lasts this page
  }
  momentStore.setState({ wait });
}
