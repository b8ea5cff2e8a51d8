/**
 * The changes to mark on the map for the side at the screen: since the state before his last
 * decision (so his own check's die shows too), remembered per side while the page is open; after
 * a reload only the checks since his last decision are known.
 */
import { useCallback, useMemo, useRef } from 'react';
import { logEntries, logLength, type GameState, type SupportRow } from '../engine';
import type { Side } from '../engine/data';
import { changeMarks, type ChangeMarks } from './changes';

interface Snapshot {
  support: readonly SupportRow[];
  log: number;
}

export function useChangeMarks(state: GameState, side: Side, seen: number): { marks: ChangeMarks; beforeDecision(side: Side): void } {
  const snaps = useRef<Record<Side, Snapshot | null>>({ communist: null, democrat: null });
  const latest = useRef(state);
  latest.current = state;
  const beforeDecision = useCallback((who: Side) => {
    snaps.current[who] = { support: latest.current.support, log: logLength(latest.current) };
  }, []);
  const snap = snaps.current[side];
  // a snapshot from a state undone since is no longer "before"
  const valid = snap && snap.log <= logLength(state) ? snap : null;
  const marks = useMemo(() => {
    // after a reload nothing older than this turn's start is marked
    const log = logEntries(state);
    let turnStart = log.length;
    while (turnStart > 0 && log[turnStart - 1]!.key !== 'turnStart') turnStart--;
    return changeMarks(valid?.support ?? null, state.support, log, valid ? valid.log : Math.max(seen, turnStart - 1));
  }, [valid, state, seen]);
  return { marks, beforeDecision };
}
