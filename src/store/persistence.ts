/**
 * The browser's storage: no silent losses, visible rewinds.
 *  - `jn1989.record`: the autosave, written after every action.
 *  - `jn1989.record.previous`: the last good save before it, so one bad or failed write never
 *    leaves nothing to resume.
 *  - `jn1989.games`: per game id, the high-water mark the game reached here (src/store/history.ts).
 *  - `jn1989.record.kept`: an autosave this page could not take up (unreadable, of a newer version
 *    of the game, or refused when resumed), kept apart until the players download it, so that no
 *    new game writes over it.
 * A write that fails (quota, storage disabled) is reported to the caller, never swallowed.
 */
import { RECORD_FORMAT, type GameRecord } from '../engine';
import type { HighWater } from './history';

export const RECORD_KEY = 'jn1989.record';
export const BACKUP_KEY = 'jn1989.record.previous';
export const MARKS_KEY = 'jn1989.games';
export const KEPT_KEY = 'jn1989.record.kept';
/** high-water marks of this many recent games are kept */
const MAX_MARKS = 30;

export type WriteFailure = { reason: 'quota' | 'unavailable' | 'other'; detail: string };

function failureOf(e: unknown): WriteFailure {
  const name = (e as { name?: string } | null)?.name ?? '';
  const detail = e instanceof Error ? e.message : String(e);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || (e as { code?: number }).code === 22) return { reason: 'quota', detail };
  if (name === 'SecurityError') return { reason: 'unavailable', detail };
  return { reason: 'other', detail };
}

export function writeKey(storage: Storage | undefined, key: string, value: string | null): WriteFailure | null {
  if (!storage) return { reason: 'unavailable', detail: 'no localStorage' };
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return null;
  } catch (e) {
    return failureOf(e);
  }
}

export function readKey(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Save a record: the autosave first, then the previous good save under the second key. When
 * the autosave cannot be written the old one stays as it was and the failure is returned.
 */
export function saveRecord(
  storage: Storage | undefined,
  text: string,
  previousGood: string | null,
): { main: WriteFailure | null; backup: WriteFailure | null } {
  const main = writeKey(storage, RECORD_KEY, text);
  if (main) return { main, backup: null };
  return { main, backup: previousGood !== null && previousGood !== text ? writeKey(storage, BACKUP_KEY, previousGood) : null };
}

/** A stored text that is not a readable record: kept as it is, so the players can download it. */
export interface CorruptSave {
  key: string;
  text: string;
  /** why, as a catalogue key (record.*) */
  problem: 'record.notJson' | 'record.notRecord' | 'record.newerSave' | 'record.resumeFailed';
}

export interface SavedGame {
  record: GameRecord | null;
  /** its text as stored */
  text: string | null;
  /** true when the autosave was unreadable and this is the previous good save */
  fromBackup: boolean;
  corrupt: CorruptSave | null;
}

/**
 * A first look at a stored text: JSON with options and actions. The strict reading (src/engine/
 * record.ts) comes when the game is resumed, in the lazily loaded src/store/loader.ts.
 */
function tryRead(text: string | null): { record: GameRecord | null; error: CorruptSave['problem'] | null } {
  if (text === null) return { record: null, error: null };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { record: null, error: 'record.notJson' };
  }
  const r = data as GameRecord | null;
  const ok = !!r && typeof r === 'object' && !Array.isArray(r) && !!r.options && typeof r.options === 'object' && Array.isArray(r.actions);
  if (!ok) return { record: null, error: 'record.notRecord' };
  // written by a newer version of the game: this one cannot take it up, and must not write over it
  if (typeof r.version === 'number' && r.version > RECORD_FORMAT) return { record: null, error: 'record.newerSave' };
  return { record: r, error: null };
}

/** Keep a stored text this page cannot take up, apart from the autosave, until it is downloaded. */
export function keepSave(storage: Storage | undefined, text: string): WriteFailure | null {
  return readKey(storage, KEPT_KEY) === text ? null : writeKey(storage, KEPT_KEY, text);
}

/** The kept save was downloaded: it need not be kept any longer. */
export function forgetKept(storage: Storage | undefined): void {
  writeKey(storage, KEPT_KEY, null);
}

/** The previous good save, when it is a record other than `than` (the autosave that failed). */
export function previousGood(storage: Storage | undefined, than: string): { record: GameRecord; text: string } | null {
  const text = readKey(storage, BACKUP_KEY);
  const { record } = tryRead(text);
  return record && text !== null && text !== than ? { record, text } : null;
}

/** The autosave, or the previous good save when the autosave is unreadable (which is reported). */
export function readSaved(storage: Storage | undefined): SavedGame {
  const text = readKey(storage, RECORD_KEY);
  const main = tryRead(text);
  // a save kept from an earlier visit is offered for download until it is
  const keptText = readKey(storage, KEPT_KEY);
  const kept: CorruptSave | null = keptText === null ? null : { key: KEPT_KEY, text: keptText, problem: tryRead(keptText).error ?? 'record.resumeFailed' };
  if (main.record) return { record: main.record, text, fromBackup: false, corrupt: kept };
  const corrupt = main.error && text !== null ? { key: RECORD_KEY, text, problem: main.error } : kept;
  if (main.error && text !== null) keepSave(storage, text);
  const backupText = readKey(storage, BACKUP_KEY);
  const backup = tryRead(backupText);
  if (backup.record) return { record: backup.record, text: backupText, fromBackup: corrupt !== null || text === null, corrupt };
  return { record: null, text: null, fromBackup: false, corrupt };
}

export type Marks = Record<string, HighWater & { at: string }>;

function isMark(x: unknown): x is HighWater & { at: string } {
  const m = x as HighWater | null;
  return !!m && typeof m === 'object' && Number.isInteger(m.actions) && typeof m.checksum === 'string' && Number.isInteger(m.dice) && Number.isInteger(m.draws);
}

export function readMarks(storage: Storage | undefined): Marks {
  try {
    const data = JSON.parse(readKey(storage, MARKS_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(data).filter(([, m]) => isMark(m))) as Marks;
  } catch {
    return {};
  }
}

/** Record how far a game has come; the most recent games only. */
export function writeMark(storage: Storage | undefined, gameId: string, mark: HighWater, now: string): WriteFailure | null {
  const marks = readMarks(storage);
  marks[gameId] = { ...mark, at: now };
  const kept = Object.entries(marks)
    .sort(([, a], [, b]) => (a.at < b.at ? 1 : -1))
    .slice(0, MAX_MARKS);
  return writeKey(storage, MARKS_KEY, JSON.stringify(Object.fromEntries(kept)));
}

/** The browser's localStorage, if the page may use it. */
export function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function looksLikePlayers(x: unknown): x is Players {
  const p = x as Players | null;
  const ok = (v: unknown) =>
    !!v &&
    typeof v === 'object' &&
    ((v as { seat: unknown }).seat === 1 || (v as { seat: unknown }).seat === 2) &&
    typeof (v as { name: unknown }).name === 'string';
  return !!p && typeof p === 'object' && ok(p.communist) && ok(p.democrat);
}

function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const text = readKey(storage, key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Who sits at which side (as the record keeps it). */
type Players = NonNullable<GameRecord['players']>;

/** The players' seats and names the new-game dialog remembered, if they are readable. */
export function readPlayers(storage: Storage | undefined, key: string): Players | null {
  const x = readJson(storage, key);
  return looksLikePlayers(x) ? x : null;
}
