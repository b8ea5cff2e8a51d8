import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, check, play, lateYear, remove, roundOver, targets } from '../../table';

describe('#98 Politburo Intrigue', () => {
  it('#98 Politburo Intrigue: 3 Democratic SPs off Bulgaria (at most 2 per space), then 1 check there with 2 Ops', () => {
    let s = lateYear('communist', [98], (d) => {
      setSupport(d, 'sofia', 0, 4);
      setSupport(d, 'ruse', 0, 1);
      setSupport(d, 'bucuresti', 0, 2);
      rigDice(d, 6);
    });
    s = act(s, play('communist', 98));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'removeSupport', rule: 'card 98' });
    expect(targets(s, 'remove')).toEqual(['ruse', 'sofia']);
    s = act(s, remove('communist', 'sofia'), remove('communist', 'sofia'));
    expect(targets(s, 'remove')).toEqual(['ruse']);
    s = act(s, remove('communist', 'ruse'));
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 1, ops: 2, card: 98 } });
    expect(targets(s, 'check')).toEqual(['sofia']);
    s = act(s, check('communist', 'sofia'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ total: 8, target: 6, removed: 2 });
    expect(sp(s, 'sofia')).toEqual({ communist: 0, democrat: 0 });
    expect(sp(s, 'bucuresti')).toEqual({ communist: 0, democrat: 2 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(98);
  });
});
