import { describe, expect, it } from 'vitest';
import { act, setSupport, sp, place, play, lateYear, remove, roundOver, targets, timing } from '../../table';

describe('#82 Spitzel', () => {
  it('#82 Spitzel: the Communist removes 2 Democratic SPs from East Germany, from any spaces', () => {
    let s = lateYear('communist', [82], (d) => {
      setSupport(d, 'leipzig', 0, 1);
      setSupport(d, 'berlin', 1, 3);
      setSupport(d, 'warszawa', 0, 2);
    });
    s = act(s, play('communist', 82));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'removeSupport', rule: 'card 82' });
    expect(targets(s, 'remove')).toEqual(['berlin', 'leipzig']);
    s = act(s, remove('communist', 'leipzig'));
    expect(targets(s, 'remove')).toEqual(['berlin']);
    s = act(s, remove('communist', 'berlin'));
    expect(sp(s, 'leipzig')).toEqual({ communist: 0, democrat: 0 });
    expect(sp(s, 'berlin')).toEqual({ communist: 1, democrat: 2 });
    expect(sp(s, 'warszawa')).toEqual({ communist: 0, democrat: 2 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(82);
  });

  it('#82 Spitzel: with 1 Democratic SP in East Germany only that one goes; played by the Democrat for Ops it fires for the Communist', () => {
    let s = lateYear('democrat', [82], (d) => {
      setSupport(d, 'leipzig', 1, 1);
      setSupport(d, 'praha', 0, 1);
    });
    s = act(s, play('democrat', 82, 'place'), timing('democrat', 'before'));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'removeSupport' });
    s = act(s, remove('communist', 'leipzig'));
    expect(sp(s, 'leipzig')).toEqual({ communist: 1, democrat: 0 });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport' });
    s = act(s, place('democrat', 'praha')); // 1 Ops
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(82);
  });
});
