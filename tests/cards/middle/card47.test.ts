import { describe, expect, it } from 'vitest';
import { act, setSupport, sp, play, middleYear, roundOver, timing } from '../../table';

describe('#47 Bulgarian Turks Expelled', () => {
  it('#47 Bulgarian Turks Expelled: the Communist gains 2 VP and every Democratic SP leaves Razgrad; the card is removed', () => {
    let s = middleYear('communist', [47], (d) => {
      d.vp = 3;
      setSupport(d, 'razgrad', 1, 5);
    });
    s = act(s, play('communist', 47));
    expect(s.vp).toBe(1);
    expect(sp(s, 'razgrad')).toEqual({ communist: 1, democrat: 0 });
    expect(s.removed).toContain(47);
    expect(roundOver(s)).toBe(true);
  });

  it('#47 Bulgarian Turks Expelled: played by the Democrat for Ops, the event fires for the Communist', () => {
    let s = middleYear('democrat', [47], (d) => {
      setSupport(d, 'razgrad', 0, 2);
      setSupport(d, 'ruse', 0, 1);
    });
    s = act(s, play('democrat', 47, 'place'), timing('democrat', 'before'));
    expect(s.vp).toBe(-2);
    expect(sp(s, 'razgrad').democrat).toBe(0);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport' });
  });
});
