/**
 * One writer: of all tabs of the game in one browser only one writes the autosave.
 * The first tab takes a Web Lock and holds it while it is open; a later tab becomes read-only
 * and waits for the lock, so it takes over when the writing tab is closed. Without Web Locks
 * (old browsers, tests) every tab writes, as before.
 */
export const WRITER_LOCK = 'jn1989.writer';

interface Locks {
  request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, cb: (lock: unknown) => Promise<void>): Promise<void>;
}

/** Calls `onChange(true)` when this tab writes, `onChange(false)` while another tab does. */
export function watchWriter(
  onChange: (writer: boolean) => void,
  locks: Locks | undefined = (globalThis.navigator as { locks?: Locks } | undefined)?.locks,
): () => void {
  if (!locks) {
    onChange(true);
    return () => {};
  }
  let release!: () => void;
  const held = new Promise<void>((ok) => (release = ok));
  const abort = new AbortController();
  const hold = async () => {
    onChange(true);
    await held;
  };
  locks
    .request(WRITER_LOCK, { ifAvailable: true }, async (lock) => {
      if (lock) return hold();
      onChange(false);
      // queue for the lock: granted when the writing tab goes away
      locks.request(WRITER_LOCK, { signal: abort.signal }, hold).catch(() => {});
    })
    .catch(() => onChange(true));
  return () => {
    release();
    abort.abort();
  };
}
