/**
 * The changes to mark on the map for the side at the screen: since the state before his last
 * decision (so his own check's die shows too), remembered per side while the page is open; after
 * a reload only the checks since his last decision are known.
 */
import { useCallback, useMemo, useRef } from 'react';
import type { LogEntry, SupportRow } from '../engine';
import type { Side } from '../engine/data';
import { changeMarks, type ChangeMarks } from './changes';

interface Snapshot {
  support: readonly SupportRow[];
  log: number;
}

/** `board`: the support and log of the view shown (public: both sides see them). */
export function useChangeMarks(
  board: { support: readonly SupportRow[]; log: readonly LogEntry[] },
  side: Side,
  seen: number,
): { marks: ChangeMarks; beforeDecision(side: Side): void } {
  const snaps = useRef<Record<Side, Snapshot | null>>({ communist: null, democrat: null });
  const latest = useRef(board);
  latest.current = board;
  const beforeDecision = useCallback((who: Side) => {
    snaps.current[who] = { support: latest.current.support, log: latest.current.log.length };
  }, []);
  const snap = snaps.current[side];
  // a snapshot from a state undone since is no longer "before"
  const valid = snap && snap.log <= board.log.length ? snap : null;
  const { support, log } = board;
  const marks = useMemo(() => {
    // after a reload nothing older than this turn's start is marked
    let turnStart = log.length;
    while (turnStart > 0 && log[turnStart - 1]!.key !== 'turnStart') turnStart--;
    return changeMarks(valid?.support ?? null, support, log, valid ? valid.log : Math.max(seen, turnStart - 1));
  }, [valid, support, log, seen]);
  return { marks, beforeDecision };
}
