import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, check, play, lateYear, remove, roundOver, targets } from '../../table';

describe('#94 Union of Democratic Forces', () => {
  it('#94 Union of Democratic Forces: 4 Communist SPs off Bulgaria (at most 2 per space), then 2 checks there with 4 Ops', () => {
    let s = lateYear('democrat', [94], (d) => {
      setSupport(d, 'sofia', 5, 0);
      setSupport(d, 'plovdiv', 1, 0);
      setSupport(d, 'varna', 2, 0);
      setSupport(d, 'bucuresti', 2, 0);
      rigDice(d, 3, 3);
    });
    s = act(s, play('democrat', 94));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'removeSupport', rule: 'card 94' });
    expect(targets(s, 'remove')).toEqual(['plovdiv', 'sofia', 'varna']);
    s = act(s, remove('democrat', 'sofia'), remove('democrat', 'sofia'));
    expect(targets(s, 'remove')).toEqual(['plovdiv', 'varna']);
    s = act(s, remove('democrat', 'plovdiv'), remove('democrat', 'varna'));
    expect(sp(s, 'sofia').communist).toBe(3);
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 2, ops: 4, card: 94 } });
    expect(targets(s, 'check')).toEqual(['sofia', 'varna']);
    s = act(s, check('democrat', 'sofia'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'sofia', ops: 4, total: 7, removed: 1 });
    s = act(s, check('democrat', 'varna'));
    expect(sp(s, 'varna')).toEqual({ communist: 0, democrat: 0 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(94);
  });
});
