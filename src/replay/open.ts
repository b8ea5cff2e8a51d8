/**
 * Which record the replay viewer shows, if any. `live` means the game is still being played: the
 * viewer then shows public information only. Kept apart from the game store so that opening a
 * replay (a shared link, a finished game) never touches the saved game.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { GameRecord } from '../engine';

export interface ReplayOpen {
  record: GameRecord | null;
  live: boolean;
  open(record: GameRecord, live: boolean): void;
  close(): void;
}

export const replayStore = createStore<ReplayOpen>()((set) => ({
  record: null,
  live: false,
  open: (record, live) => set({ record, live }),
  close: () => set({ record: null, live: false }),
}));

export function useReplay<T>(selector: (s: ReplayOpen) => T): T {
  return useStore(replayStore, selector);
}
