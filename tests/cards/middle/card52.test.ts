import { describe, expect, it } from 'vitest';
import { act, setSupport, sp, place, play, middleYear, roundOver, timing } from '../../table';

describe('#52 Normalization', () => {
  it('#52 Normalization: every Democratic SP leaves Plzeň and Praha, other spaces untouched', () => {
    let s = middleYear('communist', [52], (d) => {
      setSupport(d, 'plzen', 1, 3);
      setSupport(d, 'praha', 0, 4);
      setSupport(d, 'brno', 0, 2);
    });
    s = act(s, play('communist', 52));
    expect(sp(s, 'plzen')).toEqual({ communist: 1, democrat: 0 });
    expect(sp(s, 'praha')).toEqual({ communist: 0, democrat: 0 });
    expect(sp(s, 'brno').democrat).toBe(2);
    expect(s.removed).toContain(52);
  });

  it('#52 Normalization: EN 5.2 example 4 — played by the Democrat with no SPs there, the event counts and the card is removed', () => {
    let s = middleYear('democrat', [52], (d) => setSupport(d, 'gdansk', 0, 1));
    s = act(s, play('democrat', 52, 'place'), timing('democrat', 'before'));
    expect(s.eventsPlayed).toContain(52);
    s = act(s, place('democrat', 'gdansk'), place('democrat', 'gdansk'), place('democrat', 'gdansk'));
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(52);
    expect(s.discard).not.toContain(52);
    expect(s.eventsPlayed).toContain(52);
  });
});
