/**
 * Records that would replace the running game or the autosave (docs/design.md "Randomness, undo,
 * save, load"): a file, or the autosave resumed. Each is checked against what this browser knows (the
 * rules version and checksum, and for a game played here whether it takes back final actions,
 * src/store/loader.ts) and loaded at once when there is nothing to tell, else only after the players
 * were told what it means (`ask`) and chose to.
 */
import type { StateCreator } from 'zustand/vanilla';
import type { GameRecord } from '../engine';
import { keepSave, previousGood, readKey, RECORD_KEY, writeKey } from './persistence';
import { PLAYERS_KEY } from './seatsSlice';
import { loader, refuseWhileReadOnly, type Kit } from './storeKit';
import type { Ask, GameStoreState, ImportState } from './storeState';
import { load } from './taking';

/** Check a record and load it, or wait for the players in `ask`: true when it loaded at once. */
async function offer(kit: Kit, source: Ask['source'], given: string | GameRecord | Blob): Promise<boolean> {
  const { get, set, storage } = kit;
  const { lang, state: running, record: current, saved, progress } = get();
  const p = await (
    await loader()
  ).consider(given, { lang, source, running: running && current ? { record: current, mark: progress.mark } : null, saved, storage });
  if (p.kind === 'error') {
    set({ error: p.message });
    return false;
  }
  if (p.notes.length === 0) {
    load(kit, p.record, p.replayed);
    return true;
  }
  set({ ask: { source, record: p.record, replayed: p.replayed, notes: p.notes, text: p.text }, error: null });
  return false;
}

/** An autosave refused when resumed: kept to download, and the previous good save offered in its place. */
function offerPrevious({ get, set, storage }: Kit, failed: GameRecord): void {
  const text = JSON.stringify(failed);
  const prev = previousGood(storage, readKey(storage, RECORD_KEY) ?? text);
  if (!prev || get().readOnly) return;
  keepSave(storage, text);
  set({ lastGood: null, saved: prev.record, savedFromBackup: true, corruptSave: { text, note: { key: 'record.resumeFailed' } } });
}

export const importSlice =
  (storage: Storage | undefined): StateCreator<GameStoreState, [], [], ImportState> =>
  (set, get) => {
    const kit: Kit = { set, get, storage };
    return {
      ask: null,

      async resume() {
        const { saved } = get();
        if (!saved) return;
        // a read-only tab may look at the game; it never writes it
        const ok = await offer(kit, 'resume', saved);
        if (!ok && get().error) offerPrevious(kit, saved);
      },

      exportRecord() {
        const { record } = get();
        return record ? JSON.stringify(record, null, 1) : null;
      },

      async importRecord(input) {
        if (refuseWhileReadOnly(kit)) return false;
        return offer(kit, 'file', input);
      },

      confirmAsk() {
        const { ask } = get();
        if (!ask || refuseWhileReadOnly(kit)) return;
        load(kit, ask.record, ask.replayed);
        if (ask.source === 'file' && !ask.record.players) {
          // a loaded file says who sits where only if its record names the players (load took them)
          set({ players: null });
          writeKey(storage, PLAYERS_KEY, null);
        }
      },

      cancelAsk() {
        set({ ask: null });
      },
    };
  };
