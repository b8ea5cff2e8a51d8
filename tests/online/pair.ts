/**
 * Two devices of a game between them, in one process: two stores (each with its own storage), two
 * matches, and a channel between them that delivers texts in order. Tests may tap the channel to
 * play a rigged peer.
 */
import type { StoreApi } from 'zustand/vanilla';
import { type Action, type Side } from '../../src/engine';
import { createGameStore, type GameStoreState } from '../../src/store/game';
import { selectDecision } from '../../src/store/view';
import { replayTallied } from '../../src/store/history';
import { Match, type Session } from '../../src/online/match';
import { createStatus, type StatusStore } from '../../src/online/status';

export function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

export interface Device {
  store: StoreApi<GameStoreState>;
  status: StatusStore;
  match: Match;
  session: Session;
  storage: Storage;
  /** texts this device sent, in order */
  sent: string[];
}

export const GAME = '0123456789abcdef';

export function device(
  role: 'host' | 'guest',
  side: Side,
  name: string,
  mode: 'standard' | 'family' = 'standard',
  storage = memoryStorage(),
  revealMs?: number,
): Device {
  // the Confirm step stays on, as players have it: a round that hands over waits for Confirm
  const store = createGameStore(storage);
  const status = createStatus();
  const session: Session = { v: 1, game: GAME, role, side, name, friend: '', options: { mode } };
  const match = new Match(session, store, status, (x) => storage.setItem('session', JSON.stringify(x)), revealMs);
  return { store, status, match, session, storage, sent: [] };
}

/**
 * Wire two devices: each text one sends reaches the other (through `tap`, which may change or drop it).
 */
export function connect(a: Device, b: Device, tap: (from: Device, text: string) => string | null = (_f, t) => t): void {
  a.match.connected((t) => {
    a.sent.push(t);
    const x = tap(a, t);
    if (x !== null) void b.match.receive(x);
  });
  b.match.connected((t) => {
    b.sent.push(t);
    const x = tap(b, t);
    if (x !== null) void a.match.receive(x);
  });
}

/** Wait until neither device has a message left to handle. */
export async function quiet(a: Device, b: Device): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const before = a.sent.length + b.sent.length;
    await a.match.idle();
    await b.match.idle();
    await new Promise((r) => setTimeout(r, 0));
    if (a.sent.length + b.sent.length === before) {
      await a.match.idle();
      await b.match.idle();
      if (a.sent.length + b.sent.length === before) return;
    }
  }
  throw new Error('the devices never went quiet');
}

/** A seeded choice among the legal actions (xorshift), so a game is the same on every run. */
export function chooser(seed: number): <T>(xs: readonly T[]) => T {
  let x = seed >>> 0 || 1;
  return (xs) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return xs[x % xs.length]!;
  };
}

/** One step of the device whose side decides: Confirm a waiting move, else a random legal action. False when nobody here can act. */
export function step(d: Device, pick: <T>(xs: readonly T[]) => T): boolean {
  const s = d.store.getState();
  if (!s.state || s.state.result || s.rolling) return false;
  if (s.awaiting) {
    s.confirmMove();
    return true;
  }
  const legal: readonly Action[] = selectDecision(s)?.legal ?? [];
  if (legal.length === 0) return false;
  s.dispatch(pick(legal));
  return true;
}

/** The device's page reloaded: a new store from its storage, its session read back, the saved game resumed. */
export function reload(d: Device): Device {
  const store = createGameStore(d.storage);
  const session = JSON.parse(d.storage.getItem('session')!) as Session;
  const status = createStatus();
  const match = new Match(session, store, status, (x) => d.storage.setItem('session', JSON.stringify(x)));
  const saved = store.getState().saved;
  if (saved) store.getState().playOnline(saved, replayTallied(saved), session.side === 'communist' ? 'democrat' : 'communist', match);
  match.resumed();
  return { store, status, match, session, storage: d.storage, sent: [] };
}
