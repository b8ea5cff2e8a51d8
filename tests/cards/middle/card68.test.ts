import { describe, expect, it } from 'vitest';
import { act, setSupport, sp, play, middleYear } from '../../table';

describe('#68 Klaus and Komárek', () => {
  it('#68 Klaus and Komarek: 2 Communist SPs leave Praha and 2 Democratic SPs arrive', () => {
    let s = middleYear('democrat', [68], (d) => setSupport(d, 'praha', 3, 1));
    s = act(s, play('democrat', 68));
    expect(sp(s, 'praha')).toEqual({ communist: 1, democrat: 3 });
    expect(s.removed).toContain(68);
  });

  it('#68 Klaus and Komarek: with fewer Communist SPs, as many as there are', () => {
    let s = middleYear('democrat', [68], (d) => setSupport(d, 'praha', 1, 0));
    s = act(s, play('democrat', 68));
    expect(sp(s, 'praha')).toEqual({ communist: 0, democrat: 2 });
  });
});
