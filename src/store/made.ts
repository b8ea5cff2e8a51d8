/**
 * What this browser made itself: a hash chain over the actions of each game as they were
 * taken here, each with the entropy this browser drew for it. A record that continues a game known
 * here is checked against the chain: the actions after the part the chain covers were not played
 * here, and their dice and draws are counted and told before the record is loaded — a file cannot
 * bring dice someone chose offline without the players being asked.
 *
 * The chain is kept per game (keyed by a hash of the game's seed, which a file cannot change
 * without being another game) in `jn1989.made`, next to the autosave. It holds only hashes of the
 * past, never anything that tells a future die or draw. SHA-256 (synchronous, so the store's
 * actions stay synchronous): changing an earlier action's entropy and keeping the chain is a
 * second preimage of SHA-256.
 */
import type { GameOptions, GameRecord, RecordedAction } from '../engine';
import { readKey, writeKey, type WriteFailure } from './persistence';

// ---------------------------------------------------------------- SHA-256 (FIPS 180-4)

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** SHA-256 of a text (UTF-8), as 64 hex digits. */
export function sha256(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const m = new Uint8Array(blocks * 64);
  m.set(bytes);
  m[bytes.length] = 0x80;
  const bits = bytes.length * 8;
  const view = new DataView(m.buffer);
  view.setUint32(m.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(m.length - 4, bits >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let b = 0; b < blocks; b++) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(b * 64 + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15]!, 7) ^ rotr(w[i - 15]!, 18) ^ (w[i - 15]! >>> 3);
      const s1 = rotr(w[i - 2]!, 17) ^ rotr(w[i - 2]!, 19) ^ (w[i - 2]! >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let [a, bb, c, d, e, f, g, hh] = h as unknown as number[];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh! + (rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25)) + ((e! & f!) ^ (~e! & g!)) + K[i]! + w[i]!) | 0;
      const t2 = ((rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22)) + ((a! & bb!) ^ (a! & c!) ^ (bb! & c!))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d! + t1) | 0;
      d = c;
      c = bb;
      bb = a;
      a = (t1 + t2) | 0;
    }
    h[0]! += a!;
    h[1]! += bb!;
    h[2]! += c!;
    h[3]! += d!;
    h[4]! += e!;
    h[5]! += f!;
    h[6]! += g!;
    h[7]! += hh!;
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('');
}

// ---------------------------------------------------------------- the chain

/** How far this browser made a game itself: the first `actions` actions, chained into `head`. */
export interface Made {
  actions: number;
  head: string;
}

/** An action's fields in a fixed order, its entropy included. */
const canonicalAction = (a: RecordedAction): string =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(a)
        .filter(([, v]) => v !== undefined)
        .sort(([x], [y]) => (x < y ? -1 : 1)),
    ),
  );

/** The key a game is known by: its seed decides the deal, so a file of the same game has it too. */
export const gameKey = (options: GameOptions): string => sha256(`jn1989-game:${options.seed}`).slice(0, 32);

/** The chain's start for a game. */
export const chainStart = (options: GameOptions): string => sha256(`jn1989-chain:${JSON.stringify(options)}`);

/** The chain after one more action. */
export const chainNext = (head: string, a: RecordedAction): string => sha256(`${head}\n${canonicalAction(a)}`);

/** The chain over the first `n` actions (all of them by default). */
export function chainOf(options: GameOptions, actions: readonly RecordedAction[], n = actions.length): string {
  let head = chainStart(options);
  for (let i = 0; i < n; i++) head = chainNext(head, actions[i]!);
  return head;
}

/**
 * How many of a record's actions are beyond what this browser made of the same game, or null when
 * the record does not continue it (it is behind, or goes another way: the rewind notes say so).
 */
export function beyondMade(made: Made | undefined, options: GameOptions, actions: readonly RecordedAction[]): { from: number } | null {
  if (!made || actions.length <= made.actions) return null;
  return chainOf(options, actions, made.actions) === made.head ? { from: made.actions } : null;
}

// ---------------------------------------------------------------- storage

/** The last chain worked out, so that the next action extends it instead of hashing the game again. */
let last: { key: string; actions: readonly RecordedAction[]; made: Made } | null = null;

/** The chain of a record, extending the last one when the record adds one action to it (the store extends its record so). */
function chainOfRecord(record: GameRecord): Made {
  const key = gameKey(record.options);
  const n = record.actions.length;
  const extends1 = last !== null && last.key === key && last.actions.length === n - 1 && last.actions.every((a, i) => a === record.actions[i]);
  const head = extends1 ? chainNext(last!.made.head, record.actions[n - 1]!) : chainOf(record.options, record.actions);
  last = { key, actions: record.actions, made: { actions: n, head } };
  return last.made;
}

/** After the store saved a record of the running game: how far this browser made that game. */
export function rememberMade(storage: Storage | undefined, record: GameRecord, now: string): WriteFailure | null {
  return writeMade(storage, gameKey(record.options), chainOfRecord(record), now);
}

/**
 * The lookup `prepare` uses: for the game of this browser's own record (the running game, or the
 * autosave), that record as it is — what was made here, even if the last chain write did not
 * happen before the page closed; for another game, the stored chain.
 */
export function madeOf(storage: Storage | undefined, own: GameRecord | null): (options: GameOptions) => Made | undefined {
  const stored = readMade(storage);
  return (options) => {
    const key = gameKey(options);
    if (own && gameKey(own.options) === key) return chainOfRecord(own);
    return stored[key];
  };
}

export const MADE_KEY = 'jn1989.made';
/** chains of this many recent games are kept */
const MAX_GAMES = 30;

type MadeStore = Record<string, Made & { at: string }>;

function isMade(x: unknown): x is Made & { at: string } {
  const m = x as Made | null;
  return !!m && typeof m === 'object' && Number.isInteger(m.actions) && typeof m.head === 'string' && /^[0-9a-f]{64}$/.test(m.head);
}

export function readMade(storage: Storage | undefined): MadeStore {
  try {
    const data = JSON.parse(readKey(storage, MADE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(data).filter(([, m]) => isMade(m))) as MadeStore;
  } catch {
    return {};
  }
}

/** Record how far this browser made a game; the most recent games only. */
export function writeMade(storage: Storage | undefined, key: string, made: Made, now: string): WriteFailure | null {
  const all = readMade(storage);
  all[key] = { ...made, at: now };
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => (a.at < b.at ? 1 : -1))
    .slice(0, MAX_GAMES);
  return writeKey(storage, MADE_KEY, JSON.stringify(Object.fromEntries(kept)));
}
