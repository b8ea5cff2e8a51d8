import { describe, expect, it } from 'vitest';
import { act, sp, place, play, middleYear, roundOver, targets } from '../../table';

describe('#60 Toxic Waste', () => {
  it('#60 Toxic Waste: 3 Democratic SPs on Worker spaces of any country, any split', () => {
    let s = middleYear('democrat', [60]);
    s = act(s, play('democrat', 60));
    const t = targets(s, 'place');
    expect(t).toContain('gdansk');
    expect(t).toContain('varna');
    expect(t).not.toContain('praha');
    expect(t).not.toContain('charles-university');
    s = act(s, place('democrat', 'gdansk'), place('democrat', 'gdansk'), place('democrat', 'varna'));
    expect(sp(s, 'gdansk').democrat).toBe(2);
    expect(sp(s, 'varna').democrat).toBe(1);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(60);
  });
});
