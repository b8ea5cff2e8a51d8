/**
 * Reading a record before it replaces anything, loaded only when the players resume a
 * save or load a file (a lazily loaded chunk, so the page's initial script stays small): the
 * strict reading, the replay, and the notes the players must see — another rules version, a
 * checksum that is not reached, a rewind of a game known here, a running game replaced, dice and
 * draws of a game known here that were not made in this browser.
 */
import { RULES_VERSION, RuleError, stateChecksum, type GameOptions, type GameRecord, type GameState } from '../engine';
import { checkRecord, MAX_RECORD_BYTES, readRecord, RecordError, tooLarge } from '../engine/recordReader';
import { LEVELS } from '../ai/levels';
import { t, type Lang } from '../i18n';
import type { Note } from './messages';
import { ReplayError, replayTallied, rewindAgainstMark, rewindAgainstRecord, type HighWater, type Replayed, type Rewind } from './history';
import { beyondMade, madeOf, type Made } from './made';
import { readMarks } from './persistence';
import { ruleErrorText } from './messages';
import { firstWrongShare } from './shares';

export interface LoadContext {
  lang: Lang;
  source: 'file' | 'resume';
  /** the running game's record and how far it has come for good, if a game runs */
  running: { record: GameRecord; mark: HighWater } | null;
  /** the autosave offered at start, if any */
  saved: GameRecord | null;
  /** the high-water mark this browser keeps for the record's game id */
  known: HighWater | undefined;
  /** how far this browser made the game of given options itself (src/store/made.ts) */
  madeOf?: (options: GameOptions) => Made | undefined;
  /** the file's size in bytes, when it came from a file */
  bytes?: number;
}

export type Prepared = { kind: 'error'; message: string } | { kind: 'ready'; record: GameRecord; replayed: Replayed; notes: Note[] };

/** Why a record cannot be read, in the player's language; never a raw JavaScript error. */
export function recordErrorText(lang: Lang, e: unknown): string {
  if (e instanceof RuleError) return ruleErrorText(lang, e);
  if (e instanceof RecordError) return t(lang, `record.${e.code}`, e.params);
  if (e instanceof ReplayError) {
    const why = e.reason instanceof RuleError ? ruleErrorText(lang, e.reason) : t(lang, 'record.damaged');
    return e.n === 0 ? t(lang, 'record.badSetup', { reason: why }) : t(lang, 'record.illegal', { n: e.n, reason: why });
  }
  // e.g. a stack overflow on a record nested too deep: the details are for the console
  console.warn('record not read:', e);
  return t(lang, 'record.damaged');
}

/**
 * The strict reading shared by Load file, resume, share links and watched files: the engine's
 * (src/engine/recordReader.ts: every key known, `rig` refused, sizes bounded), and the computer's
 * levels known to this version (an unknown one is refused, never read as a person).
 */
function strictRecord(input: string | GameRecord, bytes?: number): GameRecord {
  let record: GameRecord;
  if (typeof input === 'string') record = readRecord(input, bytes);
  else {
    checkRecord(input);
    record = input;
  }
  for (const [side, level] of Object.entries(record.computer ?? {}))
    if (!(LEVELS as readonly string[]).includes(level)) throw new RecordError('unknownLevel', { side, level });
  return record;
}

/** The notes for a record of other rules (never loaded without the players' choice). */
function versionNotes(record: GameRecord, replayed: Replayed): Note[] {
  const checksum = stateChecksum(replayed.state);
  if (record.rulesVersion === RULES_VERSION) return record.checksum === undefined || record.checksum === checksum ? [] : [{ key: 'record.note.checksum' }];
  // a record that does not say its rules version is of an unknown one, not of version 0
  const from = record.rulesVersion;
  const base = from === undefined ? 'record.note.unknownRules' : from < RULES_VERSION ? 'record.note.olderRules' : 'record.note.newerRules';
  const outcome = record.checksum === undefined ? 'record.note.unverified' : record.checksum === checksum ? 'record.note.sameGame' : 'record.note.otherGame';
  return [{ key: base, params: { ...(from === undefined ? {} : { from }), to: RULES_VERSION } }, { key: outcome }];
}

