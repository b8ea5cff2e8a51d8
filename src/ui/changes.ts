/**
 * What changed on the map since a player's last decision (that decision's own results included):
 * SPs added or removed per space and side, and each support check with its die.
 */
import { entryIs, type LogEntry, type SupportRow } from '../engine';
import { SPACES, type Side } from '../engine/data';

export interface CheckMark {
  side: Side;
  die: number;
  total: number;
  target: number;
}
export interface ChangeMarks {
  /** SP change per space index and side (only spaces that changed) */
  sp: ReadonlyMap<number, { communist: number; democrat: number }>;
  /** the latest support check per space index */
  checks: ReadonlyMap<number, CheckMark>;
}

export const NO_MARKS: ChangeMarks = { sp: new Map(), checks: new Map() };
const spaceIndex = new Map(SPACES.map((s) => [s.id, s.index]));

/** Marks between the support `before` (or nothing known) and `now`, and the checks logged from `from` on. */
export function changeMarks(before: readonly SupportRow[] | null, now: readonly SupportRow[], log: readonly LogEntry[], from: number): ChangeMarks {
  const sp = new Map<number, { communist: number; democrat: number }>();
  if (before)
    now.forEach((row, i) => {
      const b = before[i]!;
      if (b.communist !== row.communist || b.democrat !== row.democrat)
        sp.set(i, { communist: row.communist - b.communist, democrat: row.democrat - b.democrat });
    });
  const checks = new Map<number, CheckMark>();
  for (let k = Math.max(0, from); k < log.length; k++) {
    const e = log[k]!;
    if (!entryIs(e, 'supportCheck')) continue;
    const i = spaceIndex.get(e.params.space);
    if (i === undefined) continue;
    checks.set(i, { side: e.params.side, die: e.params.die, total: e.params.total, target: e.params.target });
  }
  return sp.size === 0 && checks.size === 0 ? NO_MARKS : { sp, checks };
}
