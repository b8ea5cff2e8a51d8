/** Time and waiting limits of a game between two devices (./match.ts, ./table/link.ts). */
/** How long the friend may keep a roll waiting (his reveal after our share, his share for our commit), counted while the channel is open, across reconnects (then he forfeits). */
export const WAIT_MS = 30_000;
/** Without the channel for this long, the friend is shown as gone (he may still come back). */
export const LEFT_MS = 20_000;

/** Time as the match sees it: the page's clock, or a test's. */
export interface Clock {
  now(): number;
  /** call `fn` after `ms`; returns what cancels it */
  after(ms: number, fn: () => void): () => void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  after(ms, fn) {
    const t = setTimeout(fn, ms);
    return () => clearTimeout(t);
  },
};
