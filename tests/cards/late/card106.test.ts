import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, check, place, play, lateYear, roundOver, select, selects, targets } from '../../table';

describe('#106 Social Democratic Platform Adopted', () => {
  it('#106 Social Democratic Platform Adopted: in a country where the Democrat holds Power, 2 SPs then 1 check with 3 Ops', () => {
    let s = lateYear('communist', [106], (d) => {
      d.power.hungary.holder = 'democrat';
      d.power.bulgaria.holder = 'democrat';
      setSupport(d, 'budapest', 0, 2);
      setSupport(d, 'sofia', 0, 2);
      rigDice(d, 3);
    });
    s = act(s, play('communist', 106));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card106:country' });
    expect(selects(s).sort()).toEqual(['bulgaria', 'hungary']);
    s = act(s, select('communist', 'hungary'));
    expect(s.prompt).toMatchObject({ kind: 'addSupport', rule: 'card 106', params: { left: 2 } });
    expect(targets(s, 'place')).toHaveLength(12);
    s = act(s, place('communist', 'miskolc'), place('communist', 'miskolc'));
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 1, ops: 3, card: 106 } });
    expect(targets(s, 'check')).toEqual(['budapest']);
    s = act(s, check('communist', 'budapest'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'budapest', die: 3, ops: 3, total: 6, removed: 0 });
    expect(sp(s, 'miskolc')).toEqual({ communist: 2, democrat: 0 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(106);
  });

  it('#106 Social Democratic Platform Adopted: no effect while the Communist holds Power everywhere', () => {
    const s = act(lateYear('communist', [106]), play('communist', 106));
    expect(lastLog(s, 'eventNoEffect')!.params).toMatchObject({ card: 106 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(106);
  });
});
