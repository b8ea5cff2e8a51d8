/**
 * The messages two devices exchange in a game between them (docs/remote.md). Every message is one
 * JSON text of at most MAX_MESSAGE characters, names its game, and is checked here for its shape
 * before anything reads it; the rules are checked by the receiver's own engine (./match.ts).
 */
import type { Action, RecordedAction, Side } from '../engine';

/** The protocol's version: a page of another version is told so and not played with. */
export const PROTOCOL = 1;
/** Longer texts are refused before they are parsed. */
export const MAX_MESSAGE = 64 * 1024;
/** Actions in one message at most (a catch-up comes in several). */
export const MAX_BATCH = 100;
/** A player's name: as the new-game dialog takes it. */
export const MAX_NAME = 40;

/** The quick messages: fixed phrases, shown in the reader's language (no free text between players). */
export const PHRASES = ['hello', 'goodGame', 'backSoon', 'thinking', 'thanks', 'wellPlayed'] as const;
export type Phrase = (typeof PHRASES)[number];

export type Role = 'host' | 'guest';

export type Message =
  /** on every (re)connection: who I am and how far my record goes */
  | { t: 'hello'; game: string; v: number; role: Role; name: string; rules: number; n: number; sum: string }
  /** my actions from place `n` on, none of them random; `sum` is the state's checksum after the last */
  | { t: 'act'; game: string; n: number; actions: RecordedAction[]; sum: string }
  /** my action at place `n` needs randomness (n = -1: the seed of the first deal, no action) */
  | { t: 'commit'; game: string; n: number; action: Action | null; hash: string }
  /** my share for your commit at `n` */
  | { t: 'share'; game: string; n: number; secret: string }
  /** the secret of my commit at `n`; `sum` is the state's checksum after the action */
  | { t: 'reveal'; game: string; n: number; secret: string; sum: string }
  /** catch-up: the actions of the record from place `n` on, as recorded (with their entropy and shares) */
  | { t: 'sync'; game: string; n: number; actions: RecordedAction[]; sum: string }
  /** the play balance bid (13.0), sealed: a hash of my bid and a salt */
  | { t: 'bidCommit'; game: string; hash: string }
  /** my bid and its salt, once I have the other's commitment */
  | { t: 'bidReveal'; game: string; side: Side; sp: number; salt: string }
  /** identical bids: the seat that rolled higher chooses which bid wins (0 = the host's, 1 = the guest's) */
  | { t: 'bidChoice'; game: string; seat: 0 | 1 }
  | { t: 'say'; game: string; phrase: Phrase }
  /** a page other than yours tried this game's channel here and was refused */
  | { t: 'intrusion'; game: string }
  /** the computer plays your side on my page now (you were away): nothing more of this game comes from here */
  | { t: 'seatTaken'; game: string }
  /** my player compared the six pictures with yours by voice: they match (the first deal waits for both) */
  | { t: 'compared'; game: string }
  | { t: 'ping'; game: string };

export type Refusal = { code: 'tooLarge'; size: number } | { code: 'malformed' } | { code: 'otherGame' } | { code: 'version'; v: number };

const HEX32 = /^[0-9a-f]{32}$/;
const HEX64 = /^[0-9a-f]{64}$/;
const SUM = /^[0-9a-f]{16}$/;
const GAME = /^[0-9a-f]{16}$/;
const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
const isIndex = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 20_000;
const ACTION_KEYS = new Set(['side', 'type', 'space', 'card', 'use', 'when', 'value', 'yes', 'suit', 'entropy', 'shares']);
const SIDES = new Set<unknown>(['communist', 'democrat']);

/** An action's shape (its legality is the engine's business). */
function isAction(a: unknown, recorded: boolean): a is RecordedAction {
  if (!isObject(a) || !SIDES.has(a.side) || typeof a.type !== 'string' || a.type.length > 30) return false;
  for (const k of Object.keys(a)) if (!ACTION_KEYS.has(k)) return false;
  for (const k of ['space', 'use', 'when', 'value', 'suit'] as const) if (a[k] !== undefined && (typeof a[k] !== 'string' || a[k].length > 60)) return false;
  if (a.card !== undefined && !(Number.isInteger(a.card) && (a.card as number) >= 0 && (a.card as number) < 1000)) return false;
  if (a.yes !== undefined && typeof a.yes !== 'boolean') return false;
  if (!recorded) return a.entropy === undefined && a.shares === undefined;
  if (a.entropy !== undefined && !(typeof a.entropy === 'string' && HEX32.test(a.entropy))) return false;
  return (
    a.shares === undefined ||
    (a.entropy !== undefined && Array.isArray(a.shares) && a.shares.length === 2 && a.shares.every((x) => typeof x === 'string' && HEX32.test(x)))
  );
}

/** An action read from a message: a copy when its shape is one (`recorded`: with its entropy and shares), else null. */
export function readAction(a: unknown, recorded: boolean): RecordedAction | null {
  return isAction(a, recorded) ? structuredClone(a) : null;
}

