import { describe, expect, it } from 'vitest';
import { apply, legalActions, logEntries, newGame, type GameState } from '../../src/engine';
import { extendGrouping, groupLog, type Grouping } from '../../src/ui/LogGroupsView';
import { act, rigDice, setHand, play, earlyYear } from '../table';

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

/**
 * #5 General Strike (11.2): the Communist's strike rounds are action rounds of their own, so every
 * later heading names the round the engine is in. A position with the strike played by the
 * Democrat in action round 1 and low rigged dice (the strike lasts), played on by the first legal
 * action to the end of the turn.
 */
describe('log headings after a #5 General Strike round', () => {
  it('#5 General Strike: every "Round N · Side" heading names the action round its lines were played in (4.5.2)', () => {
    let s = act(
      earlyYear('democrat', [5, 4, 29, 30, 31, 33, 34], (d) => {
        setHand(d, 'communist', [12, 7, 22, 8, 9, 10, 11]);
        rigDice(d, 1, 1, 1, 1, 1, 1);
      }),
      play('democrat', 5),
    );
    // the log line an action round's first action writes, and the round and side it was played in
    const opened: { line: number; round: number; side: string }[] = [];
    for (let n = 0; n < 300 && s.prompt && s.turn === 1; n++) {
      const start = s.prompt.kind === 'actionRound' || s.prompt.kind === 'card5:strike';
      const round = s.round;
      const side = s.prompt.side;
      const line = logEntries(s).length;
      s = apply(s, legalActions(s)[0]!);
      if (start && logEntries(s).length > line) opened.push({ line, round, side });
    }
    const strikeRounds = logEntries(s).filter((e) => e.key === 'strikeRoll').length;
    expect(strikeRounds).toBeGreaterThanOrEqual(2);
    expect(opened.length).toBeGreaterThanOrEqual(10);
    const rounds = groupLog(logEntries(s)).flatMap((tn) => tn.rounds);
    for (const o of opened) {
      const group = rounds.find((r) => r.start <= o.line && o.line < r.end)!;
      expect({ line: o.line, round: group.round, side: group.side }).toEqual(o);
    }
  });
});
