/**
 * Records for the replay viewer: a record written as the page writes it, and every state of one.
 * Records from outside (share links, files) are read by the strict reader of Load file
 * (src/store/loader.ts `prepareWatch`); states come only from the engine (replay / apply).
 */
import { apply, makeRecord, newGame, replay, type GameOptions, type GameRecord, type GameState, type RecordedAction } from '../engine';

/** The record of a game played from `options` by `actions`, as the page writes it (the engine's one record writer). */
export function recordOf(options: GameOptions, actions: readonly RecordedAction[]): GameRecord {
  let s = newGame(options);
  for (const a of actions) s = apply(s, a);
  return makeRecord(options, [...actions], s);
}

/**
 * Every state of a record, before the first action up to after the last one. Throws the engine's
 * RuleError for a record it does not accept. The states come from stepping with apply; if the
 * last of them is not what replay() gives (a record whose actions need more than apply sees),
 * each state is replayed from its own prefix of the record instead.
 */
export function statesOf(record: GameRecord): GameState[] {
  const final = replay(record);
  const states: GameState[] = [newGame(record.options)];
  try {
    for (const a of record.actions) states.push(apply(states[states.length - 1]!, a));
    if (JSON.stringify(states[states.length - 1]) === JSON.stringify(final)) return states;
  } catch {
    // fall through to the prefix replays
  }
  return record.actions.map((_, i) => replay({ ...record, actions: record.actions.slice(0, i) })).concat([final]);
}
