import { describe, expect, it } from 'vitest';
import { setSupport, sp, act, play, earlyYear, remove, targets, timing } from '../../table';

describe('#7 State Run Media', () => {
  it('#7 State Run Media: the Communist removes 4 Democratic SPs, at most 2 per space', () => {
    let s = earlyYear('communist', [7], (d) => {
      setSupport(d, 'gdansk', 0, 3);
      setSupport(d, 'leipzig', 1, 2);
      setSupport(d, 'sofia', 0, 1);
    });
    s = act(s, play('communist', 7));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'removeSupport', rule: 'card 7' });
    expect(targets(s)).toEqual(['gdansk', 'leipzig', 'sofia']);
    s = act(s, remove('communist', 'gdansk'), remove('communist', 'gdansk'));
    expect(targets(s)).toEqual(['leipzig', 'sofia']);
    s = act(s, remove('communist', 'leipzig'), remove('communist', 'sofia'));
    expect(sp(s, 'gdansk')).toEqual({ communist: 0, democrat: 1 });
    expect(sp(s, 'leipzig')).toEqual({ communist: 1, democrat: 1 });
    expect(sp(s, 'sofia')).toEqual({ communist: 0, democrat: 0 });
    expect(s.prompt?.kind).toBe('actionRound');
    expect(s.removed).toContain(7);
  });
  it('#7 State Run Media: with fewer Democratic SPs the removal stops when nothing is left', () => {
    let s = earlyYear('communist', [7], (d) => setSupport(d, 'gdansk', 0, 1));
    s = act(s, play('communist', 7), remove('communist', 'gdansk'));
    expect(sp(s, 'gdansk').democrat).toBe(0);
    expect(s.prompt?.kind).toBe('actionRound');
    expect(s.removed).toContain(7);
  });
  it('#7 State Run Media: played by the Democrat for Ops, the Communist still removes the SPs (5.2)', () => {
    let s = earlyYear('democrat', [7], (d) => setSupport(d, 'gdansk', 0, 3));
    s = act(s, play('democrat', 7, 'place'), timing('democrat', 'before'));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'removeSupport' });
    s = act(s, remove('communist', 'gdansk'), remove('communist', 'gdansk'));
    expect(sp(s, 'gdansk').democrat).toBe(1);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport' });
  });
});
