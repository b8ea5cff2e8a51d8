/**
 * Reading a record before it replaces anything (issue 13), loaded only when the players resume a
 * save or load a file (a lazily loaded chunk, so the page's initial script stays small): the
 * strict reading, the replay, and the notes the players must see — another rules version, a
 * checksum that is not reached, a rewind of a game known here, a running game replaced.
 */
import { RULES_VERSION, RuleError, stateChecksum, type GameRecord, type GameState } from '../engine';
import { checkRecord, readRecord, RecordError } from '../engine/record';
import { t, type Lang } from '../i18n';
import type { Note } from './messages';
import { ReplayError, replayRecord, rewindAgainstMark, rewindAgainstRecord, type HighWater, type Replayed, type Rewind } from './history';
import { ruleErrorText } from './messages';

export interface LoadContext {
  lang: Lang;
  source: 'file' | 'resume';
  /** the running game's record and how far it has come for good, if a game runs */
  running: { record: GameRecord; mark: HighWater } | null;
  /** the autosave offered at start, if any */
  saved: GameRecord | null;
  /** the high-water mark this browser keeps for the record's game id */
  known: HighWater | undefined;
}

export type Prepared = { kind: 'error'; message: string } | { kind: 'ready'; record: GameRecord; replayed: Replayed; notes: Note[] };

export function recordErrorText(lang: Lang, e: unknown): string {
  if (e instanceof RuleError) return ruleErrorText(lang, e);
  if (e instanceof RecordError) return t(lang, `record.${e.code}`, e.params);
  if (e instanceof ReplayError) {
    const why = e.reason instanceof RuleError ? ruleErrorText(lang, e.reason) : String(e.reason);
    return e.n === 0 ? t(lang, 'record.badSetup', { reason: why }) : t(lang, 'record.illegal', { n: e.n, reason: why });
  }
  return t(lang, 'record.unexpected', { detail: e instanceof Error ? e.message : String(e) });
}

/** The notes for a record of other rules (never loaded without the players' choice). */
function versionNotes(record: GameRecord, replayed: Replayed): Note[] {
  const checksum = stateChecksum(replayed.state);
  if (record.rulesVersion === RULES_VERSION) return record.checksum === undefined || record.checksum === checksum ? [] : [{ key: 'record.note.checksum' }];
  const from = record.rulesVersion ?? 0;
  const base = from < RULES_VERSION ? 'record.note.olderRules' : 'record.note.newerRules';
  const outcome = record.checksum === undefined ? 'record.note.unverified' : record.checksum === checksum ? 'record.note.sameGame' : 'record.note.otherGame';
  return [{ key: base, params: { from, to: RULES_VERSION } }, { key: outcome }];
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
    if (typeof input === 'string') record = readRecord(input);
    else {
      checkRecord(input);
      record = input;
    }
  } catch (e) {
    return wrap(recordErrorText(lang, e));
  }
  const known = record.gameId ? ctx.known : undefined;
  let replayed: Replayed;
  try {
    replayed = replayRecord(record, known?.actions ?? null);
  } catch (e) {
    const other = record.rulesVersion !== RULES_VERSION ? ` ${t(lang, 'record.note.olderRulesFailed', { from: record.rulesVersion ?? 0, to: RULES_VERSION })}` : '';
    return wrap(`${recordErrorText(lang, e)}${other}`);
  }
  const notes: Note[] = [];
  if (source === 'file' && ctx.running) notes.push({ key: 'record.note.replaces', params: { actions: ctx.running.record.actions.length } });
  notes.push(...versionNotes(record, replayed));
  let rewind: Rewind = null;
  if (record.gameId && ctx.running?.record.gameId === record.gameId) rewind = rewindAgainstRecord(ctx.running.record, ctx.running.mark, record);
  else if (record.gameId && ctx.saved?.gameId === record.gameId && source === 'file') {
    try {
      rewind = rewindAgainstRecord(ctx.saved, replayRecord(ctx.saved).mark, record);
    } catch {
      rewind = known ? rewindAgainstMark(known, record, replayed) : null;
    }
  } else if (known) rewind = rewindAgainstMark(known, record, replayed);
  notes.push(...rewindNote(rewind));
  return { kind: 'ready', record, replayed, notes };
}

/** The record another tab saved and its state, for a read-only tab to show; null if unreadable. */
export function mirrorOf(text: string): { record: GameRecord; state: GameState } | null {
  try {
    const record = readRecord(text);
    return { record, state: replayRecord(record).state };
  } catch {
    return null;
  }
}
