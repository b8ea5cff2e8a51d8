/**
 * What a record is worth before it replaces anything (docs/design.md "Randomness, undo,
 * save, load"): its replay with the finality of every action, the high-water mark a game has
 * reached in this browser, and exactly what loading another record of the same game would take
 * back ("goes back 12 actions, including 2 die rolls and 1 draw").
 */
import { newGame, RecordActionError, replayActions, stateChecksum, type GameRecord, type GameState, type RecordedAction } from '../engine';

/** How far a game has come for good: through its last final action (a die, a draw, a handover …). */
export interface HighWater {
  /** actions up to and including the last final one */
  actions: number;
  /** checksum of the state after them */
  checksum: string;
  /** die rolls and cards drawn in them */
  dice: number;
  draws: number;
}

export interface Replayed {
  state: GameState;
  mark: HighWater;
  /** die rolls and draws of the whole record */
  dice: number;
  draws: number;
  /** checksum of the state after the action with this count, when asked for */
  checksumAt: string | null;
  /** the actions from the one asked for on (`tallyFrom`), and the random outcomes in them */
  tally: Tally | null;
}

/** Actions and their random outcomes: dice, draws, and other uses of the generator (a random discard, …). */
export interface Tally {
  actions: number;
  dice: number;
  draws: number;
  /** actions that used the generator for something other than a die or a draw */
  other: number;
}

/** An action of the record cannot be played: which one (1-based) and why. */
export class ReplayError extends Error {
  constructor(
    readonly n: number,
    readonly reason: unknown,
  ) {
    super(`action ${n}: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'ReplayError';
  }
}

/** Replay a (checked) record, tallying dice and draws and where it last became final. */
export function replayTallied(record: GameRecord, checksumAfter: number | null = null, tallyFrom: number | null = null): Replayed {
  let start: GameState;
  try {
    start = newGame(record.options);
  } catch (e) {
    throw new ReplayError(0, e);
  }
  let dice = 0;
  let draws = 0;
  let markState = start;
  let mark = { actions: 0, dice: 0, draws: 0 };
  let at: GameState | null = checksumAfter === 0 ? start : null;
  const tally: Tally | null = tallyFrom === null ? null : { actions: 0, dice: 0, draws: 0, other: 0 };
  let s: GameState;
  try {
    s = replayActions(start, record.actions, (next, _a, i) => {
      const f = next.finality;
      dice += f.dice;
      draws += f.draws;
      if (f.final) {
        markState = next;
        mark = { actions: i + 1, dice, draws };
      }
      if (checksumAfter === i + 1) at = next;
      if (tally && tallyFrom !== null && i >= tallyFrom) {
        tally.actions++;
        tally.dice += f.dice;
        tally.draws += f.draws;
        if (f.random && f.dice === 0 && f.draws === 0) tally.other++;
      }
    });
  } catch (e) {
    if (e instanceof RecordActionError) throw new ReplayError(e.index + 1, e.refusal);
    throw e;
  }
  return { state: s, mark: { ...mark, checksum: stateChecksum(markState) }, dice, draws, checksumAt: at && stateChecksum(at), tally };
}

const sameAction = (a: RecordedAction, b: RecordedAction): boolean => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
const sortKeys = (a: object) => Object.fromEntries(Object.entries(a).sort(([x], [y]) => (x < y ? -1 : 1)));

/** What loading `candidate` in place of a known game would take back. */
export type Rewind = null | {
  /** the candidate goes back on the known game, then (if `diverges`) continues differently */
  kind: 'behind' | 'diverges';
  /** actions of the known game taken back (at least, when only its mark is known) */
  actions: number;
  dice: number;
  draws: number;
  /** only the high-water mark was known, not the game's actions: the counts are a lower bound */
  atLeast: boolean;
};

/**
 * Compare with the known record of the same game (the running game, or the autosave): actions
 * of it after the common part are taken back. Only final ones matter — the others could be
 * undone anyway — so nothing is reported while the candidate keeps every final action.
 */
export function rewindAgainstRecord(known: GameRecord, knownMark: HighWater, candidate: GameRecord): Rewind {
  let p = 0;
  const n = Math.min(known.actions.length, candidate.actions.length);
  while (p < n && sameAction(known.actions[p]!, candidate.actions[p]!)) p++;
  if (p >= knownMark.actions) return null;
  // count the dice and draws of the known actions that would be taken back: those from p on, in one replay
  const takenBack = replayTallied(known, null, p).tally ?? { dice: 0, draws: 0 };
  return {
    kind: candidate.actions.length > p ? 'diverges' : 'behind',
    actions: known.actions.length - p,
    dice: takenBack.dice,
    draws: takenBack.draws,
    atLeast: false,
  };
}

/** Compare with a high-water mark only (the game's actions are no longer stored). */
export function rewindAgainstMark(mark: HighWater, candidate: GameRecord, replayed: Replayed): Rewind {
  if (candidate.actions.length < mark.actions)
    return {
      kind: 'behind',
      actions: mark.actions - candidate.actions.length,
      dice: Math.max(0, mark.dice - replayed.dice),
      draws: Math.max(0, mark.draws - replayed.draws),
      atLeast: true,
    };
  if (replayed.checksumAt !== null && replayed.checksumAt !== mark.checksum)
    return { kind: 'diverges', actions: mark.actions, dice: mark.dice, draws: mark.draws, atLeast: true };
  return null;
}
