/** The test driver itself (tests/table.ts): positions as the card tests expect them, moves that chain. */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../src/engine';
import { choose, discards, drawPile, earlyYear, hand, laidOut, middleYear, removedCards, setAside, sp, table } from './table';

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
  it('a layout puts cards where it says: each card leaves its old place, a replaced hand goes under the draw pile', () => {
    const s = middleYear('democrat', [13, 4, 29]);
    const t = laidOut(
      s,
      { round: 1, side: 'democrat' },
      {
        hands: { democrat: [20, 13] },
        setAside: { democrat: [5] },
        drawPile: [6, 7],
        discard: [8],
        removed: [9],
        support: { berlin: [2, 1] },
        vp: 3,
      },
    );
    expect(hand(t, 'democrat')).toEqual([20, 13]);
    expect(hand(t, 'communist')).toEqual(hand(s, 'communist'));
    expect(setAside(t, 'democrat')).toEqual([5]);
    expect(drawPile(t).slice(0, 2)).toEqual([6, 7]);
    // the cards taken out of the Democrat's hand lie at the bottom of the draw pile
    expect(drawPile(t).slice(-2)).toEqual([4, 29]);
    expect([discards(t), removedCards(t)]).toEqual([[8], [9]]);
    expect(t.vp).toBe(3);
    expect(sp(t, 'berlin')).toEqual({ communist: 2, democrat: 1 });
    // every card is in one place
    const all = [...hand(t, 'democrat'), ...hand(t, 'communist'), ...setAside(t, 'democrat'), ...drawPile(t), ...discards(t), ...removedCards(t)];
    expect(new Set(all).size).toBe(all.length);
  });
  it('a layout that puts a card in two places is refused with the position builder’s error', () => {
    expect(() => table({ turn: 4, side: 'democrat', hand: [13], on: { discard: [8], removed: [8] } })).toThrow(RuleError);
  });
  it('table({ on }) is the table position laid out', () => {
    const on = { support: { warszawa: [0, 2] as const }, discard: [8] };
    expect(table({ turn: 4, side: 'democrat', hand: [13], on }).state).toEqual(laidOut(middleYear('democrat', [13]), { round: 1, side: 'democrat' }, on));
  });
});
