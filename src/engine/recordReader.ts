/**
 * The strict reading of a record someone hands us (a file, an autosave, a share link): docs/design.md
 * "Randomness, undo, save, load". Not part of the engine's door (index.ts): the page imports this
 * module only when it reads a record (a lazily loaded chunk, src/store/loader.ts); the format
 * read, the writer and the replay are in ./record. A record of a game over hidden decks (online
 * play's deal, docs/engine.md "Hidden decks") is read here and replays where their rules are loaded
 * (src/engine/hiddenDecks.ts, with the deal); elsewhere its replay is refused at the start (3.1).
 */
import { isKnownFormat } from './record';
import { isSide } from './data';
import { isEntropy } from './rng';
import type { GameOptions, GameRecord, RecordedAction } from './types';

/** Files larger than this are refused before they are parsed. */
export const MAX_RECORD_BYTES = 4 * 1024 * 1024;
/** A whole game is about 1,000 actions; more than this is not a game of this edition. */
export const MAX_ACTIONS = 20_000;

/** Why a record cannot be read; `code` selects the message (`record.<code>` in the catalogues). */
export class RecordError extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;
  constructor(code: string, params: Record<string, string | number> = {}, detail = '') {
    super(`${code}${detail ? `: ${detail}` : ''}`);
    this.name = 'RecordError';
    this.code = code;
    this.params = params;
  }
}

const RECORD_KEYS = new Set(['version', 'rulesVersion', 'gameId', 'options', 'computer', 'players', 'actions', 'checksum', 'hintsUsed', 'online']);
/** a player's name as the new-game dialog takes it */
export const MAX_NAME = 40;
const OPTION_KEYS = new Set(['seed', 'mode', 'extraSupport', 'balanceBid', 'hiddenDecks']);
const ACTION_KEYS = new Set(['side', 'type', 'space', 'card', 'use', 'when', 'value', 'yes', 'suit', 'entropy', 'shares', 'reveals', 'claims']);
const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
const isInt = (x: unknown, lo: number, hi: number): boolean => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;
const HEX = (n: number) => new RegExp(`^[0-9a-f]{${n}}$`);
const CHECKSUM = HEX(16);
const GAME_ID = /^[0-9a-f]{8,32}$/;
/** a key named in a message: printable and short */
const shown = (k: string) => (k.length > 40 ? `${k.slice(0, 40)}…` : k).replace(/[^\p{L}\p{N}_ .-]/gu, '?');

function checkOptions(o: unknown): asserts o is GameOptions {
  if (!isObject(o)) throw new RecordError('options');
  if ('rig' in o) throw new RecordError('rig');
  for (const k of Object.keys(o)) if (!OPTION_KEYS.has(k)) throw new RecordError('unknownOption', { key: shown(k) });
  if (typeof o.seed !== 'string' || o.seed.length === 0 || o.seed.length > 200) throw new RecordError('badOption', { key: 'seed' });
  if (o.mode !== undefined && o.mode !== 'standard' && o.mode !== 'family') throw new RecordError('badOption', { key: 'mode' });
  if (o.hiddenDecks !== undefined && typeof o.hiddenDecks !== 'boolean') throw new RecordError('badOption', { key: 'hiddenDecks' });
  const x = o.extraSupport;
  if (x !== undefined && !(isObject(x) && Object.keys(x).length === 2 && isSide(x.side) && isInt(x.sp, 0, 20)))
    throw new RecordError('badOption', { key: 'extraSupport' });
  const b = o.balanceBid;
  if (b !== undefined && b !== null) {
    const bidOk = (y: unknown) => isObject(y) && Object.keys(y).length === 2 && isSide(y.side) && isInt(y.sp, 0, 20);
    const ok =
      isObject(b) &&
      Object.keys(b).every((k) => k === 'bids' || k === 'tieRoll') &&
      Array.isArray(b.bids) &&
      b.bids.length === 2 &&
      b.bids.every(bidOk) &&
      (b.tieRoll === undefined || (Array.isArray(b.tieRoll) && b.tieRoll.length <= 200 && b.tieRoll.every((d) => isInt(d, 1, 6))));
    if (!ok) throw new RecordError('badOption', { key: 'balanceBid' });
  }
}

function checkAction(a: unknown, i: number): asserts a is RecordedAction {
  const n = i + 1;
  if (!isObject(a)) throw new RecordError('badAction', { n });
  for (const k of Object.keys(a)) if (!ACTION_KEYS.has(k)) throw new RecordError('unknownActionKey', { n, key: shown(k) });
  if (!isSide(a.side) || typeof a.type !== 'string') throw new RecordError('badAction', { n });
  for (const k of ['space', 'use', 'when', 'value', 'suit'] as const)
    if (a[k] !== undefined && (typeof a[k] !== 'string' || (a[k] as string).length > 60)) throw new RecordError('badAction', { n });
  if (a.card !== undefined && !isInt(a.card, 0, 999)) throw new RecordError('badAction', { n });
  if (a.yes !== undefined && typeof a.yes !== 'boolean') throw new RecordError('badAction', { n });
  if (a.entropy !== undefined && !isEntropy(a.entropy)) throw new RecordError('badEntropy', { n });
  if (a.shares !== undefined && !(a.entropy !== undefined && isShares(a.shares))) throw new RecordError('badEntropy', { n });
  if (a.reveals !== undefined && !slotMap(a.reveals, isCard)) throw new RecordError('badAction', { n });
  if (a.claims !== undefined && !slotMap(a.claims, (v) => Array.isArray(v) && v.length > 0 && v.length <= MAX_SLOTS && v.every(isCard)))
    throw new RecordError('badAction', { n });
}

