/**
 * The guided first game (src/learn) at the table: a prepared position whose script says which
 * actions are offered and where a round waits for Confirm; it is never the autosaved game. And the
 * hints a game used, counted in its record.
 */
import type { StateCreator } from 'zustand/vanilla';
import { logLength, makeRecord, type GameRecord } from '../engine';
import { save } from './autosaveSlice';
import { refuseWhileReadOnly, type Kit } from './storeKit';
import type { GameStoreState, LessonState } from './storeState';

export const lessonSlice =
  (storage: Storage | undefined): StateCreator<GameStoreState, [], [], LessonState> =>
  (set, get) => {
    const kit: Kit = { set, get, storage };
    return {
      script: null,

      startScripted({ state, actions, viewer, computer, script }) {
        const seen = logLength(state);
        set({
          record: makeRecord(state.options, actions, state, { gameId: 'lesson', computer }),
          state,
          undoStates: [],
          viewer,
          seen: { communist: seen, democrat: seen },
          error: null,
          ask: null,
          players: null,
          computer,
          remote: null,
          awaiting: null,
          script,
        });
      },

      setScript(script) {
        set({ script });
      },

      noteHint() {
        const { record } = get();
        if (!record || refuseWhileReadOnly(kit)) return;
        const nextRecord: GameRecord = { ...record, hintsUsed: (record.hintsUsed ?? 0) + 1 };
        set({ record: nextRecord });
        save(kit, nextRecord);
      },
    };
  };
