/** What the page shows of the computer at the table: whether it is thinking, its last step's space, an error. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Side } from '../engine';

export interface ComputerStatus {
  thinking: Side | null;
  /** the space of the computer's last step, for the map */
  lastSpace: string | null;
  lastSide: Side | null;
  error: string | null;
}

export const computerStore = createStore<ComputerStatus>()(() => ({ thinking: null, lastSpace: null, lastSide: null, error: null }));
export const useComputer = <T>(sel: (s: ComputerStatus) => T): T => useStore(computerStore, sel);
