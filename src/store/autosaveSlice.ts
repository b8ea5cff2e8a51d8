/**
 * The autosave (docs/design.md "Randomness, undo, save, load"): each change of the running game is
 * written to localStorage with the previous good save kept beside it and the game's high-water mark;
 * a failed write is shown, an unreadable save is kept for download, and only one tab writes
 * (src/store/tabs.ts): a read-only tab mirrors what the writing one saved.
 */
import type { StateCreator } from 'zustand/vanilla';
import type { GameRecord } from '../engine';
import { readSaved, saveRecord, writeMark, type CorruptSave } from './persistence';
import { coverFor, loader, nowIso, type Kit } from './storeKit';
import type { AutosaveState, GameStoreState } from './storeState';

export const corruptNote = (c: CorruptSave | null) => c && { text: c.text, note: { key: c.problem } };

/** Write the running game's record (a read-only tab and a scripted game write nothing). */
export function save(kit: Kit, record: GameRecord): void {
  const { get, set, storage } = kit;
  // a scripted game keeps its own progress (src/learn); the autosaved game stays as it was
  if (get().readOnly || get().script) return;
  const text = JSON.stringify(record);
  const { main, backup } = saveRecord(storage, text, get().lastGood);
  const marked = record.gameId ? writeMark(storage, record.gameId, get().progress.mark, nowIso()) : null;
  set({ saveFailure: main ?? backup ?? marked, ...(main ? {} : { lastGood: text }) });
  // the running game's record is what this browser made of it (its actions were taken here, or
  // loaded here after the players were asked): its chain (src/store/made.ts) follows each save
  // in the order of the saves: continuations of one import run in the order they were made
  if (!main)
    void loader().then((m) => {
      const failed = m.rememberMade(storage, record, nowIso());
      if (failed && !get().saveFailure) set({ saveFailure: failed });
    });
}

export const autosaveSlice =
  (storage: Storage | undefined): StateCreator<GameStoreState, [], [], AutosaveState> =>
  (set, get) => {
    const kit: Kit = { set, get, storage };
    const found = readSaved(storage);
    return {
      saved: found.record,
      savedFromBackup: found.fromBackup,
      corruptSave: corruptNote(found.corrupt),
      saveFailure: null,
      lastGood: found.fromBackup ? null : found.text,
      readOnly: false,

      setWriter(writer) {
        const was = get().readOnly;
        set({ readOnly: !writer });
        if (writer && was) {
          // the other tab is gone: continue from what it saved
          const now = readSaved(storage);
          set({
            lastGood: now.fromBackup ? null : now.text,
            saved: now.record,
            savedFromBackup: now.fromBackup,
            corruptSave: corruptNote(now.corrupt),
            state: null,
            record: null,
            ask: null,
          });
        }
      },

      async mirror(text) {
        if (!get().readOnly || !get().state || text === null) return;
        const { mirrorOf } = await loader();
        // an unreadable record of the writing tab is checked when this tab takes over
        const m = mirrorOf(text);
        if (m) set({ record: m.record, state: m.state, undoStates: [], awaiting: null, viewer: coverFor(kit, m.state, null) });
      },
    };
  };
