/** The test driver itself (tests/table.ts): positions as the card tests expect them, moves that chain. */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../src/engine';
import { choose, earlyYear, middleYear, table } from './table';

describe('the test driver', () => {
  it('table() builds the period positions: turn 1 an Early Year deal, turn 4 a Middle Year one', () => {
    expect(table({ side: 'communist', hand: [13, 12] }).state).toEqual(earlyYear('communist', [13, 12]));
    expect(table({ turn: 4, side: 'democrat', hand: [13] }).state).toEqual(middleYear('democrat', [13]));
    expect(() => table({ turn: 4, round: 2, side: 'democrat', hand: [13] })).toThrow(/Early Year/);
  });
  it('#13 Stasi through the driver: played for Ops by the Democrat, he announces his next card', () => {
    const t = table({ turn: 4, side: 'democrat', hand: [13, 4, 29] })
      .play(13, 'place')
      .timing('before')
      .placeAll()
      .expect('card13:declare');
    expect(t.side).toBe('democrat');
    expect(t.legal()).toEqual([choose('democrat', 4), choose('democrat', 29)]);
  });
  it("an illegal move is refused with the engine's error and the table keeps its state", () => {
    const t = table({ side: 'communist', hand: [13] });
    const before = t.state;
    expect(() => t.play(99)).toThrow(RuleError);
    expect(t.state).toBe(before);
  });
});
