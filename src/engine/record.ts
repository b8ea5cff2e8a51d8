/**
 * The one record module (docs/design.md "Randomness, undo, save, load"): the format a record is
 * written in and the formats read, the one writer and the one replay of a record's actions. The
 * rules version and the checksum a record carries are in ./checksum; the entropy an action may
 * carry is checked by `isEntropy` (./rng), for apply and for the reader alike. The strict reading
 * of a record someone hands us is ./recordReader (a lazily loaded chunk: the page needs it only
 * when it reads a record).
 */
import { RULES_VERSION, stateChecksum } from './checksum';
import { apply, newGame } from './apply';
import { RuleError } from './errors';
import type { AppliedState, GameOptions, GameRecord, GameState, RecordedAction } from './types';

/** A record this build writes. */
export const RECORD_FORMAT = 2;

/** The record formats this build reads: the one it writes, and version 1 (no rules version, no checksum). */
export function isKnownFormat(version: unknown): boolean {
  return version === 1 || version === RECORD_FORMAT;
}

// ---------------------------------------------------------------- writing

/**
 * The one record writer: a record of this build for a game played from `options` by `actions` to
 * `state`, as the page saves and exports it and the tools write it (format, rules version, game
 * id and computer seats when known, checksum of `state`).
 */
export function makeRecord(
  options: GameOptions,
  actions: RecordedAction[],
  state: GameState,
  extra: { gameId?: string; computer?: GameRecord['computer']; players?: GameRecord['players']; online?: GameRecord['online'] } = {},
): GameRecord {
  const { gameId, computer, players, online } = extra;
  return {
    version: RECORD_FORMAT,
    rulesVersion: RULES_VERSION,
    ...(gameId ? { gameId } : {}),
    options,
    ...(computer && Object.keys(computer).length > 0 ? { computer } : {}),
    ...(players ? { players } : {}),
    ...(online ? { online } : {}),
    actions,
    checksum: stateChecksum(state),
  };
}

// ---------------------------------------------------------------- replaying

/**
 * Told after each action of a replay: the state the action led to (with its finality), the action
 * and its index (from 0). Returning 'stop' ends the replay at that state.
 */
export type OnAction = (state: AppliedState, action: RecordedAction, index: number) => void | 'stop';

/**
 * An action of a record that the rules refuse: a RuleError `BAD_RECORD` naming the action (its
 * `index` from 0, in `params` as well), and the refusal itself.
 */
export class RecordActionError extends RuleError {
  constructor(
    readonly index: number,
    readonly refusal: RuleError,
  ) {
    super('BAD_RECORD', refusal.rule, `Action ${index + 1} of the record is illegal: ${refusal.message.replace(/ \(rule [^)]*\)$/, '')}`, {
      index,
      code: refusal.code,
    });
  }
}

/**
 * The one replay loop: apply `actions` in order from `start`, telling `onAction` after each, and
 * return the last state. An action the rules refuse throws a RecordActionError naming it; any
 * other error (of `onAction`, or a bug) passes through as it is.
 */
export function replayActions(start: GameState, actions: readonly RecordedAction[], onAction?: OnAction): GameState {
  let s = start;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    let next: AppliedState;
    try {
      next = apply(s, a);
    } catch (e) {
      if (e instanceof RuleError) throw new RecordActionError(i, e);
      throw e;
    }
    s = next;
    if (onAction?.(next, a, i) === 'stop') break;
  }
  return s;
}

/**
 * Rebuild a game from its record: a new game of its options, then its actions (`replayActions`).
 * A record of an unknown format, options that start no game or an illegal action throw a RuleError.
 */
export function replayRecord(record: GameRecord, options: { onAction?: OnAction } = {}): GameState {
  if (!record || typeof record !== 'object' || !isKnownFormat(record.version) || !Array.isArray(record.actions))
    throw new RuleError('BAD_RECORD', '-', 'Not a game record of this version', {});
  return replayActions(newGame(record.options), record.actions, options.onAction);
}

/** Rebuild a game from its record (`replayRecord` without a callback). */
export function replay(record: GameRecord): GameState {
  return replayRecord(record);
}
