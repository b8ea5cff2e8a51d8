/** What the page shows of the computer at the table: whether it is thinking, its last step's space, an error. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { LogEntry, Side } from '../engine';

/** One step the computer took: what it logged, for the narration (public: the log is every player's). */
export interface ComputerStep {
  id: number;
  side: Side;
  space: string | null;
  entries: readonly LogEntry[];
}

export interface ComputerStatus {
  thinking: Side | null;
  /** the space of the computer's last step, for the map */
  lastSpace: string | null;
  lastSide: Side | null;
  error: string | null;
  /** its latest steps, newest last */
  steps: readonly ComputerStep[];
}

export const computerStore = createStore<ComputerStatus>()(() => ({ thinking: null, lastSpace: null, lastSide: null, error: null, steps: [] }));
export const useComputer = <T>(sel: (s: ComputerStatus) => T): T => useStore(computerStore, sel);
