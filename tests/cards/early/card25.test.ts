import { describe, expect, it } from 'vitest';
import { opsValue } from '../../../src/engine/ops';
import { setSupport, act, play, earlyYear, roundFor, setHand } from '../../table';

describe('#25 Perestroika', () => {
  it('#25 Perestroika: Communist cards get +1 Ops for all uses this turn (7.3.3)', () => {
    let s = act(earlyYear('communist', [25]), play('communist', 25));
    expect(s.removed).toContain(25);
    expect(opsValue(s, 'communist', { card: 27, use: 'place' })).toBe(4);
    expect(opsValue(s, 'communist', { card: null, use: 'free-check' }, 2)).toBe(3);
    expect(opsValue(s, 'democrat', { card: 27, use: 'place' })).toBe(3);
    s = roundFor(s, 'communist', [27], (d) => setSupport(d, 'berlin', 1, 0));
    // 7.3.3 example: Consumerism (3 Ops) played by the Communist places 4 SPs
    s = act(s, play('communist', 27, 'place'), { side: 'communist', type: 'eventTiming', when: 'after' });
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'placeSupport', params: { opsLeft: 4 } });
  });
  it('#25 Perestroika: ends with the turn', () => {
    const s = act(
      earlyYear('communist', [25], (d) => setHand(d, 'democrat', [])),
      play('communist', 25),
    );
    expect(s.turn).toBe(2);
    expect(s.effects).toEqual([]);
  });
});
