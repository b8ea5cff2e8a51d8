import { describe, expect, it } from 'vitest';
import { act, setSupport, sp, play, middleYear } from '../../table';

describe('#79 The Third Way', () => {
  it('#79 The Third Way: the Communist gains 2 VP and adds 3 SPs to the East German Writers space', () => {
    let s = middleYear('communist', [79], (d) => setSupport(d, 'east-german-writers', 1, 2));
    s = act(s, play('communist', 79));
    expect(s.vp).toBe(-2);
    expect(sp(s, 'east-german-writers')).toEqual({ communist: 4, democrat: 2 });
    expect(s.removed).toContain(79);
  });
});
