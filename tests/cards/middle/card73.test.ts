import { describe, expect, it } from 'vitest';
import { spaceIndex } from '../../../src/engine/data';
import { act, setSupport, sp, place, play, middleYear, roundOver, select, selects, targets } from '../../table';

describe('#73 Laszlo Tokes', () => {
  it('#73 Laszlo Tokes: 1 SP each in Timișoara and Harghita/Covasna, then Ops placement restricted to Romania (Polish FAQ 73)', () => {
    let s = middleYear('democrat', [73], (d) => setSupport(d, 'szeged', 0, 1));
    s = act(s, play('democrat', 73));
    expect(sp(s, 'timisoara').democrat).toBe(1);
    expect(sp(s, 'harghita-covasna').democrat).toBe(1);
    expect(s.eventsPlayed).toContain(73);
    expect(selects(s)).toEqual(['place', 'checks']);
    s = act(s, select('democrat', 'place'));
    expect(s.prompt).toMatchObject({ kind: 'placeSupport', params: { opsLeft: 2 } });
    // Szeged (Hungary) and Pécs are next to Democratic SPs but outside Romania
    expect(targets(s, 'place')).toEqual(['cluj-napoca', 'craiova', 'harghita-covasna', 'targu-mures', 'timisoara']);
    s = act(s, place('democrat', 'cluj-napoca'), place('democrat', 'targu-mures'));
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(73);
  });

  it('#73 Laszlo Tokes: or 2 support checks in Romania; an eliminated Harghita/Covasna is skipped', () => {
    let s = middleYear('democrat', [73], (d) => {
      d.eliminated.push(spaceIndex('harghita-covasna'));
      setSupport(d, 'bucuresti', 2, 0);
      setSupport(d, 'sofia', 2, 0);
    });
    s = act(s, play('democrat', 73));
    expect(sp(s, 'harghita-covasna').democrat).toBe(0);
    s = act(s, select('democrat', 'checks'));
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 2, ops: 2 } });
    expect(targets(s, 'check')).toEqual(['bucuresti']);
  });
});
