import { describe, expect, it } from 'vitest';
import { act, setHand, setSupport, sp, play, middleYear, roundOver, timing, hand } from '../../table';

describe('#71 Kiss of Death', () => {
  it('#71 Kiss of Death: a discarded Communist card has no effect', () => {
    let s = middleYear('democrat', [71], (d) => {
      setHand(d, 'communist', [47]);
      setSupport(d, 'razgrad', 0, 2);
    });
    s = act(s, play('democrat', 71));
    expect(hand(s, 'communist')).not.toContain(47);
    expect(s.discard).toContain(47);
    expect(sp(s, 'razgrad').democrat).toBe(2);
    expect(s.removed).toContain(71);
    expect(roundOver(s)).toBe(true);
  });

  it('#71 Kiss of Death: a discarded Democratic card is played by the Democrat, then removed for its asterisk', () => {
    let s = middleYear('democrat', [71], (d) => {
      setHand(d, 'communist', [68]);
      setSupport(d, 'praha', 2, 0);
    });
    s = act(s, play('democrat', 71));
    expect(sp(s, 'praha')).toEqual({ communist: 0, democrat: 2 });
    expect(s.removed).toEqual(expect.arrayContaining([68, 71]));
  });

  it('#71 Kiss of Death: a neutral card is played as if by the Democrat (Polish FAQ 71)', () => {
    let s = middleYear('democrat', [71], (d) => {
      setHand(d, 'communist', [78]);
      setSupport(d, 'gdansk', 2, 0);
    });
    s = act(s, play('democrat', 71));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card78:target' });
  });

  it('#71 Kiss of Death: a discarded scoring card causes its power struggle with the Democrat as initiator (EN 5.3 example 2)', () => {
    let s = middleYear('communist', [71], (d) => {
      setHand(d, 'communist', [71, 22]);
      setSupport(d, 'gdansk', 0, 3);
      setSupport(d, 'warszawa', 3, 0);
    });
    s = act(s, play('communist', 71, 'place'), timing('communist', 'before'));
    expect(hand(s, 'communist')).toEqual([]);
    expect(s.ps).toMatchObject({ country: 'poland', initiator: 'democrat' });
  });

  it('#71 Kiss of Death: with an empty Communist hand nothing happens', () => {
    let s = middleYear('democrat', [71], (d) => {
      setHand(d, 'communist', []);
    });
    s = act(s, play('democrat', 71));
    expect(s.removed).toContain(71);
  });
});
