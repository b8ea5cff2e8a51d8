import { describe, expect, it } from 'vitest';
import { spaceIndex } from '../../../src/engine/data';
import { eventPlayable } from '../../../src/engine/events/registry';
import { act, lastLog, rigDice, setSupport, sp, canPlayEvent, check, play, lateYear, roundOver, select, selects, targets } from '../../table';

describe('#84 Breakaway Baltic Republics', () => {
  it('#84 Breakaway Baltic Republics: not playable before The Baltic Way (#81)', () => {
    expect(canPlayEvent(lateYear('democrat', [84]), 84)).toBe(false);
  });

  it('#84 Breakaway Baltic Republics: +5 VP, USSR stability box 3, control of a Minority space, then 1 check anywhere with 4 Ops', () => {
    let s = lateYear('democrat', [84, 14], (d) => {
      d.eventsPlayed.push(33, 81);
      d.ussrStability = 2;
      setSupport(d, 'razgrad', 0, 4); // already Democrat-controlled
      setSupport(d, 'harghita-covasna', 2, 0);
      setSupport(d, 'berlin', 2, 0);
      rigDice(d, 3);
    });
    expect(canPlayEvent(s, 14)).toBe(true);
    s = act(s, play('democrat', 84));
    expect(s.vp).toBe(5);
    expect(s.ussrStability).toBe(3);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card84:minority' });
    expect(selects(s)).toEqual(['harghita-covasna']);
    s = act(s, select('democrat', 'harghita-covasna'));
    expect(sp(s, 'harghita-covasna')).toEqual({ communist: 2, democrat: 6 });
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 1, ops: 4, card: 84 } });
    expect(targets(s, 'check')).toEqual(['berlin', 'harghita-covasna']);
    s = act(s, check('democrat', 'berlin'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'berlin', total: 7, removed: 1 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(84);
    expect(s.eventsPlayed).toContain(84);
    // 12.4: Gorbachev Charms the West is no longer an event
    expect(eventPlayable(s, 14, 'democrat')).toBe(false);
    expect(eventPlayable(s, 14, 'communist')).toBe(false);
  });

  it('#84 Breakaway Baltic Republics: both Minority spaces controlled or eliminated, the rest still happens', () => {
    let s = lateYear('democrat', [84], (d) => {
      d.eventsPlayed.push(81);
      setSupport(d, 'razgrad', 0, 4);
      d.eliminated.push(spaceIndex('harghita-covasna'));
      setSupport(d, 'sofia', 1, 0);
    });
    s = act(s, play('democrat', 84));
    expect(s.vp).toBe(5);
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { card: 84 } });
  });
});
