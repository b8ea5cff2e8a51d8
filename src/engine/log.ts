/** Log entries are structured data ({ key, params }); the UI renders them through its catalogues. */
import { appendLog, changingInPlace } from './cow';
import type { LogMap } from './logMap';
import type { GameState, LogEntry } from './types';

export { logEntries, logLength } from './cow';

export type { LogMap, LogValue } from './logMap';
export type LogKey = keyof LogMap;

/** Parameters of a kind of entry: optional when it has none. */
type ParamsOf<K extends LogKey> = Record<string, never> extends LogMap[K] ? [params?: LogMap[K]] : [params: LogMap[K]];

/** An entry of kind `K`, its parameters typed from LogMap. */
export interface LogEntryOf<K extends LogKey> {
  key: K;
  params: LogMap[K];
}

/** Narrows a log entry to its kind, so a reader gets its parameters typed without a cast. */
export function entryIs<K extends LogKey>(e: LogEntry, key: K): e is LogEntry & LogEntryOf<K> {
  return e.key === key;
}

/** Add an entry of kind `key` (src/engine/logMap.ts) to the log. */
export function log<K extends LogKey>(s: GameState, key: K, ...[given]: ParamsOf<K>): void {
  const params = (given ?? {}) as LogEntry['params'];
  // nobody reads a playout's log (src/engine/cow.ts)
  if (changingInPlace()) return;
  // a negated zero (-0) is not JSON: a saved game would load with 0 in its place
  for (const k in params) if (Object.is(params[k], -0)) params[k] = 0;
  appendLog(s, { key, params });
}
