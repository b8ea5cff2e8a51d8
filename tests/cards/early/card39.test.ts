import { describe, expect, it } from 'vitest';
import { rigDice, setSupport, sp, act, check, play, earlyYear, roundFor } from '../../table';

describe('#39 Eco-Glasnost', () => {
  it('#39 Eco-Glasnost: 4 Democratic SPs in Ruse; each later Communist check there gives the Democrat 1 VP', () => {
    let s = act(
      earlyYear('democrat', [39], (d) => setSupport(d, 'varna', 0, 2)),
      play('democrat', 39),
    );
    expect(sp(s, 'ruse')).toEqual({ communist: 0, democrat: 4 });
    expect(s.removed).toContain(39);
    s = roundFor(s, 'communist', [12], (d) => {
      d.turn = 6;
      rigDice(d, 1, 6);
    });
    s = act(s, play('communist', 12, 'check'), check('communist', 'ruse'));
    expect(s.vp).toBe(1);
    s = act(s, check('communist', 'varna'));
    expect(s.vp).toBe(1);
    expect(s.effects).toContainEqual({ card: 39, side: 'democrat' });
  });
});
