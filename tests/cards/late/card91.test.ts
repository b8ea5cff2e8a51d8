import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, check, play, lateYear, remove, roundOver, targets } from '../../table';

describe('#91 My First Banana', () => {
  it('#91 My First Banana: remove 2 Communist SPs from East Germany (Polish FAQ 91), then 2 checks there with 3 Ops', () => {
    let s = lateYear('democrat', [91], (d) => {
      setSupport(d, 'berlin', 3, 0);
      setSupport(d, 'dresden', 1, 0);
      setSupport(d, 'warszawa', 2, 0);
      rigDice(d, 4, 1);
    });
    s = act(s, play('democrat', 91));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'removeSupport', rule: 'card 91' });
    expect(targets(s, 'remove')).toEqual(['berlin', 'dresden']);
    s = act(s, remove('democrat', 'dresden'), remove('democrat', 'berlin'));
    expect(sp(s, 'berlin')).toEqual({ communist: 2, democrat: 0 });
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 2, ops: 3, card: 91 } });
    expect(targets(s, 'check')).toEqual(['berlin']);
    s = act(s, check('democrat', 'berlin'));
    // 4 + 3 = 7 > 6: 1 SP removed
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ total: 7, target: 6, removed: 1 });
    s = act(s, check('democrat', 'berlin'));
    expect(sp(s, 'berlin')).toEqual({ communist: 1, democrat: 0 });
    expect(sp(s, 'warszawa')).toEqual({ communist: 2, democrat: 0 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(91);
  });
});
