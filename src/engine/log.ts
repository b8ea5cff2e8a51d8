/** Log entries are structured data ({ key, params }); the UI renders them through its catalogues. */
import { appendLog, changingInPlace } from './cow';
import { noteLogged } from './finality';
import type { GameState, LogEntry } from './types';

export { logEntries, logLength } from './cow';

export function log(s: GameState, key: string, params: LogEntry['params'] = {}): void {
  // nobody reads a playout's log (src/engine/cow.ts)
  if (changingInPlace()) return;
  for (const k in params) {
    // a negated zero (-0) is not JSON: a saved game would load with 0 in its place
    if (Object.is(params[k], -0)) params[k] = 0;
    // the cards it names may reveal a hidden one (src/engine/finality.ts)
    else noteLogged(s, k, params[k]);
  }
  appendLog(s, { key, params });
}
