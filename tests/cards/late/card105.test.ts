import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, check, play, lateYear, roundOver, targets } from '../../table';

describe('#105 Public Against Violence', () => {
  it('#105 Public Against Violence: 2 SPs each in Košice and Prešov, then 1 check in Bratislava with 3 Ops +2', () => {
    let s = lateYear('democrat', [105], (d) => {
      setSupport(d, 'bratislava', 3, 0);
      setSupport(d, 'brno', 2, 0);
      rigDice(d, 2);
    });
    s = act(s, play('democrat', 105));
    expect(sp(s, 'kosice')).toEqual({ communist: 0, democrat: 2 });
    expect(sp(s, 'presov')).toEqual({ communist: 0, democrat: 2 });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'supportCheck', params: { left: 1, ops: 3, card: 105 } });
    expect(targets(s, 'check')).toEqual(['bratislava']);
    s = act(s, check('democrat', 'bratislava'));
    // 2 + 3 Ops + 2 = 7 > 6
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'bratislava', die: 2, ops: 3, events: 2, total: 7, removed: 1 });
    expect(sp(s, 'bratislava')).toEqual({ communist: 2, democrat: 0 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(105);
  });

  it('#105 Public Against Violence: no Communist SPs in Bratislava, no check', () => {
    const s = act(lateYear('democrat', [105]), play('democrat', 105));
    expect(sp(s, 'kosice').democrat).toBe(2);
    expect(roundOver(s)).toBe(true);
  });
});
