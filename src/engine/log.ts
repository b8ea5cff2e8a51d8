/** Log entries are structured data ({ key, params }); the UI renders them through its catalogues. */
import type { GameState, LogEntry } from './types';

export function log(s: GameState, key: string, params: LogEntry['params'] = {}): void {
  s.log.push({ key, params });
}
