/**
 * The autosave part of the store (src/store/autosaveSlice.ts): each save keeps the one before it as
 * the previous good save, writes the game's mark, and a read-only tab writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { createGameStore, RECORD_KEY } from '../../src/store/game';
import { BACKUP_KEY, readMarks } from '../../src/store/persistence';
import { checkFirst, memoryStorage, playUntil, started } from './storeParts';

describe('store autosave', () => {
  it('each save keeps the text written before it as the previous good save', () => {
    const storage = memoryStorage();
    const store = started('autosave-backup', storage);
    const first = storage.getItem(RECORD_KEY);
    expect(store.getState().lastGood).toBe(first);
    store.getState().dispatch(checkFirst(store));
    expect(storage.getItem(BACKUP_KEY)).toBe(first);
    expect(store.getState().lastGood).toBe(storage.getItem(RECORD_KEY));
    expect(JSON.parse(storage.getItem(RECORD_KEY)!)).toEqual(store.getState().record);
  });

  it('the mark written beside the save is the store’s progress', () => {
    const storage = memoryStorage();
    const store = started('autosave-mark', storage);
    playUntil(store, () => store.getState().progress.totals.dice >= 1);
    const { record, progress } = store.getState();
    expect(readMarks(storage)[record!.gameId!]).toMatchObject(progress.mark);
  });

  it('a store starts from the saved game, and its previous good save is what it found', () => {
    const storage = memoryStorage();
    started('autosave-found', storage);
    const again = createGameStore(storage).getState();
    expect(again.saved).toEqual(JSON.parse(storage.getItem(RECORD_KEY)!));
    expect(again.lastGood).toBe(storage.getItem(RECORD_KEY));
    expect(again.savedFromBackup).toBe(false);
  });

  it('a read-only tab writes nothing and refuses to play; becoming the writer it reads what was saved', () => {
    const storage = memoryStorage();
    const store = started('autosave-readonly', storage);
    const text = storage.getItem(RECORD_KEY);
    store.getState().setWriter(false);
    store.getState().dispatch(checkFirst(store));
    expect(store.getState().record!.actions).toHaveLength(0);
    expect(store.getState().error).toMatch(/.+/);
    expect(storage.getItem(RECORD_KEY)).toBe(text);
    store.getState().setWriter(true);
    expect(store.getState().readOnly).toBe(false);
    expect(store.getState().state).toBeNull();
    expect(store.getState().saved).toEqual(JSON.parse(text!));
  });
});
