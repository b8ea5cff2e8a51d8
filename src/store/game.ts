/**
 * The one store (docs/design.md "The store"): the sum of its parts, each a Zustand slice in its own
 * module over the whole store (shape: ./storeState.ts):
 *  - playSlice: the running game, its actions, undo back to the last final action, Confirm, handover;
 *  - autosaveSlice: the autosave, its backup and the one writing tab;
 *  - importSlice: a file or the autosave checked before it replaces anything;
 *  - settingsSlice: language, the Confirm step, hints;
 *  - seatsSlice: the players and the computer's seats;
 *  - remoteSlice: a friend on another device (src/online);
 *  - lessonSlice: the guided game's script, and the hints a game used.
 * Actions go into the record through ./taking.ts, and records into the running game the same way.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { autosaveSlice } from './autosaveSlice';
import { importSlice } from './importSlice';
import { lessonSlice } from './lessonSlice';
import { defaultStorage, RECORD_KEY } from './persistence';
import { playSlice } from './playSlice';
import { remoteSlice } from './remoteSlice';
import { seatsSlice } from './seatsSlice';
import { settingsSlice } from './settingsSlice';
import type { GameStoreState } from './storeState';
import { watchWriter } from './tabs';

export { RECORD_KEY } from './persistence';
export { PLAYERS_KEY } from './seatsSlice';
export { CONFIRM_KEY, HINTS_KEY, LANG_KEY } from './settingsSlice';
export type { GameScript } from './view';
export type { Ask, GameStoreState, Players, Relay } from './storeState';
/** A message for the players: a catalogue key and its parameters (rendered in the current language). */
export type { Note } from './messages';

export function createGameStore(storage: Storage | undefined = defaultStorage()): StoreApi<GameStoreState> {
  return createStore<GameStoreState>()((...a) => ({
    ...settingsSlice(storage)(...a),
    ...autosaveSlice(storage)(...a),
    ...seatsSlice(storage)(...a),
    ...playSlice(storage)(...a),
    ...remoteSlice(storage)(...a),
    ...importSlice(storage)(...a),
    ...lessonSlice(storage)(...a),
  }));
}

export const gameStore = createGameStore();

/** The page's store takes part in choosing the one writing tab. */
if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  watchWriter((w) => gameStore.getState().setWriter(w));
  window.addEventListener('storage', (e) => {
    if (e.key === RECORD_KEY) gameStore.getState().mirror(e.newValue);
  });
}

export function useGame<T>(selector: (s: GameStoreState) => T): T {
  return useStore(gameStore, selector);
}
