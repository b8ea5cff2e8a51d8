/** Log entries are structured data ({ key, params }); the UI renders them through its catalogues. */
import { appendLog, changingInPlace } from './cow';
import type { GameState, LogEntry } from './types';

export { logEntries, logLength } from './cow';

export function log(s: GameState, key: string, params: LogEntry['params'] = {}): void {
  // nobody reads a playout's log (src/engine/cow.ts)
  if (changingInPlace()) return;
  // a negated zero (-0) is not JSON: a saved game would load with 0 in its place
  for (const k in params) if (Object.is(params[k], -0)) params[k] = 0;
  appendLog(s, { key, params });
}
