import { describe, expect, it } from 'vitest';
import { act, sp, place, play, middleYear, roundOver, select, selects, targets } from '../../table';

describe('#57 Central Committee Reshuffle', () => {
  it('#57 Central Committee Reshuffle: 3 SPs anywhere in one country where the Communist still holds Power', () => {
    let s = middleYear('communist', [57], (d) => {
      d.power.poland.holder = 'democrat';
      d.power.hungary.holder = 'democrat';
    });
    s = act(s, play('communist', 57));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card57:country' });
    expect(selects(s).sort()).toEqual(['bulgaria', 'czechoslovakia', 'east-germany', 'romania']);
    s = act(s, select('communist', 'bulgaria'));
    expect(targets(s, 'place')).toHaveLength(12);
    expect(targets(s, 'place')).toContain('razgrad');
    s = act(s, place('communist', 'sofia'), place('communist', 'sofia'), place('communist', 'varna'));
    expect(sp(s, 'sofia').communist).toBe(2);
    expect(sp(s, 'varna').communist).toBe(1);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(57);
  });

  it('#57 Central Committee Reshuffle: no effect (but played) when the Communist holds Power nowhere', () => {
    let s = middleYear('communist', [57], (d) => {
      for (const c of Object.keys(d.power)) d.power[c as 'poland'].holder = 'democrat';
    });
    s = act(s, play('communist', 57));
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(57);
  });
});