function rewindNote(r: Rewind): Note[] {
  if (!r) return [];
  return [{ key: `record.note.${r.kind}${r.atLeast ? 'AtLeast' : ''}`, params: { actions: r.actions, dice: r.dice, draws: r.draws } }];
}

/** Read (strictly), replay and explain a record; what it would mean to load it. */
export function prepare(input: string | GameRecord, ctx: LoadContext): Prepared {
  const { lang, source } = ctx;
  const wrap = (message: string) => ({ kind: 'error' as const, message: t(lang, source === 'file' ? 'error.import' : 'error.resume', { message }) });
  let record: GameRecord;
  try {
    record = strictRecord(input, ctx.bytes);
  } catch (e) {
    return wrap(recordErrorText(lang, e));
  }
  const known = record.gameId ? ctx.known : undefined;
  // the actions of a file beyond the part of the game this browser made itself, if it continues it
  // (the autosave is this browser's own)
  const beyond = source === 'file' ? beyondMade(ctx.madeOf?.(record.options), record.options, record.actions) : null;
  let replayed: Replayed;
  try {
    replayed = replayTallied(record, known?.actions ?? null, beyond?.from ?? null);
  } catch (e) {
    const from = record.rulesVersion;
    const failed =
      from === undefined
        ? t(lang, 'record.note.unknownRulesFailed', { to: RULES_VERSION })
        : t(lang, 'record.note.olderRulesFailed', { from, to: RULES_VERSION });
    const other = from !== RULES_VERSION ? ` ${failed}` : '';
    return wrap(`${recordErrorText(lang, e)}${other}`);
  }
  const notes: Note[] = [];
  if (source === 'file' && ctx.running) notes.push({ key: 'record.note.replaces', params: { actions: ctx.running.record.actions.length } });
  notes.push(...versionNotes(record, replayed));
  let rewind: Rewind = null;
  if (record.gameId && ctx.running?.record.gameId === record.gameId) rewind = rewindAgainstRecord(ctx.running.record, ctx.running.mark, record);
  else if (record.gameId && ctx.saved?.gameId === record.gameId && source === 'file') {
    try {
      rewind = rewindAgainstRecord(ctx.saved, replayTallied(ctx.saved).mark, record);
    } catch {
      rewind = known ? rewindAgainstMark(known, record, replayed) : null;
    }
  } else if (known) rewind = rewindAgainstMark(known, record, replayed);
  notes.push(...rewindNote(rewind));
  const foreign = replayed.tally;
  if (foreign && foreign.dice + foreign.draws + foreign.other > 0) notes.push({ key: 'record.note.notMadeHere', params: { ...foreign } });
  return { kind: 'ready', record, replayed, notes };
}

export { rememberMade } from './made';

/** What the store knows when a record is offered to it. */
export interface Offer {
  lang: Lang;
  source: 'file' | 'resume';
  running: LoadContext['running'];
  saved: GameRecord | null;
  storage: Storage | undefined;
}

/**
 * A record offered as a file, a text or the autosave, read and explained with what this browser
 * knows of its game: the high-water marks and the chain of what was made here. `text` is the
 * record as it came (for "Download").
 */
