/**
 * The autosave's writes that can wait for the click's repaint (51 item 7): the previous good save,
 * the game's high-water mark and the made chain (src/store/autosaveSlice.ts), and the store's note
 * of the save (its last good text, a failure), are queued and run once the browser is idle after the
 * frame, so a map click's repaint does not wait for them. The
 * autosave itself is still written at once: whatever reads the game's storage sees each action saved.
 * Nothing queued is lost or seen out of order:
 *  - the queue is run in order, each piece of work as it would have run at once;
 *  - a read or a write through the store's storage first runs what is queued (the store never
 *    reads a mark, a chain or a previous save older than its last action);
 *  - the page's hiding (pagehide, visibilitychange to hidden: a reload, a closed tab, a phone
 *    switching apps) runs it at once, and the browser runs it within TIMEOUT_MS in any case.
 * Where the browser cannot tell when it is idle (no requestIdleCallback) the work runs at once.
 */

/** the longest a queued write waits for an idle moment */
const TIMEOUT_MS = 500;

/** A storage whose writes `later` may queue until `schedule` runs them (or a read needs them). */
export class WriteBehind implements Storage {
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly inner: Storage,
    private readonly schedule: (run: () => void) => void,
  ) {}

  /** Queue `work` (it writes through this storage); the first in an empty queue asks for a run. */
  later(work: () => void): void {
    this.queue.push(work);
    if (this.queue.length === 1) this.schedule(() => this.flush());
  }

  /** Run what is queued, in order (work queued meanwhile runs too). */
  flush(): void {
    while (this.queue.length > 0) this.queue.shift()!();
  }

  /** how much work waits */
  get pending(): number {
    return this.queue.length;
  }

  get length(): number {
    this.flush();
    return this.inner.length;
  }

  key(index: number): string | null {
    this.flush();
    return this.inner.key(index);
  }

  getItem(key: string): string | null {
    this.flush();
    return this.inner.getItem(key);
  }

  setItem(key: string, value: string): void {
    this.flush();
    this.inner.setItem(key, value);
  }

  removeItem(key: string): void {
    this.flush();
    this.inner.removeItem(key);
  }

  clear(): void {
    this.flush();
    this.inner.clear();
  }
}

/** Run `work` now, or queue it when `storage` writes behind. */
export function later(storage: Storage | undefined, work: () => void): void {
  if (storage instanceof WriteBehind) storage.later(work);
  else work();
}

/**
 * The page's storage for the store: writing behind where the browser has idle callbacks, flushed
 * when the page hides; else `storage` itself.
 */
export function writeBehind(storage: Storage | undefined): Storage | undefined {
  if (!storage || typeof window === 'undefined' || typeof document === 'undefined' || typeof window.requestIdleCallback !== 'function') return storage;
  const w = new WriteBehind(storage, (run) => window.requestIdleCallback(run, { timeout: TIMEOUT_MS }));
  window.addEventListener('pagehide', () => w.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') w.flush();
  });
  return w;
}
