import { describe, expect, it } from 'vitest';
import { act, sp, place, play, middleYear, roundOver, targets } from '../../table';

describe('#51 40th Anniversary Celebration', () => {
  it('#51 40th Anniversary Celebration: leading Communist adds 4 SPs in East Germany and gains 1 VP', () => {
    let s = middleYear('communist', [51], (d) => {
      d.vp = -2;
    });
    s = act(s, play('communist', 51));
    expect(s.vp).toBe(-3);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'addSupport', params: { left: 4 } });
    expect(targets(s, 'place')).toHaveLength(12);
    s = act(s, ...['berlin', 'berlin', 'leipzig', 'erfurt'].map((x) => place('communist', x)));
    expect(sp(s, 'berlin').communist).toBe(2);
    expect(roundOver(s)).toBe(true);
  });

  it('#51 40th Anniversary Celebration: level or behind, 2 SPs, and the VP still goes to the Communist (Polish FAQ 51)', () => {
    let s = middleYear('communist', [51], (d) => {
      d.vp = 0;
    });
    s = act(s, play('communist', 51));
    expect(s.vp).toBe(-1);
    expect(s.prompt).toMatchObject({ params: { left: 2 } });
    s = act(s, place('communist', 'dresden'), place('communist', 'dresden'));
    expect(sp(s, 'dresden').communist).toBe(2);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(51);
  });
});
