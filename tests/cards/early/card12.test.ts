import { describe, expect, it } from 'vitest';
import { sp, act, place, play, earlyYear, targets } from '../../table';

describe('#12 Apparatchiks', () => {
  it('#12 Apparatchiks: the Communist adds 3 SPs to Bureaucrat spaces as he likes', () => {
    let s = act(earlyYear('communist', [12]), play('communist', 12));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'addSupport', rule: 'card 12' });
    expect(targets(s)).toEqual(['berlin', 'bucuresti', 'budapest', 'praha', 'sofia', 'warszawa']);
    s = act(s, place('communist', 'budapest'), place('communist', 'budapest'), place('communist', 'budapest'));
    expect(sp(s, 'budapest')).toEqual({ communist: 3, democrat: 0 });
    expect(s.removed).toContain(12);
  });
  it('#12 Apparatchiks: direct placement ignores Democratic control (FAQ 7.4)', () => {
    let s = earlyYear('communist', [12], (d) => {
      d.support[44] = { communist: 0, democrat: 5 }; // Budapest, Democrat-controlled
    });
    s = act(s, play('communist', 12), place('communist', 'budapest'), place('communist', 'budapest'), place('communist', 'berlin'));
    expect(sp(s, 'budapest')).toEqual({ communist: 2, democrat: 5 });
    expect(sp(s, 'berlin')).toEqual({ communist: 1, democrat: 0 });
  });
});
