import { describe, expect, it } from 'vitest';
import { apply, legalActions, logEntries, newGame, type GameState } from '../../src/engine';
import { extendGrouping, groupLog, type Grouping } from '../../src/ui/LogGroupsView';

/** A seeded game played by the first legal action, kept at every step. */
function states(seed: string, n: number): GameState[] {
  const out = [newGame({ seed })];
  for (let k = 0; k < n && out[out.length - 1]!.prompt; k++) {
    const s = out[out.length - 1]!;
    out.push(apply(s, legalActions(s)[0]!));
  }
  return out;
}

describe('the log grouped by turn and action round (4.5.2), read line by line', () => {
  const played = states('log-groups', 400);

  it('groups each new line alone exactly as the whole log grouped anew', () => {
    let g: Grouping | null = null;
    for (const s of played) {
      const log = logEntries(s);
      g = extendGrouping(g, log);
      expect(groupLog(log, g)).toEqual(groupLog(log));
    }
    expect(groupLog(logEntries(played[played.length - 1]!)).length).toBeGreaterThan(2);
  });

  it('leaves the earlier turns as the same objects, so their panels do not render again', () => {
    const s = played[played.length - 1]!;
    const before = logEntries(played[played.length - 2]!);
    const g1 = extendGrouping(null, before);
    const g2 = extendGrouping(g1, logEntries(s));
    const t1 = groupLog(before, g1);
    const t2 = groupLog(logEntries(s), g2);
    for (let k = 0; k < t1.length - 1; k++) expect(t2[k]).toBe(t1[k]);
  });

  it('groups anew after an undo (a shorter log)', () => {
    const long = logEntries(played[300]!);
    const short = logEntries(played[200]!);
    const g = extendGrouping(extendGrouping(null, long), short);
    expect(groupLog(short, g)).toEqual(groupLog(short));
  });
});
