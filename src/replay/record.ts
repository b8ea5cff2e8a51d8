/**
 * Records for the replay viewer: a record written as the page writes it, and every state of one.
 * Records from outside (share links, files) are read by the strict reader of Load file
 * (src/store/loader.ts `prepareWatch`); states come only from the engine's replay of a record.
 */
import { makeRecord, newGame, replayActions, replayRecord, type GameOptions, type GameRecord, type GameState, type RecordedAction } from '../engine';

/** The record of a game played from `options` by `actions`, as the page writes it (the engine's one record writer). */
export function recordOf(options: GameOptions, actions: readonly RecordedAction[]): GameRecord {
  return makeRecord(options, [...actions], replayActions(newGame(options), actions));
}

/**
 * Every state of a record, before the first action up to after the last one, collected in one
 * replay. Throws the engine's RuleError for a record it does not accept.
 */
export function statesOf(record: GameRecord): GameState[] {
  const after: GameState[] = [];
  replayRecord(record, { onAction: (s) => void after.push(s) });
  return [newGame(record.options), ...after];
}