export async function consider(
  given: string | GameRecord | Blob,
  o: Offer,
): Promise<{ kind: 'error'; message: string } | (Extract<Prepared, { kind: 'ready' }> & { text: string })> {
  // a file is refused by its size before it is read
  const file = given instanceof Blob ? await readFile(given, o.lang) : null;
  if (file?.kind === 'error') return file;
  const input = file ? file.text : (given as string | GameRecord);
  const marks = readMarks(o.storage);
  const ctx: LoadContext = {
    lang: o.lang,
    source: o.source,
    running: o.running,
    saved: o.saved,
    known: typeof input !== 'string' && input.gameId ? marks[input.gameId] : undefined,
    // the running game's record, or the autosave, is what was made here (its last chain write may not have happened yet)
    madeOf: madeOf(o.storage, o.running?.record ?? o.saved),
    bytes: file?.bytes,
  };
  let p = prepare(input, ctx);
  // the mark of a file's game is known only once the file is read
  const known = p.kind === 'ready' && p.record.gameId ? marks[p.record.gameId] : undefined;
  if (p.kind === 'ready' && typeof input === 'string' && known) p = prepare(p.record, { ...ctx, known });
  if (p.kind === 'error') return p;
  const shares = await sharesError(p.record, o.lang, o.source === 'file' ? 'error.import' : 'error.resume');
  return shares ?? { ...p, text: typeof input === 'string' ? input : JSON.stringify(input) };
}

/**
 * A game between two devices keeps the two shares of each die and of the seed (src/online): a
 * record whose entropy is not their SHA-256 was changed after it was played, and is refused.
 */
async function sharesError(record: GameRecord, lang: Lang, key: string): Promise<{ kind: 'error'; message: string } | null> {
  const n = await firstWrongShare(record);
  return n === null ? null : { kind: 'error', message: t(lang, key, { message: t(lang, 'record.wrongShare', { n }) }) };
}

/** A file's text and size, or why it is not read: over the size limit it is refused unread. */
export async function readFile(
  file: Blob,
  lang: Lang,
  source: 'import' | 'watch' = 'import',
): Promise<{ kind: 'text'; text: string; bytes: number } | { kind: 'error'; message: string }> {
  if (file.size > MAX_RECORD_BYTES) {
    const message = recordErrorText(lang, tooLarge(file.size));
    return { kind: 'error', message: source === 'import' ? t(lang, 'error.import', { message }) : t(lang, 'replay.badFile', { message }) };
  }
  return { kind: 'text', text: await file.text(), bytes: file.size };
}

/** "Watch a finished game from a file": read as Load file reads a file. */
export async function watchFile(file: Blob, lang: Lang): Promise<Watch> {
  const f = await readFile(file, lang, 'watch');
  if (f.kind === 'error') return f;
  const w = prepareWatch(f.text, lang, 'file', f.bytes);
  return (w.kind === 'ready' && (await sharesError(w.record, lang, 'error.import'))) || w;
}

export type Watch = { kind: 'error'; message: string } | { kind: 'ready'; record: GameRecord; notes: Note[] };

/** A record to watch that cannot be opened: why, in the player's language, for a link or a file. */
export function watchError(lang: Lang, source: 'link' | 'file', e: unknown): Watch {
  return { kind: 'error', message: t(lang, source === 'link' ? 'share.badLink' : 'replay.badFile', { message: recordErrorText(lang, e) }) };
}

/**
 * A finished game to watch, from a share link's text or a file: the strict reading of
 * Load file, its notes (rules version, checksum), and only a finished game. Nothing is loaded as
 * the game in play.
 */
export function prepareWatch(text: string, lang: Lang, source: 'link' | 'file', bytes?: number): Watch {
  try {
    const record = strictRecord(text, bytes);
    const replayed = replayTallied(record);
    if (!replayed.state.result)
      return { kind: 'error', message: t(lang, source === 'link' ? 'share.badLink' : 'replay.badFile', { message: t(lang, 'record.unfinished') }) };
    return { kind: 'ready', record, notes: versionNotes(record, replayed) };
  } catch (e) {
    return watchError(lang, source, e);
  }
}

/** The record another tab saved and its state, for a read-only tab to show; null if unreadable. */
export function mirrorOf(text: string): { record: GameRecord; state: GameState } | null {
  try {
    const record = readRecord(text);
    return { record, state: replayTallied(record).state };
  } catch {
    return null;
  }
}
