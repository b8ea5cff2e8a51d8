import { describe, expect, it } from 'vitest';
import { ARENA, MAX_BID, computerBid, computerTieChoice, sideEdge, smoothedWinRate, spValue, spValues } from '../../src/ai/bid';
import { LEVELS } from '../../src/ai/levels';
import { newGame } from '../../src/engine';
import { expectedVp } from '../../src/ai/evaluate';
import { resolveBid, type Bid } from '../../src/store/bid';

describe('13.0 the computer’s bid: policy', () => {
  it('win rates count draws as half and keep a clean sweep below 1', () => {
    expect(smoothedWinRate({ wins: 15, draws: 0, losses: 0 })).toBeCloseTo(16 / 17);
    expect(smoothedWinRate({ wins: 10, draws: 1, losses: 4 })).toBeCloseTo(11.5 / 17);
  });

  it('prefers the Communist at normal and hard, where the arena figures show it stronger', () => {
    for (const level of ['normal', 'hard'] as const) {
      const r = ARENA[level]!;
      expect(smoothedWinRate(r.communist)).toBeGreaterThan(smoothedWinRate(r.democrat));
      const edge = sideEdge(level);
      expect(edge.side).toBe('communist');
      expect(edge.vp).toBeGreaterThan(0);
    }
    // 6 VP per logit: normal (49/52 against 28/52) about 15.8 VP, hard (51/52 against 45/52) about 12.4 VP
    expect(sideEdge('normal').vp).toBeCloseTo(6 * (Math.log(49 / 3) - Math.log(28 / 24)), 5);
    expect(sideEdge('hard').vp).toBeCloseTo(6 * (Math.log(51 / 1) - Math.log(45 / 7)), 5);
  });

  it('the worth of extra SPs (13.0 placed as 3.4): positive, growing with their number, from the evaluation', () => {
    for (const side of ['democrat', 'communist'] as const) {
      const v = spValues(side);
      expect(v).toHaveLength(MAX_BID);
      expect(v[0]!).toBeGreaterThan(0);
      expect(v[1]!).toBeGreaterThanOrEqual(v[0]!);
    }
    // no SPs are worth nothing; beyond the largest bid at the same rate per SP
    expect(spValue('democrat', 0)).toBe(0);
    expect(spValue('democrat', 4)).toBeCloseTo(2 * spValue('democrat', 2));
  });

  it('one Democrat SP is worth the best single placement where the Communist has none', () => {
    const start = newGame({ seed: 'x' });
    const base = expectedVp(start);
    let best = -Infinity;
    start.support.forEach((row, i) => {
      if (row.communist > 0) return;
      const s = { ...start, support: start.support.map((r, k) => (k === i ? { ...r, democrat: r.democrat + 1 } : r)) };
      best = Math.max(best, expectedVp(s) - base);
    });
    expect(spValue('democrat', 1)).toBeCloseTo(best);
  });

  it('bids Democrat SPs (wants the Communist): the largest n ≤ 2 worth less than its edge; easy offers none', () => {
    expect(computerBid('easy')).toEqual({ side: 'democrat', sp: 0 });
    for (const level of ['normal', 'hard'] as const) {
      const bid = computerBid(level);
      expect(bid.side).toBe('democrat');
      expect(bid.sp).toBeLessThanOrEqual(MAX_BID);
      const edge = sideEdge(level).vp;
      if (bid.sp > 0) expect(spValue('democrat', bid.sp)).toBeLessThan(edge);
      if (bid.sp < MAX_BID) expect(spValue('democrat', bid.sp + 1)).toBeGreaterThanOrEqual(edge);
    }
    expect(computerBid('normal')).toEqual({ side: 'democrat', sp: 2 });
    // hard's edge (12.4 VP) is worth more than two Democrat SPs (6.9 VP): it offers the largest bid
    expect(computerBid('hard')).toEqual({ side: 'democrat', sp: 2 });
  });

  it('is the same every time (no chance) and takes nothing of the opponent’s', () => {
    for (const level of LEVELS) expect(computerBid(level)).toEqual(computerBid(level));
    expect(computerBid.length).toBe(1);
  });

  it('tie roll won: keeps its own bid when the edge outweighs twice the SPs, else takes the other bid', () => {
    // easy: 0 SPs against 0 SPs, so it keeps the Communist
    const zero: [Bid, Bid] = [
      { side: 'democrat', sp: 0 },
      { side: 'democrat', sp: 0 },
    ];
    expect(computerTieChoice('easy', zero, 1)).toBe(1);
    expect(computerTieChoice('easy', zero, 0)).toBe(0);
    // hard: 2 Democrat SPs each; it keeps its bid (the Communist) only if its edge there outweighs
    // twice the worth of the 2 SPs, else it lets the other bid win and plays the Democrat with them
    const two: [Bid, Bid] = [
      { side: 'democrat', sp: 2 },
      { side: 'democrat', sp: 2 },
    ];
    const keeps = sideEdge('hard').vp > 2 * spValue('democrat', 2);
    expect(computerTieChoice('hard', two, 1)).toBe(keeps ? 1 : 0);
    const out = resolveBid(two, computerTieChoice('hard', two, 1));
    expect(out.sides[1]).toBe(keeps ? 'communist' : 'democrat');
    expect(out.extraSupport).toEqual({ side: 'democrat', sp: 2 });
  });

  it('rulebook outcomes against the computer’s bid (normal: 2 Democrat SPs as Player 2)', () => {
    const ai = computerBid('normal');
    // the person offers 1 Democrat SP: the computer's more generous bid wins, it plays the Communist
    expect(resolveBid([{ side: 'democrat', sp: 1 }, ai])).toEqual({
      kind: 'same',
      winner: 1,
      sides: ['democrat', 'communist'],
      extraSupport: { side: 'democrat', sp: 2 },
    });
    // the person offers 3: the person plays the Communist, the computer the Democrat with 3 extra SPs
    expect(resolveBid([{ side: 'democrat', sp: 3 }, ai]).sides).toEqual(['communist', 'democrat']);
    // the person offers Communist SPs (wants the Democrat): each takes the side offered, no SPs
    expect(resolveBid([{ side: 'communist', sp: 1 }, ai])).toMatchObject({ kind: 'opposite', sides: ['democrat', 'communist'], extraSupport: null });
  });
});