/** The most unknown slots one action may name (the whole strategy deck is 110 cards). */
const MAX_SLOTS = 200;
const isCard = (c: unknown): boolean => isInt(c, 1, 999);
/** An action's reveals or claims (src/engine/zones/unknown.ts): unknown slots, negative, each with a value. */
const slotMap = (x: unknown, value: (v: unknown) => boolean): boolean =>
  isObject(x) && Object.keys(x).length <= MAX_SLOTS && Object.entries(x).every(([k, v]) => /^-[1-9][0-9]{0,6}$/.test(k) && value(v));

/** The two shares of an online game's entropy or seed (src/online): 32 hex digits each. */
const isShares = (x: unknown): boolean => Array.isArray(x) && x.length === 2 && x.every(isEntropy);

/** The shape of a record, strictly: every key known, `rig` refused, sizes bounded. */
export function checkRecord(x: unknown): asserts x is GameRecord {
  if (!isObject(x) || !('actions' in x) || !('options' in x)) throw new RecordError('notRecord');
  if (x.version === undefined) throw new RecordError('noFormat');
  if (!isKnownFormat(x.version)) throw new RecordError('unknownFormat', { version: shown(JSON.stringify(x.version)) });
  for (const k of Object.keys(x)) if (!RECORD_KEYS.has(k)) throw new RecordError('unknownKey', { key: shown(k) });
  if (x.rulesVersion !== undefined && !isInt(x.rulesVersion, 0, 1_000_000)) throw new RecordError('badField', { key: 'rulesVersion' });
  if (x.gameId !== undefined && (typeof x.gameId !== 'string' || !GAME_ID.test(x.gameId))) throw new RecordError('badField', { key: 'gameId' });
  if (x.checksum !== undefined && (typeof x.checksum !== 'string' || !CHECKSUM.test(x.checksum))) throw new RecordError('badField', { key: 'checksum' });
  if (x.hintsUsed !== undefined && !isInt(x.hintsUsed, 0, 1_000_000)) throw new RecordError('badField', { key: 'hintsUsed' });
  checkOptions(x.options);
  const o = x.online;
  if (o !== undefined && !(isObject(o) && Object.keys(o).length === 1 && isShares(o.seedShares))) throw new RecordError('badField', { key: 'online' });
  const c = x.computer;
  if (c !== undefined && !(isObject(c) && Object.entries(c).every(([k, v]) => isSide(k) && typeof v === 'string' && /^[a-z]{1,20}$/.test(v))))
    throw new RecordError('badField', { key: 'computer' });
  const p = x.players;
  const seated = (v: unknown) =>
    isObject(v) && Object.keys(v).length === 2 && (v.seat === 1 || v.seat === 2) && typeof v.name === 'string' && v.name.length <= MAX_NAME;
  if (p !== undefined && !(isObject(p) && Object.keys(p).length === 2 && seated(p.communist) && seated(p.democrat)))
    throw new RecordError('badField', { key: 'players' });
  if (!Array.isArray(x.actions)) throw new RecordError('badField', { key: 'actions' });
  if (x.actions.length > MAX_ACTIONS) throw new RecordError('tooManyActions', { max: MAX_ACTIONS });
  x.actions.forEach(checkAction);
}

/** The UTF-8 length of a text, counted only until it passes `cap` (then `cap + 1`). */
function utf8Length(text: string, cap: number): number {
  let n = 0;
  for (let i = 0; i < text.length && n <= cap; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return Math.min(n, cap + 1);
}

/** A file over the cap, in exact bytes (a 4 MB + 1 byte file is not "4 MB"). */
export function tooLarge(bytes: number): RecordError {
  return new RecordError('tooLarge', { size: bytes, max: MAX_RECORD_BYTES, mb: MAX_RECORD_BYTES / 1024 / 1024 });
}

/**
 * Read a record from a file's text: size cap, JSON, then `checkRecord`. Throws a RecordError.
 * `bytes`: the file's size when known (else the text's UTF-8 length is counted).
 */
export function readRecord(text: string, bytes?: number): GameRecord {
  // a UTF-16 length over the cap in bytes is over it in UTF-8 as well; under a third of it, so is UTF-8
  if (bytes !== undefined ? bytes > MAX_RECORD_BYTES : text.length > MAX_RECORD_BYTES) throw tooLarge(bytes ?? utf8Length(text, Infinity));
  if (bytes === undefined && text.length * 3 > MAX_RECORD_BYTES && utf8Length(text, MAX_RECORD_BYTES) > MAX_RECORD_BYTES)
    throw tooLarge(utf8Length(text, Infinity));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    // malformed text, or nesting too deep for the parser
    throw new RecordError('notJson', {}, e instanceof Error ? e.message : String(e));
  }
  checkRecord(data);
  return data;
}
