/** What the page shows of the computer at the table: whether it is thinking, its last step's space, an error. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { logEntries, type Action, type GameState, type LogEntry, type Side } from '../engine';

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

let stepId = 0;

/**
 * A step of a side played elsewhere (the computer, or a friend on another device) was taken: its
 * space is marked on the map and what it logged since `from` is narrated (src/ui/motion/).
 */
export function noteStep(a: Action, before: GameState | null, after: GameState | null, from: number): void {
  const space = 'space' in a ? a.space : null;
  computerStore.setState({ lastSpace: space, lastSide: a.side });
  if (!after || after === before) return;
  const entries = logEntries(after).slice(from);
  const steps = computerStore.getState().steps;
  computerStore.setState({ steps: [...steps.slice(-7), { id: ++stepId, side: a.side, space, entries }] });
}
