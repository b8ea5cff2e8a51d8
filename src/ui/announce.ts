/**
 * What the live region says of a move's results: one sentence per log entry (src/engine/logMap.ts),
 * its `say.` message where the log line is long (a support check's breakdown, a scoring), else the
 * log line itself. Entries that tell nothing to a listener (a deal's counts) are left out.
 */
import type { LogEntry } from '../engine';
import { formatLog, hasMessage, t, type Lang } from '../i18n';

const SILENT = new Set(['deal', 'familyDeal', 'addPeriod']);

/** The sentence said for one log entry, or null for an entry left unsaid. */
export function saidOf(lang: Lang, e: LogEntry): string | null {
  if (SILENT.has(e.key)) return null;
  const key = `say.${e.key}`;
  if (!hasMessage(lang, key)) return formatLog(lang, e);
  const p = e.params as Record<string, unknown>;
  // 6.2.3: a check's modifiers beyond its Ops, said as one number
  const mods = e.key === 'supportCheck' ? Number(p.adjacency ?? 0) + Number(p.events ?? 0) : undefined;
  return t(lang, key, { ...p, mods });
}

/** the most a single announcement says: the newest lines of a long batch (a turn's end) */
export const MOST_SAID = 24;

/** The sentences of the entries logged since `from`, newest last. */
export function saidSince(lang: Lang, log: readonly LogEntry[], from: number): string[] {
  const out: string[] = [];
  for (const e of log.slice(from)) {
    const s = saidOf(lang, e);
    if (s) out.push(s);
  }
  return out.slice(-MOST_SAID);
}
