/**
 * The computer player's Web Worker: the search runs here so the board never blocks. One request
 * at a time: { id, view, level, seed, budget } in, { id, action, ms } or { id, error } out.
 */
import { decide, type DecideOptions } from './index';
import type { PlayerView } from '../engine';

export interface DecideRequest extends DecideOptions {
  id: number;
  view: PlayerView;
}
export type DecideReply = { id: number; action: import('../engine').Action; ms: number } | { id: number; error: string };

self.onmessage = (e: MessageEvent<DecideRequest>) => {
  const { id, view, ...options } = e.data;
  const t0 = performance.now();
  try {
    const action = decide(view, options);
    self.postMessage({ id, action, ms: performance.now() - t0 } satisfies DecideReply);
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies DecideReply);
  }
};
