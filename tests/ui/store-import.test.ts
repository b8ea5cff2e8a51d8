/**
 * The import part of the store (src/store/importSlice.ts): a record replaces nothing before it was
 * checked, and what would be lost is asked first.
 */
import { describe, expect, it } from 'vitest';
import { createGameStore, PLAYERS_KEY } from '../../src/store/game';
import { checkFirst, memoryStorage, playUntil, started } from './storeParts';

describe('store import', () => {
  it('an exported record loads at once into an empty store: same actions, same checksum, same progress', async () => {
    const store = started('import-roundtrip');
    playUntil(store, () => store.getState().progress.totals.dice >= 1);
    const text = store.getState().exportRecord()!;
    const other = createGameStore(memoryStorage());
    other.getState().setLang('en');
    expect(await other.getState().importRecord(text)).toBe(true);
    const got = other.getState();
    expect(got.record!.actions).toEqual(store.getState().record!.actions);
    expect(got.record!.checksum).toBe(store.getState().record!.checksum);
    expect(got.progress).toEqual(store.getState().progress);
    expect(got.ask).toBeNull();
  });

  it('a record while a game runs waits in `ask`: cancelled it changes nothing, confirmed it replaces the game', async () => {
    const store = started('import-ask');
    const text = started('import-ask-other').getState().exportRecord()!;
    const running = store.getState().record;
    expect(await store.getState().importRecord(text)).toBe(false);
    expect(store.getState().ask).not.toBeNull();
    expect(store.getState().record).toBe(running);
    store.getState().cancelAsk();
    expect(store.getState().ask).toBeNull();
    expect(store.getState().record).toBe(running);
    await store.getState().importRecord(text);
    store.getState().confirmAsk();
    expect(store.getState().record!.options.seed).toBe('import-ask-other');
    expect(store.getState().ask).toBeNull();
  });

  it('a file without players forgets the players of the game it replaced', async () => {
    const storage = memoryStorage();
    const store = createGameStore(storage);
    store.getState().setLang('en');
    store.getState().startGame({ seed: 'import-players' }, { communist: { seat: 1, name: 'Ala' }, democrat: { seat: 2, name: 'Olek' } });
    expect(storage.getItem(PLAYERS_KEY)).not.toBeNull();
    await store.getState().importRecord(started('import-players-file').getState().exportRecord()!);
    store.getState().confirmAsk();
    expect(store.getState().players).toBeNull();
    expect(storage.getItem(PLAYERS_KEY)).toBeNull();
  });

  it('an unreadable file is refused with a reason and changes nothing', async () => {
    const store = started('import-bad');
    store.getState().dispatch(checkFirst(store));
    const record = store.getState().record;
    expect(await store.getState().importRecord('{ not a record')).toBe(false);
    expect(store.getState().error).toMatch(/.+/);
    expect(store.getState().record).toBe(record);
    expect(store.getState().ask).toBeNull();
  });
});
