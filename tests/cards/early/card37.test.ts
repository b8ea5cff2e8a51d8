import { describe, expect, it } from 'vitest';
import { setSupport, sp, act, place, play, earlyYear, targets } from '../../table';

describe('#37 Nagy Reburied', () => {
  it('#37 Nagy Reburied: the Communist loses his SPs in Szombathely, then adds 4 in Hungary, at most 2 per space', () => {
    let s = earlyYear('communist', [37], (d) => setSupport(d, 'szombathely', 3, 1));
    s = act(s, play('communist', 37));
    expect(sp(s, 'szombathely')).toEqual({ communist: 0, democrat: 1 });
    expect(targets(s)).toHaveLength(12);
    expect(targets(s)).toContain('szombathely');
    s = act(s, place('communist', 'budapest'), place('communist', 'budapest'));
    expect(targets(s)).not.toContain('budapest');
    s = act(s, place('communist', 'szombathely'), place('communist', 'szeged'));
    expect(sp(s, 'budapest').communist).toBe(2);
    expect(sp(s, 'szombathely').communist).toBe(1);
    expect(sp(s, 'szeged').communist).toBe(1);
    expect(s.removed).toContain(37);
  });
});
