/**
 * Two devices of a game between them, in one process: two stores (each with its own storage), two
 * matches, and a channel between them that delivers texts in order. Tests may tap the channel to
 * play a rigged peer.
 */
import type { StoreApi } from 'zustand/vanilla';
import { type Action, type Side } from '../../src/engine';
import { isScoring } from '../../src/engine/zones/strategy';
import { createGameStore, type GameStoreState } from '../../src/store/game';
import { selectDecision } from '../../src/store/view';
import { replayTallied } from '../../src/store/history';
import { Door } from '../../src/online/binding';
import { Match, type Clock, type Session, type Timing } from '../../src/online/match';
import { createStatus, type StatusStore } from '../../src/online/status';
import { memoryStorage } from '../memoryStorage';

export { memoryStorage };

export interface Device {
  store: StoreApi<GameStoreState>;
  status: StatusStore;
  match: Match;
  /** its channels, each proving the pinned key before it carries the game */
  door: Door;
  session: Session;
  storage: Storage;
  /** the game's texts this device sent, in order (what its match posted) */
  sent: string[];
  /** everything it put on the wire, greetings and proofs included */
  wire: string[];
}

export const GAME = '0123456789abcdef';

export function device(
  role: 'host' | 'guest',
  side: Side,
  name: string,
  mode: 'standard' | 'family' = 'standard',
  storage = memoryStorage(),
  timing?: Timing,
  compared = true,
): Device {
  // the Confirm step stays on, as players have it: a round that hands over waits for Confirm
  return deviceOn(createGameStore(storage), createStatus(), role, side, name, mode, storage, timing, compared);
}

/** A device on the stores given (the page's own, which the UI tests render), its session and match made as `device` makes them. */
export function deviceOn(
  store: StoreApi<GameStoreState>,
  status: StatusStore,
  role: 'host' | 'guest',
  side: Side,
  name: string,
  mode: 'standard' | 'family' = 'standard',
  storage = memoryStorage(),
  timing?: Timing,
  compared = true,
): Device {
  // both players said the six pictures match (tests/online/binding.test.ts compares them itself)
  const session: Session = { v: 1, game: GAME, role, side, name, friend: '', options: { mode }, ...(compared ? { compared: { here: true } } : {}) };
  const keep = (x: Session) => storage.setItem('session', JSON.stringify(x));
  return devise(store, status, new Match(session, store, status, keep, timing), session, storage, keep);
}

/** A device of these parts: what its match posts is noted at once (`sent`), before it is signed and sent. */
function devise(store: StoreApi<GameStoreState>, status: StatusStore, match: Match, session: Session, storage: Storage, keep: (s: Session) => void): Device {
  const sent: string[] = [];
  const connected = match.connected.bind(match);
  match.connected = (send) =>
    connected((t) => {
      sent.push(t);
      send(t);
    });
  return { store, status, match, door: new Door(session, match, status, keep), session, storage, sent, wire: [] };
}

/**
 * Wire two devices through their doors, as the transport does: each opens a channel, proves its key,
 * and only then do their matches meet. Each text one sends reaches the other through `tap`, which
 * may drop it (null) or change it. Returns what ends the channel.
 */
export interface Wire {
  close(): void;
  /** what went on the wire from a to b and from b to a (greetings, proofs, signed messages) */
  ab: string[];
  ba: string[];
}

export function connect(
  a: Device,
  b: Device,
  tap: (from: Device, text: string) => string | null = (_f, t) => t,
  /** a broker in the middle: each page's channel ends at a certificate of the broker's, not at the other page */
  middle = false,
): Wire {
  let ea: { data(d: unknown): void; closed(): void } | null = null;
  let eb: { data(d: unknown): void; closed(): void } | null = null;
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    ea?.closed();
    eb?.closed();
  };
  const ab: string[] = [];
  const ba: string[] = [];
  const through = (from: Device, to: () => { data(d: unknown): void } | null) => (wire: string) => {
    if (!open) return;
    from.wire.push(wire);
    (from === a ? ab : ba).push(wire);
    const x = tap(from, wire);
    if (x !== null) to()?.data(x);
  };
  // each channel's DTLS certificates, as each end sees them
  const [fa, fb, ma, mb] = ['a', 'b', 'm', 'n'].map((k) => `sha-256 ${k}${Math.random().toString(16).slice(2)}`) as [string, string, string, string];
  ea = a.door.open({ send: through(a, () => eb), close, fingerprints: { local: fa, remote: middle ? ma : fb } });
  eb = b.door.open({ send: through(b, () => ea), close, fingerprints: { local: fb, remote: middle ? mb : fa } });
  return { close, ab, ba };
}

/** Wait until neither device has a message left to handle. */
export async function quiet(a: Device, b: Device): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const count = () => a.wire.length + b.wire.length + a.sent.length + b.sent.length;
    const before = count();
    const settle = async () => {
      await a.door.idle();
      await b.door.idle();
      await a.match.idle();
      await b.match.idle();
    };
    await settle();
    await new Promise((r) => setTimeout(r, 0));
    if (count() === before) {
      await settle();
      if (count() === before) return;
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

/**
 * A choice that plays a scoring card whenever it may (else `pick`): a random game then rarely ends
 * early for a scoring card held at the turn's end (4.5), so tests reach the position they look for.
 */
export function playingScoring(pick: <T>(xs: readonly T[]) => T): <T>(xs: readonly T[]) => T {
  return <T>(xs: readonly T[]) => xs.find((a) => (a as Action).type === 'play' && isScoring((a as { card: number }).card)) ?? pick(xs);
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

/** A clock the test moves on (`advance`): timers fire in order, none on its own. */
export function fakeClock(): Clock & { advance(ms: number): void } {
  let now = 0;
  const timers = new Set<{ at: number; fn: () => void }>();
  return {
    now: () => now,
    after(ms, fn) {
      const x = { at: now + ms, fn };
      timers.add(x);
      return () => void timers.delete(x);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...timers].filter((x) => x.at <= end).sort((x, y) => x.at - y.at)[0];
        if (!next) break;
        timers.delete(next);
        now = next.at;
        next.fn();
      }
      now = end;
    },
  };
}

/** The device's page reloaded: a new store from its storage, its session read back, the saved game resumed. */
export function reload(d: Device, timing?: Timing): Device {
  const store = createGameStore(d.storage);
  const session = JSON.parse(d.storage.getItem('session')!) as Session;
  const status = createStatus();
  const keep = (x: Session) => d.storage.setItem('session', JSON.stringify(x));
  const match = new Match(session, store, status, keep, timing);
  const saved = store.getState().saved;
  if (saved) store.getState().playOnline(saved, replayTallied(saved), session.side === 'communist' ? 'democrat' : 'communist', match);
  match.resumed();
  return devise(store, status, match, session, d.storage, keep);
}
