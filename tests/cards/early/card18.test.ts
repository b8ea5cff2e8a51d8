import { describe, expect, it } from 'vitest';
import { setSupport, sp, act, place, play, earlyYear, targets } from '../../table';

describe('#18 Pozsgay Defends the Revolution', () => {
  it('#18 Pozsgay Defends the Revolution: 1 SP in each of 4 different Hungarian spaces the Democrat does not control', () => {
    let s = earlyYear('communist', [18], (d) => {
      setSupport(d, 'budapest', 0, 3); // Democrat-controlled
      setSupport(d, 'szeged', 0, 3); // Democratic SPs, not controlled (stability 4)
    });
    s = act(s, play('communist', 18));
    expect(targets(s)).not.toContain('budapest');
    expect(targets(s)).toContain('szeged');
    expect(targets(s)).toHaveLength(11);
    s = act(s, place('communist', 'szeged'));
    expect(targets(s)).not.toContain('szeged');
    s = act(s, place('communist', 'gyor'), place('communist', 'pecs'), place('communist', 'miskolc'));
    expect(['szeged', 'gyor', 'pecs', 'miskolc'].map((x) => sp(s, x).communist)).toEqual([1, 1, 1, 1]);
    expect(s.prompt?.kind).toBe('actionRound');
    expect(s.removed).toContain(18);
  });
  it('#18 Pozsgay Defends the Revolution: with fewer than 4 such spaces, 1 SP in each of them', () => {
    let s = earlyYear('communist', [18], (d) => {
      for (const id of [
        'hungarian-catholic-church',
        'gyor',
        'tatabanya',
        'miskolc',
        'debrecen',
        'szombathely',
        'szekesfehervar',
        'budapest',
        'hungarian-writers',
        'eotvos-lorand-university',
      ])
        setSupport(d, id, 0, 5);
    });
    s = act(s, play('communist', 18));
    expect(targets(s)).toEqual(['pecs', 'szeged']);
    s = act(s, place('communist', 'pecs'), place('communist', 'szeged'));
    expect(s.prompt?.kind).toBe('actionRound');
  });
});
