/**
 * The running game's play (docs/design.md "Randomness, undo, save, load"): a new game, this screen's
 * actions, undo back to the last final action, the Confirm step and the hotseat handover.
 *  - a new game's seed and every action's entropy come from crypto when they are needed
 *    (src/store/entropy.ts);
 *  - in an online game a die or a draw of this screen's action is rolled with the friend's page
 *    (src/store/remoteSlice.ts).
 */
import type { StateCreator } from 'zustand/vanilla';
import { makeRecord, newGame as engineNewGame, stateChecksum, type GameOptions, type GameRecord } from '../engine';
import { save } from './autosaveSlice';
import { freshEntropy, freshGameId, freshSeed } from './entropy';
import { writeKey } from './persistence';
import { rollWithFriend } from './remoteSlice';
import { PLAYERS_KEY } from './seatsSlice';
import { coverFor, errorText, refuseWhileReadOnly, refuseWhileWatching, type Kit } from './storeKit';
import type { GameStoreState, PlayState } from './storeState';
import { load, markNow, take } from './taking';

export const playSlice =
  (storage: Storage | undefined): StateCreator<GameStoreState, [], [], PlayState> =>
  (set, get) => {
    const kit: Kit = { set, get, storage };
    return {
      record: null,
      state: null,
      undoStates: [],
      viewer: null,
      seen: { communist: 0, democrat: 0 },
      error: null,
      awaiting: null,
      progress: { mark: { actions: 0, checksum: '', dice: 0, draws: 0 }, totals: { dice: 0, draws: 0 } },

      newGame(seed) {
        get().startGame({ seed }, null);
      },

      startGame(options, players = null, computer = {}) {
        if (refuseWhileReadOnly(kit)) return false;
        try {
          const full: GameOptions = { ...options, seed: options.seed ?? freshSeed() };
          const state = engineNewGame(full);
          const seats = Object.keys(computer).length > 0 ? { computer } : {};
          load(kit, makeRecord(full, [], state, { gameId: freshGameId(), ...seats, ...(players ? { players } : {}) }), {
            state,
            mark: { actions: 0, checksum: stateChecksum(state), dice: 0, draws: 0 },
            dice: 0,
            draws: 0,
            checksumAt: null,
            tally: null,
          });
          set({ players });
          writeKey(storage, PLAYERS_KEY, players && JSON.stringify(players));
          return true;
        } catch (e) {
          set({ error: errorText(get().lang, e) });
          return false;
        }
      },

      dispatch(action) {
        const { state, record } = get();
        if (!state || !record || refuseWhileReadOnly(kit) || refuseWhileWatching(kit)) return;
        // a game over the deal: the table takes the action, and shows the game back (src/online/table)
        if (get().relay?.decide?.(action)) return;
        if (rollWithFriend(kit, action)) return;
        const refused = take(kit, action, freshEntropy());
        if (refused) set({ error: errorText(get().lang, refused) });
      },

      undo() {
        const { undoStates, record, rolling } = get();
        const prev = undoStates[undoStates.length - 1];
        if (refuseWhileWatching(kit) || !prev || !record || rolling || refuseWhileReadOnly(kit)) return;
        const nextRecord: GameRecord = { ...record, actions: record.actions.slice(0, -1), checksum: stateChecksum(prev) };
        set({ state: prev, record: nextRecord, undoStates: undoStates.slice(0, -1), awaiting: null, error: null });
        save(kit, nextRecord);
      },

      confirmMove() {
        const { state, record, awaiting, viewer, progress } = get();
        if (refuseWhileWatching(kit) || !state || !record || awaiting === null) return;
        const mark = markNow(kit);
        set({ awaiting: null, undoStates: [], viewer: coverFor(kit, state, viewer), progress: { ...progress, mark } });
        save(kit, record);
        get().relay?.flush(record, mark.actions);
      },

      confirmHandover() {
        const { state } = get();
        if (state?.prompt) set({ viewer: state.prompt.side });
      },

      leaveGame(forget = false) {
        const { record, script } = get();
        // a scripted game is not the autosaved one: leaving it offers nothing to resume
        set({
          state: null,
          record: null,
          undoStates: [],
          awaiting: null,
          script: null,
          remote: null,
          watching: false,
          error: null,
          // a game over the deal comes back through its online session, never as a record (src/online/table)
          ...(forget || script || record?.options.hiddenDecks ? {} : { saved: record }),
        });
      },

      clearError() {
        set({ error: null });
      },
    };
  };
