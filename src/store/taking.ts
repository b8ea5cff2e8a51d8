/**
 * Taking actions into the running game's record, and records into the running game: the two steps
 * every part of the store that changes the game goes through (src/store/game.ts).
 *  - an action's entropy is recorded with it only where the engine used it;
 *  - undo goes back only over actions the engine did not declare final (state.finality);
 *  - each final action moves the game's high-water mark and passes the record on to a friend's page.
 */
import { apply, logLength, makeRecord, RuleError, stateChecksum, type Action, type AppliedState, type GameRecord, type RecordedAction } from '../engine';
import { computerSeatsOf } from './computer';
import { freshGameId } from './entropy';
import { endsRoundByHandover } from './handover';
import type { HighWater, Replayed } from './history';
import { save } from './autosaveSlice';
import { coverFor, type Kit } from './storeKit';

/** The high-water mark at the running game's last action: it becomes final now. */
export function markNow({ get }: Kit): HighWater {
  const { record, state, progress } = get();
  if (!record || !state) return progress.mark;
  return { actions: record.actions.length, checksum: record.checksum ?? stateChecksum(state), ...progress.totals };
}

/**
 * Apply an action and take it into the record (a refused one changes nothing and is returned).
 * `entropy` is kept where the engine used it, with its two `shares` in an online game.
 */
export function take(kit: Kit, action: Action, entropy: string, shares?: [string, string]): RuleError | null {
  const { get, set } = kit;
  const { state, record, viewer, undoStates, relay, progress } = get();
  if (!state || !record) return null;
  let next: AppliedState;
  try {
    next = apply(state, { ...action, entropy } as RecordedAction);
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  const f = next.finality;
  // the entropy is kept only where the engine used it: replay needs it there, nowhere else
  const recorded: RecordedAction = f.random ? { ...action, entropy, ...(shares ? { shares } : {}) } : action;
  const actions = [...record.actions, recorded];
  const checksum = stateChecksum(next);
  const totals = { dice: progress.totals.dice + f.dice, draws: progress.totals.draws + f.draws };
  const nextRecord: GameRecord = { ...record, actions, checksum };
  // the Confirm step: a person's round here that ends by handing over, with nothing rolled,
  // drawn or shown, waits (in the guided game where its script says, whatever the setting)
  const script = get().script;
  const here = !get().computer[action.side] && get().remote !== action.side;
  const waits = (script ? !!script.confirms : get().confirmMoves) && here && endsRoundByHandover(next);
  // the friend's action came from his page once final there: it is final here too (nothing here takes it back)
  const final = (f.final || get().remote === action.side) && !waits;
  const mark = final ? { actions: actions.length, checksum, ...totals } : progress.mark;
  set({
    state: next,
    record: nextRecord,
    undoStates: final ? [] : [...undoStates, state],
    viewer: waits ? viewer : coverFor(kit, next, viewer),
    awaiting: waits ? action.side : null,
    error: null,
    seen: { ...get().seen, [action.side]: logLength(next) },
    progress: { mark, totals },
  });
  save(kit, nextRecord);
  if (final) relay?.flush(nextRecord, mark.actions);
  return null;
}

/** Take a record as the running game: cover up for whoever decides. */
export function load(kit: Kit, record: GameRecord, replayed: Replayed): void {
  const { set } = kit;
  const computer = computerSeatsOf(record);
  // the names given in the new-game dialog travel with the record (older records have none;
  // a record read from a file or the autosave was checked by src/engine/recordReader.ts)
  const { players } = record;
  const made = makeRecord(record.options, record.actions, replayed.state, {
    gameId: record.gameId ?? freshGameId(),
    computer,
    players,
    online: record.online,
  });
  // the hints used travel with the record too
  const full: GameRecord = record.hintsUsed ? { ...made, hintsUsed: record.hintsUsed } : made;
  set({ computer, script: null, remote: null });
  if (players) set({ players });
  set({
    record: full,
    state: replayed.state,
    undoStates: [],
    awaiting: null,
    viewer: coverFor(kit, replayed.state, null),
    seen: { communist: 0, democrat: 0 },
    error: null,
    saved: null,
    savedFromBackup: false,
    ask: null,
    progress: { mark: replayed.mark, totals: { dice: replayed.dice, draws: replayed.draws } },
  });
  save(kit, full);
}
