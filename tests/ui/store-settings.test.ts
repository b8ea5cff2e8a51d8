/** The settings part of the store (src/store/settingsSlice.ts): each setting is remembered in this browser. */
import { describe, expect, it } from 'vitest';
import { createGameStore, CONFIRM_KEY, HINTS_KEY, LANG_KEY } from '../../src/store/game';
import { memoryStorage, placeFirst, playUntil, started } from './storeParts';

describe('store settings', () => {
  it('the language, the Confirm step and hints are written under their keys and read back by the next store', () => {
    const storage = memoryStorage();
    const store = createGameStore(storage);
    expect(store.getState().confirmMoves).toBe(true);
    expect(store.getState().hintsOn).toBe(false);
    store.getState().setLang('pl');
    store.getState().setConfirmMoves(false);
    store.getState().setHintsOn(true);
    expect([storage.getItem(LANG_KEY), storage.getItem(CONFIRM_KEY), storage.getItem(HINTS_KEY)]).toEqual(['pl', 'off', 'on']);
    const again = createGameStore(storage).getState();
    expect([again.lang, again.confirmMoves, again.hintsOn]).toEqual(['pl', false, true]);
  });

  it('an unknown language in storage falls back to the preferred one', () => {
    const storage = memoryStorage();
    storage.setItem(LANG_KEY, 'xx');
    expect(['en', 'pl', 'de']).toContain(createGameStore(storage).getState().lang);
  });

  it('turning the Confirm step off passes on the move waiting for it (4.5.2: the round ended by handing over)', () => {
    const store = started('settings-confirm');
    store.getState().confirmHandover();
    playUntil(store, () => store.getState().awaiting !== null, placeFirst);
    const side = store.getState().awaiting;
    expect(store.getState().undoStates.length).toBeGreaterThan(0);
    store.getState().setConfirmMoves(false);
    expect(store.getState().awaiting).toBeNull();
    expect(store.getState().undoStates).toEqual([]);
    expect(store.getState().progress.mark.actions).toBe(store.getState().record!.actions.length);
    expect(side).not.toBeNull();
  });
});
