import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, RuleError } from '../../src/engine';
import { controller } from '../../src/engine/board';
import { cardsOfPeriod, spaceIndex } from '../../src/engine/data';
import { clearMap, edit, setSupport, sp, targets } from '../table';

describe('2.1.7 controlling spaces', () => {
  const base = edit(newGame({ seed: 'c' }), clearMap);
  const ctrl = (c: number, d: number, space = 'dresden') =>
    controller(
      edit(base, (x) => setSupport(x, space, c, d)),
      spaceIndex(space),
    );
  it('Dresden (stability 4): the Communist needs 4 SPs against none', () => {
    expect(ctrl(3, 0)).toBeNull();
    expect(ctrl(4, 0)).toBe('communist');
  });
  it('Dresden: against 2 Communist SPs the Democrat needs 6', () => {
    expect(ctrl(2, 5)).toBeNull();
    expect(ctrl(2, 6)).toBe('democrat');
  });
  it('Hungary example: Budapest and ELTE Democratic, Miskolc Communist, Tatabanya and Szeged nobody', () => {
    const s = edit(base, (x) => {
      setSupport(x, 'budapest', 0, 3);
      setSupport(x, 'eotvos-lorand-university', 1, 2);
      setSupport(x, 'miskolc', 4, 1);
      setSupport(x, 'tatabanya', 2, 0);
      setSupport(x, 'szeged', 1, 4);
    });
    const c = (id: string) => controller(s, spaceIndex(id));
    expect([c('budapest'), c('eotvos-lorand-university'), c('miskolc'), c('tatabanya'), c('szeged')]).toEqual([
      'democrat',
      'democrat',
      'communist',
      null,
      null,
    ]);
  });
});

describe('3 game set up', () => {
  const s = newGame({ seed: 'setup' });
  it('3.1 deals 8 Early Year cards to each player; Middle and Late Year cards wait', () => {
    expect(s.hands.communist).toHaveLength(8);
    expect(s.hands.democrat).toHaveLength(8);
    const early = cardsOfPeriod('early');
    for (const c of [...s.hands.communist, ...s.hands.democrat, ...s.drawPile]) expect(early).toContain(c);
    expect(s.drawPile).toHaveLength(40 - 16);
    expect(s.notYetAdded).toHaveLength(70);
  });
  it('3.2 / 3.3 fixed SPs are on the map: 20 Communist, 15 Democrat', () => {
    const total = (side: 'communist' | 'democrat') => s.support.reduce((n, r) => n + r[side], 0);
    expect(total('communist')).toBe(20);
    expect(total('democrat')).toBe(15);
    expect(sp(s, 'polish-catholic-church')).toEqual({ communist: 0, democrat: 5 });
  });
  it('3.4 the additional SPs are placed 2/3/3/4/2, Communist first', () => {
    const order: string[] = [];
    let t = s;
    while (t.prompt?.kind === 'setupPlace') {
      order.push(t.prompt.side[0]!);
      t = apply(t, legalActions(t)[0]!);
    }
    expect(order.join('')).toBe('ccdddcccddddcc');
    const total = (side: 'communist' | 'democrat') => t.support.reduce((n, r) => n + r[side], 0);
    expect([total('communist'), total('democrat')]).toEqual([27, 22]);
    expect(t.prompt).toMatchObject({ kind: 'actionRound', side: 'communist' });
  });
  it('3.4 setup SPs go only into spaces without opponent SPs', () => {
    const offered = targets(s, 'place');
    expect(offered).toHaveLength(legalActions(s).length);
    expect(offered).toContain('warszawa');
    expect(offered).toContain('leipzig');
    expect(offered).not.toContain('gdansk');
    expect(() => apply(s, { side: 'communist', type: 'place', space: 'gdansk' })).toThrowError(
      expect.objectContaining({ code: 'OPPONENT_SP_PRESENT', rule: '3.4' }),
    );
    const t = apply(s, { side: 'communist', type: 'place', space: 'warszawa' });
    expect(sp(t, 'warszawa').communist).toBe(2);
  });
  it('3.4 a space with no opponent SPs is legal even far from own SPs (no adjacency)', () => {
    expect(() => apply(s, { side: 'communist', type: 'place', space: 'sliven' })).not.toThrow();
  });
  it('a placement by the wrong side is refused (4.2)', () => {
    expect(() => apply(s, { side: 'democrat', type: 'place', space: 'sliven' })).toThrow(RuleError);
  });
});

describe('13.0 play balance bid and handicaps: extra SPs after 3.4', () => {
  it('13.0 example: the bid winner hands 2 Democrat SPs to the other player, placed after the 3.4 placements', () => {
    let s = newGame({
      seed: 'bid',
      extraSupport: { side: 'democrat', sp: 2 },
      balanceBid: {
        bids: [
          { side: 'democrat', sp: 2 },
          { side: 'democrat', sp: 1 },
        ],
      },
    });
    const order: string[] = [];
    while (s.prompt?.kind === 'setupPlace') {
      order.push(`${s.prompt.side[0]}${s.prompt.rule === '13.0' ? '+' : ''}`);
      s = apply(s, legalActions(s)[0]!);
    }
    expect(order.join('')).toBe('ccdddcccddddccd+d+');
    const total = (side: 'communist' | 'democrat') => s.support.reduce((n, r) => n + r[side], 0);
    expect([total('communist'), total('democrat')]).toEqual([27, 24]);
  });
  it('extra SPs follow the 3.4 restriction: no space with opponent SPs', () => {
    let s = newGame({ seed: 'hc', extraSupport: { side: 'democrat', sp: 1 } });
    for (let i = 0; i < 14; i++) s = apply(s, legalActions(s)[0]!);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'setupPlace', rule: '13.0', params: { left: 1, extra: true } });
    expect(() => apply(s, { side: 'democrat', type: 'place', space: 'berlin' })).toThrowError(expect.objectContaining({ code: 'OPPONENT_SP_PRESENT' }));
  });
  it('bad extra-SP options are refused', () => {
    expect(() => newGame({ seed: 'x', extraSupport: { side: 'nobody' as never, sp: 1 } })).toThrow(RuleError);
    expect(() => newGame({ seed: 'x', extraSupport: { side: 'democrat', sp: -1 } })).toThrow(RuleError);
  });
});
