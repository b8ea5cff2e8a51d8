import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { bidKind, resolveBid, tieRolls } from '../../src/store/bid';

describe('13.0 play balance bid', () => {
  it('rulebook example: Bruce 2 Democrat SPs, Jason 1 → Bruce wins, plays the Communist; Jason places 2 extra Democrat SPs', () => {
    const bruce = { side: 'democrat', sp: 2 } as const;
    const jason = { side: 'democrat', sp: 1 } as const;
    const out = resolveBid([bruce, jason]);
    expect(out).toEqual({ kind: 'same', winner: 0, sides: ['communist', 'democrat'], extraSupport: { side: 'democrat', sp: 2 } });
    // the same with Jason as Player 1
    expect(resolveBid([jason, bruce])).toEqual({ kind: 'same', winner: 1, sides: ['democrat', 'communist'], extraSupport: { side: 'democrat', sp: 2 } });
  });

  it('same side, Communist SPs: the more generous bidder plays the Democrat; the other plays the Communist with the SPs', () => {
    expect(
      resolveBid([
        { side: 'communist', sp: 1 },
        { side: 'communist', sp: 3 },
      ]),
    ).toEqual({
      kind: 'same',
      winner: 1,
      sides: ['communist', 'democrat'],
      extraSupport: { side: 'communist', sp: 3 },
    });
  });

  it('a bid of 0 loses to any bid for the same side', () => {
    expect(
      resolveBid([
        { side: 'democrat', sp: 0 },
        { side: 'democrat', sp: 1 },
      ]).winner,
    ).toBe(1);
  });

  it('opposite sides: each takes the side the opponent offered, and the SPs are ignored', () => {
    // Player 1 offers Democrat SPs (wants the Communist), Player 2 offers Communist SPs (wants the Democrat)
    expect(
      resolveBid([
        { side: 'democrat', sp: 3 },
        { side: 'communist', sp: 1 },
      ]),
    ).toEqual({
      kind: 'opposite',
      winner: null,
      sides: ['communist', 'democrat'],
      extraSupport: null,
    });
    expect(
      resolveBid([
        { side: 'communist', sp: 0 },
        { side: 'democrat', sp: 5 },
      ]).sides,
    ).toEqual(['democrat', 'communist']);
  });

  it('identical bids: the higher roll chooses which bid wins', () => {
    const bids = [
      { side: 'democrat', sp: 2 },
      { side: 'democrat', sp: 2 },
    ] as const;
    expect(bidKind(bids)).toBe('identical');
    expect(() => resolveBid(bids)).toThrow(/higher die roll/);
    expect(resolveBid(bids, 0)).toEqual({ kind: 'identical', winner: 0, sides: ['communist', 'democrat'], extraSupport: { side: 'democrat', sp: 2 } });
    expect(resolveBid(bids, 1)).toEqual({ kind: 'identical', winner: 1, sides: ['democrat', 'communist'], extraSupport: { side: 'democrat', sp: 2 } });
  });

  it('identical bids of 0 SPs decide the sides and place nothing', () => {
    expect(
      resolveBid(
        [
          { side: 'communist', sp: 0 },
          { side: 'communist', sp: 0 },
        ],
        1,
      ).extraSupport,
    ).toBeNull();
  });

  it('the tie dice: reproducible from a given generator, re-rolled until they differ', () => {
    for (const seed of ['a', 'b', 'c', 'tie-1', '42']) {
      const r = tieRolls(seedrandom(seed));
      expect(tieRolls(seedrandom(seed))).toEqual(r);
      expect(r.rolls.length % 2).toBe(0);
      for (const d of r.rolls) expect(d >= 1 && d <= 6).toBe(true);
      const [a, b] = r.rolls.slice(-2) as [number, number];
      expect(a).not.toBe(b);
      expect(r.high).toBe(a > b ? 0 : 1);
      for (let k = 0; k < r.rolls.length - 2; k += 2) expect(r.rolls[k]).toBe(r.rolls[k + 1]);
    }
  });
});
