import { describe, expect, it } from 'vitest';
import { SPACES_OF_COUNTRY, SPACES } from '../../../src/engine/data';
import { act, setSupport, sp, play, middleYear } from '../../table';

describe('#64 Legacy of 1968', () => {
  it('#64 Legacy of 1968: 1 Democratic SP in every Czechoslovak space the Communist does not control', () => {
    let s = middleYear('democrat', [64], (d) => {
      setSupport(d, 'praha', 3, 0); // Communist-controlled (stability 3)
      setSupport(d, 'brno', 2, 0); // not controlled
      setSupport(d, 'plzen', 4, 1); // not controlled: 3 < 4
    });
    s = act(s, play('democrat', 64));
    expect(sp(s, 'praha').democrat).toBe(0);
    expect(sp(s, 'brno').democrat).toBe(1);
    expect(sp(s, 'plzen').democrat).toBe(2);
    const czech = SPACES_OF_COUNTRY.czechoslovakia.map((i) => SPACES[i]!.id).filter((id) => id !== 'praha');
    for (const id of czech) expect(sp(s, id).democrat).toBeGreaterThanOrEqual(1);
    expect(sp(s, 'budapest').democrat).toBe(0);
    expect(s.removed).toContain(64);
  });
});
