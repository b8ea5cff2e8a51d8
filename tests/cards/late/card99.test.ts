import { describe, expect, it } from 'vitest';
import { act, lastLog, setSupport, play, lateYear, roundOver, timing, laidOut, pendingRound } from '../../table';

describe('#99 Ligachev', () => {
  const build = (d: Parameters<typeof setSupport>[0]) => {
    setSupport(d, 'gdansk', 0, 2);
    setSupport(d, 'warszawa', 2, 0);
  };

  it('#99 Ligachev: the Democrat’s next card is not Gorbachev Charms the West as an event: −3 VP as it is played, then the effect ends', () => {
    let s = act(lateYear('communist', [99], build), play('communist', 99));
    expect(s.effects).toEqual([{ card: 99, side: 'communist' }]);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(99);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
    s = act(s, play('democrat', 4, 'place'));
    expect(s.vp).toBe(-3);
    expect(s.effects).toEqual([]);
  });

  it('#99 Ligachev: Gorbachev Charms the West played as an event avoids the penalty', () => {
    let s = act(lateYear('communist', [99], build), play('communist', 99));
    s = laidOut(s, pendingRound(s), { hands: { democrat: [14] } });
    s = act(s, play('democrat', 14));
    expect(s.vp).toBe(0);
    expect(s.effects).toEqual([]);
  });

  it('#99 Ligachev: Gorbachev Charms the West played for Ops does not avoid it', () => {
    let s = act(lateYear('communist', [99], build), play('communist', 99));
    s = laidOut(s, pendingRound(s), { hands: { democrat: [14] } });
    s = act(s, play('democrat', 14, 'place'));
    expect(s.vp).toBe(-3);
  });

  it('#99 Ligachev: played by the Democrat for Ops, the Democrat’s following card triggers it, not the one that fired it', () => {
    const s = act(lateYear('democrat', [99, 4], build), play('democrat', 99, 'place'), timing('democrat', 'before'));
    expect(s.effects).toEqual([{ card: 99, side: 'communist' }]);
    expect(s.vp).toBe(0);
  });

  // ruling: Gorbachev Charms the West played for its Ops and, with the Tiananmen box-8 award
  // (6.3.5), for its event too is a played event (docs/engine.md "Rules notes")
  const withAward = (d: Parameters<typeof setSupport>[0]) => {
    build(d);
    d.tiananmen.democrat.box = 8;
  };

  it('#99 Ligachev: Gorbachev Charms the West for Ops with the box-8 award, its event taken, is a played event: no −3 VP', () => {
    let s = act(lateYear('communist', [99], withAward), play('communist', 99));
    s = laidOut(s, pendingRound(s), { hands: { democrat: [14] } });
    s = act(s, play('democrat', 14, 'place'));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'eventTiming', params: { card: 14, trigger: 'award' } });
    expect(s.vp).toBe(0);
    s = act(s, timing('democrat', 'before'));
    expect(s.vp).toBe(0);
    expect(s.effects).toEqual([]);
    expect(lastLog(s, 'effectEnds')!.params).toEqual({ card: 99, side: 'communist', by: 14 });
  });

  it('#99 Ligachev: Gorbachev Charms the West for Ops with the box-8 award, its event declined: −3 VP before the Ops', () => {
    let s = act(lateYear('communist', [99], withAward), play('communist', 99));
    s = laidOut(s, pendingRound(s), { hands: { democrat: [14] } });
    s = act(s, play('democrat', 14, 'place'), timing('democrat', 'skip'));
    expect(s.vp).toBe(-3);
    expect(s.effects).toEqual([]);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport' });
  });
});
