import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, check, place, play, lateYear, roundOver, targets } from '../../table';

describe('#90 Civic Forum', () => {
  it('#90 Civic Forum: +1 VP, 4 SPs in Czechoslovakia, then 2 checks there when the Czech Writers are controlled after the placement', () => {
    let s = lateYear('democrat', [90], (d) => {
      setSupport(d, 'praha', 2, 0);
      setSupport(d, 'brno', 1, 0);
      setSupport(d, 'berlin', 1, 0);
      rigDice(d, 6, 6);
    });
    s = act(s, play('democrat', 90));
    expect(s.vp).toBe(1);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'addSupport', rule: 'card 90' });
    expect(targets(s, 'place')).toHaveLength(11);
    s = act(s, place('democrat', 'czech-writers'), place('democrat', 'czech-writers'), place('democrat', 'plzen'), place('democrat', 'plzen'));
    expect(sp(s, 'czech-writers')).toEqual({ communist: 0, democrat: 2 });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'supportCheck', params: { left: 2, ops: 4, card: 90 } });
    expect(targets(s, 'check')).toEqual(['brno', 'praha']);
    s = act(s, check('democrat', 'praha'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'praha', die: 6, ops: 4 });
    s = act(s, check('democrat', 'brno'));
    expect(sp(s, 'brno').communist).toBe(0);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(90);
  });

  it('#90 Civic Forum: without control of the Czech Writers there are no checks', () => {
    let s = lateYear('democrat', [90], (d) => {
      setSupport(d, 'praha', 2, 0);
      setSupport(d, 'czech-writers', 1, 0);
    });
    s = act(s, play('democrat', 90));
    // 2 Democratic SPs against 1 Communist SP: no control (stability 2)
    s = act(s, place('democrat', 'czech-writers'), place('democrat', 'czech-writers'), place('democrat', 'praha'), place('democrat', 'praha'));
    expect(s.vp).toBe(1);
    expect(roundOver(s)).toBe(true);
    expect(lastLog(s, 'eventConditionNotMet')!.params).toMatchObject({ card: 90, space: 'czech-writers' });
  });
});
