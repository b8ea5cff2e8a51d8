import { describe, expect, it } from 'vitest';
import { act, setSupport, sp, play, middleYear, remove, roundOver, targets } from '../../table';

describe('#56 Foreign Television', () => {
  it('#56 Foreign Television: 4 Communist SPs removed anywhere but Dresden, at most 2 per space', () => {
    let s = middleYear('democrat', [56], (d) => {
      setSupport(d, 'dresden', 5, 0);
      setSupport(d, 'berlin', 4, 0);
      setSupport(d, 'sofia', 3, 0);
    });
    s = act(s, play('democrat', 56));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'removeSupport' });
    expect(targets(s, 'remove')).toEqual(['berlin', 'sofia']);
    s = act(s, remove('democrat', 'berlin'), remove('democrat', 'berlin'));
    expect(targets(s, 'remove')).toEqual(['sofia']);
    s = act(s, remove('democrat', 'sofia'), remove('democrat', 'sofia'));
    expect(sp(s, 'berlin').communist).toBe(2);
    expect(sp(s, 'sofia').communist).toBe(1);
    expect(sp(s, 'dresden').communist).toBe(5);
    expect(roundOver(s)).toBe(true);
  });

  it('#56 Foreign Television: ends early when no legal SP is left', () => {
    let s = middleYear('democrat', [56], (d) => setSupport(d, 'berlin', 1, 0));
    s = act(s, play('democrat', 56), remove('democrat', 'berlin'));
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(56);
  });
});
