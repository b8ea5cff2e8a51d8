import { endsAtTurnEnd } from '../../../src/engine/lasting';
import { describe, expect, it } from 'vitest';
import { hooksOf } from '../../../src/engine/hooks';
import { act, setSupport, sp, place, play, middleYear, targets, roundOf } from '../../table';

describe('#63 Genscher', () => {
  it('#63 Genscher: a Democratic SP in a Communist-controlled East German space costs 1 Op for the rest of the turn', () => {
    let s = middleYear('democrat', [63, 31], (d) => {
      setSupport(d, 'leipzig', 3, 1); // Communist-controlled? 3 − 1 = 2 < 3: no
      setSupport(d, 'berlin', 4, 0); // Communist-controlled
      setSupport(d, 'dresden', 0, 1);
      setSupport(d, 'wroclaw', 3, 0); // Communist-controlled, in Poland
    });
    s = act(s, play('democrat', 63));
    expect(s.effects).toEqual([{ card: 63, side: 'democrat' }]);
    expect(s.removed).toContain(63);
    s = roundOf(s, 'democrat');
    // Intelligentsia (2 Ops) for placement: Berlin and Wrocław are next to Democratic SPs
    s = act(s, play('democrat', 31, 'place'));
    expect(targets(s, 'place')).toEqual(expect.arrayContaining(['berlin', 'leipzig', 'wroclaw']));
    s = act(s, place('democrat', 'berlin'));
    expect(s.prompt).toMatchObject({ kind: 'placeSupport', params: { opsLeft: 1 } });
    // Wrocław still costs 2 and is no longer affordable
    expect(targets(s, 'place')).not.toContain('wroclaw');
    s = act(s, place('democrat', 'berlin'));
    expect(sp(s, 'berlin')).toEqual({ communist: 4, democrat: 2 });
  });

  it('#63 Genscher: no help to the Communist, and it ends with the turn', () => {
    const s = middleYear('democrat', [], (d) => {
      d.effects.push({ card: 63, side: 'democrat' });
      setSupport(d, 'berlin', 0, 4);
    });
    const e = s.effects[0]!;
    expect(hooksOf(e).placementCost!(s, e, 'communist', 2, 2)).toBe(2);
    expect(endsAtTurnEnd(s, e)).toBe(true);
  });
});
