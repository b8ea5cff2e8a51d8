import { describe, expect, it } from 'vitest';
import { sp, act, place, play, earlyYear, targets } from '../../table';

describe('#32 Peasant Parties', () => {
  it('#32 Peasant Parties: the Communist adds 4 SPs to Farmer spaces, at most 2 per space', () => {
    let s = act(earlyYear('communist', [32]), play('communist', 32));
    expect(targets(s)).toContain('erfurt');
    expect(targets(s)).toHaveLength(11);
    s = act(s, place('communist', 'erfurt'), place('communist', 'erfurt'));
    expect(targets(s)).not.toContain('erfurt');
    s = act(s, place('communist', 'pleven'), place('communist', 'lublin'));
    expect(sp(s, 'erfurt').communist).toBe(2);
    expect(sp(s, 'pleven').communist).toBe(1);
    expect(sp(s, 'lublin').communist).toBe(1);
    expect(s.prompt?.kind).toBe('actionRound');
    expect(s.removed).toContain(32);
  });
});
