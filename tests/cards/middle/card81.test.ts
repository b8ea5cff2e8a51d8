import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { spaceIndex } from '../../../src/engine/data';
import { act, setSupport, sp, play, middleYear, roundOver, select, selects } from '../../table';

describe('#81 The Baltic Way', () => {
  it('#81 The Baltic Way: not playable before Sajudis (#33)', () => {
    const s = middleYear('democrat', [81]);
    expect(legalActions(s).some((a) => a.type === 'play' && a.use === 'event')).toBe(false);
  });

  it('#81 The Baltic Way: +3 VP, USSR stability to the Baltic Way box, control of a Minority space', () => {
    let s = middleYear('democrat', [81], (d) => {
      d.eventsPlayed.push(33);
      d.ussrStability = 1;
      setSupport(d, 'razgrad', 2, 1);
    });
    s = act(s, play('democrat', 81));
    expect(s.vp).toBe(3);
    expect(s.ussrStability).toBe(2);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card81:minority' });
    expect(selects(s).sort()).toEqual(['harghita-covasna', 'razgrad']);
    s = act(s, select('democrat', 'razgrad'));
    expect(sp(s, 'razgrad')).toEqual({ communist: 2, democrat: 6 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(81);
    expect(s.eventsPlayed).toContain(81);
  });

  it('#81 The Baltic Way: a Minority space already controlled or eliminated is not offered', () => {
    let s = middleYear('democrat', [81], (d) => {
      d.eventsPlayed.push(33);
      setSupport(d, 'razgrad', 0, 4);
      d.eliminated.push(spaceIndex('harghita-covasna'));
    });
    s = act(s, play('democrat', 81));
    expect(s.vp).toBe(3);
    expect(roundOver(s)).toBe(true);
  });
});
