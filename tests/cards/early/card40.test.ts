import { describe, expect, it } from 'vitest';
import { lastLog, rigDice, setSupport, sp, act, check, place, play, earlyYear, targets } from '../../table';

describe('#40 Hungarian Democratic Forum', () => {
  it('#40 Hungarian Democratic Forum: 3 SPs anywhere in Hungary, then 1 check in Hungary with 3 Ops', () => {
    let s = earlyYear('democrat', [40], (d) => {
      setSupport(d, 'budapest', 4, 0);
      setSupport(d, 'berlin', 2, 0);
      rigDice(d, 6);
    });
    s = act(s, play('democrat', 40));
    expect(targets(s)).toHaveLength(12);
    s = act(s, place('democrat', 'szombathely'), place('democrat', 'szombathely'), place('democrat', 'budapest'));
    expect(sp(s, 'szombathely').democrat).toBe(2);
    expect(sp(s, 'budapest')).toEqual({ communist: 4, democrat: 1 });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'supportCheck', params: { left: 1, ops: 3 } });
    expect(targets(s)).toEqual(['budapest']);
    s = act(s, check('democrat', 'budapest'));
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ total: 9, removed: 3 });
    expect(sp(s, 'budapest')).toEqual({ communist: 1, democrat: 1 });
    expect(s.removed).toContain(40);
  });
});
