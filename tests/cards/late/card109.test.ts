import { describe, expect, it } from 'vitest';
import { spaceIndex } from '../../../src/engine/data';
import { act, lastLog, rigDice, setSupport, sp, canPlayEvent, check, play, lateYear, roundOver, select, selects, targets } from '../../table';

describe('#109 Kremlin Coup!', () => {
  it('#109 Kremlin Coup!: not playable before Breakaway Baltic Republics (#84)', () => {
    expect(
      canPlayEvent(
        lateYear('communist', [109], (d) => void d.eventsPlayed.push(33, 81)),
        109,
      ),
    ).toBe(false);
  });

  it('#109 Kremlin Coup!: −3 VP, USSR box 4, Malta Summit blocked; in each country with Communist Power, in his order: Elite control, then a check on the Bureaucrat space', () => {
    let s = lateYear('communist', [109], (d) => {
      d.eventsPlayed.push(84);
      d.ussrStability = 3;
      d.power.poland.holder = 'democrat';
      d.power.hungary.holder = 'democrat';
      d.power.czechoslovakia.holder = 'democrat';
      d.power.romania.holder = 'democrat';
      setSupport(d, 'dresden', 1, 2); // needs 5 more Communist SPs for control (stability 4)
      setSupport(d, 'berlin', 0, 2);
      setSupport(d, 'stara-zagora', 4, 0); // already controlled
      setSupport(d, 'sofia', 2, 0); // no Democratic SPs: no check
      rigDice(d, 4);
    });
    s = act(s, play('communist', 109));
    expect(s.vp).toBe(-3);
    expect(s.ussrStability).toBe(4);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card109:country' });
    expect(selects(s).sort()).toEqual(['bulgaria', 'east-germany']);
    s = act(s, select('communist', 'east-germany'));
    expect(sp(s, 'dresden')).toEqual({ communist: 6, democrat: 2 });
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 1, ops: 3, card: 109 } });
    expect(targets(s, 'check')).toEqual(['berlin']);
    s = act(s, check('communist', 'berlin'));
    // 4 + 3 Ops + 0 adjacency = 7 > 6: 1 SP
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'berlin', total: 7, removed: 1 });
    // Bulgaria, the last country, goes by itself: Stara Zagora already controlled, Sofia has no Democratic SP
    expect(sp(s, 'stara-zagora')).toEqual({ communist: 4, democrat: 0 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(109);
    expect(s.eventsPlayed).toContain(109);
    expect(
      canPlayEvent(
        lateYear('democrat', [110], (d) => void d.eventsPlayed.push(109)),
        110,
      ),
    ).toBe(false);
  });

  it('#109 Kremlin Coup!: an eliminated Elite space is skipped; the check still comes', () => {
    let s = lateYear('communist', [109], (d) => {
      d.eventsPlayed.push(84);
      for (const c of ['poland', 'hungary', 'czechoslovakia', 'east-germany', 'bulgaria'] as const) d.power[c].holder = 'democrat';
      d.eliminated.push(spaceIndex('cluj-napoca'));
      setSupport(d, 'bucuresti', 0, 1);
    });
    s = act(s, play('communist', 109));
    expect(sp(s, 'cluj-napoca')).toEqual({ communist: 0, democrat: 0 });
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { card: 109 } });
    expect(targets(s, 'check')).toEqual(['bucuresti']);
  });
});
