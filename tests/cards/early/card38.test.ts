import { describe, expect, it } from 'vitest';
import { sp, act, place, play, earlyYear, targets } from '../../table';

describe('#38 The July Concept', () => {
  it('#38 The July Concept: the Communist adds 3 SPs in Bulgaria, any split', () => {
    let s = act(earlyYear('communist', [38]), play('communist', 38));
    expect(targets(s)).toHaveLength(12);
    expect(targets(s)).not.toContain('budapest');
    s = act(s, place('communist', 'sofia'), place('communist', 'sofia'), place('communist', 'sofia'));
    expect(sp(s, 'sofia').communist).toBe(3);
    expect(s.removed).toContain(38);
  });
});
