import { describe, expect, it } from 'vitest';
import { act, setSupport, sp, play, middleYear, remove, roundOver, targets, timing } from '../../table';

describe('#45 Soviet Troop Withdrawals', () => {
  it('#45 Soviet Troop Withdrawals: 5 Communist SPs removed from Eastern Europe, at most 2 per space', () => {
    let s = middleYear('democrat', [45], (d) => {
      setSupport(d, 'berlin', 3, 0);
      setSupport(d, 'warszawa', 3, 0);
      setSupport(d, 'praha', 3, 0);
      setSupport(d, 'sofia', 3, 0);
      setSupport(d, 'bucuresti', 3, 0);
    });
    s = act(s, play('democrat', 45));
    expect(targets(s, 'remove')).toEqual(['berlin', 'praha', 'warszawa']);
    s = act(s, remove('democrat', 'berlin'), remove('democrat', 'berlin'), remove('democrat', 'warszawa'), remove('democrat', 'warszawa'));
    expect(targets(s, 'remove')).toEqual(['praha']);
    s = act(s, remove('democrat', 'praha'));
    expect(sp(s, 'berlin').communist).toBe(1);
    expect(sp(s, 'warszawa').communist).toBe(1);
    expect(sp(s, 'praha').communist).toBe(2);
    expect(sp(s, 'sofia').communist).toBe(3);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(45);
  });

  it('#45 Soviet Troop Withdrawals: fired by a Communist Ops play, the Democrat chooses the SPs', () => {
    let s = middleYear('communist', [45], (d) => setSupport(d, 'berlin', 2, 0));
    s = act(s, play('communist', 45, 'place'), timing('communist', 'before'));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'removeSupport' });
  });
});