const isActions = (x: unknown, recorded: boolean): x is RecordedAction[] =>
  Array.isArray(x) && x.length >= 1 && x.length <= MAX_BATCH && x.every((a) => isAction(a, recorded));

/**
 * A name another person typed, as it may be shown: at most MAX_NAME characters, no control
 * characters and no direction overrides (it is shown inside <bdi> besides). Null when refused.
 */
export function cleanName(x: unknown): string | null {
  if (typeof x !== 'string') return null;
  const name = x.trim();
  if (name.length > MAX_NAME) return null;
  // C0/C1 controls, and the bidi embeddings, overrides and isolates that would turn text around
  if (/[\p{Cc}\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u.test(name)) return null;
  return name;
}

/**
 * What may be kept of something received, as text: a string as it is, anything else only its type
 * (a value that is not a string is never turned into one: its `toString` may be anything).
 */
export function evidenceText(x: unknown): string {
  if (typeof x === 'string') return x;
  try {
    return typeof x === 'object' && x !== null ? Object.prototype.toString.call(x) : `[${typeof x}]`;
  } catch {
    return '[unreadable]';
  }
}

/** Read a received text: a message of this game, or why it is refused. Nothing else is read from it. */
export function parseMessage(text: unknown, game: string): { ok: true; message: Message } | { ok: false; refusal: Refusal } {
  if (typeof text !== 'string') return { ok: false, refusal: { code: 'malformed' } };
  if (text.length > MAX_MESSAGE) return { ok: false, refusal: { code: 'tooLarge', size: text.length } };
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return { ok: false, refusal: { code: 'malformed' } };
  }
  if (!isObject(m) || typeof m.t !== 'string' || typeof m.game !== 'string' || !GAME.test(m.game)) return { ok: false, refusal: { code: 'malformed' } };
  if (m.game !== game) return { ok: false, refusal: { code: 'otherGame' } };
  const ok = (message: Message) => ({ ok: true as const, message });
  const bad = { ok: false as const, refusal: { code: 'malformed' as const } };
  switch (m.t) {
    case 'hello': {
      if (m.v !== PROTOCOL) return { ok: false, refusal: { code: 'version', v: typeof m.v === 'number' ? m.v : -1 } };
      const name = cleanName(m.name);
      if (
        (m.role !== 'host' && m.role !== 'guest') ||
        !name ||
        !Number.isInteger(m.rules) ||
        !isIndex(m.n) ||
        typeof m.sum !== 'string' ||
        !(m.sum === '' || SUM.test(m.sum))
      )
        return bad;
      return ok({ t: 'hello', game, v: PROTOCOL, role: m.role, name, rules: m.rules as number, n: m.n, sum: m.sum });
    }
    case 'act':
    case 'sync':
      if (!isIndex(m.n) || !isActions(m.actions, m.t === 'sync') || typeof m.sum !== 'string' || !SUM.test(m.sum)) return bad;
      return ok({ t: m.t, game, n: m.n, actions: m.actions, sum: m.sum });
    case 'commit':
      if (!(m.n === -1 ? m.action === null : isIndex(m.n) && isAction(m.action, false)) || typeof m.hash !== 'string' || !HEX64.test(m.hash)) return bad;
      return ok({ t: 'commit', game, n: m.n as number, action: m.action as Action | null, hash: m.hash });
    case 'share':
    case 'reveal':
      if (!(m.n === -1 || isIndex(m.n)) || typeof m.secret !== 'string' || !HEX32.test(m.secret)) return bad;
      if (m.t === 'share') return ok({ t: 'share', game, n: m.n as number, secret: m.secret });
      if (typeof m.sum !== 'string' || !SUM.test(m.sum)) return bad;
      return ok({ t: 'reveal', game, n: m.n as number, secret: m.secret, sum: m.sum });
    case 'bidCommit':
      if (typeof m.hash !== 'string' || !HEX64.test(m.hash)) return bad;
      return ok({ t: 'bidCommit', game, hash: m.hash });
    case 'bidReveal':
      if (
        !SIDES.has(m.side) ||
        !(Number.isInteger(m.sp) && (m.sp as number) >= 0 && (m.sp as number) <= 20) ||
        typeof m.salt !== 'string' ||
        !HEX32.test(m.salt)
      )
        return bad;
      return ok({ t: 'bidReveal', game, side: m.side as Side, sp: m.sp as number, salt: m.salt });
    case 'bidChoice':
      if (m.seat !== 0 && m.seat !== 1) return bad;
      return ok({ t: 'bidChoice', game, seat: m.seat });
    case 'say':
      if (!(PHRASES as readonly unknown[]).includes(m.phrase)) return bad;
      return ok({ t: 'say', game, phrase: m.phrase as Phrase });
    case 'ping':
      return ok({ t: 'ping', game });
    case 'intrusion':
      return ok({ t: 'intrusion', game });
    case 'seatTaken':
      return ok({ t: 'seatTaken', game });
    case 'compared':
      return ok({ t: 'compared', game });
    default:
      return bad;
  }
}
