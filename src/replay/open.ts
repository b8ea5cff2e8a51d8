/**
 * Which record the replay viewer shows, if any. `live` means the game is still being played: the
 * viewer then shows public information only. Kept apart from the game store so that opening a
 * replay (a shared link, a finished game) never touches the saved game.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { GameRecord } from '../engine';
import type { Note } from '../store/game';

interface ReplayOpen {
  record: GameRecord | null;
  live: boolean;
  /** what the players must know of a record from outside (a link, a file): rules version, checksum */
  notes: Note[];
  /** the game review starts at once (opened from the end screen) */
  review: boolean;
  open(record: GameRecord, live: boolean, notes?: Note[], review?: boolean): void;
  close(): void;
}

export const replayStore = createStore<ReplayOpen>()((set) => ({
  record: null,
  live: false,
  notes: [],
  review: false,
  open: (record, live, notes = [], review = false) => set({ record, live, notes, review }),
  close: () => set({ record: null, live: false, notes: [], review: false }),
}));

export function useReplay<T>(selector: (s: ReplayOpen) => T): T {
  return useStore(replayStore, selector);
}
