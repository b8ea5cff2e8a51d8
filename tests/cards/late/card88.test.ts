import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, place, play, lateYear, roundOver, targets, timing } from '../../table';

describe('#88 Adamec', () => {
  const build = (die: number) => (d: Parameters<typeof setSupport>[0]) => {
    setSupport(d, 'brno', 0, 3); // Democrat-controlled Worker space
    setSupport(d, 'charles-university', 0, 2); // Democrat-controlled, not a Worker space
    setSupport(d, 'praha', 0, 1);
    rigDice(d, die);
  };

  it('#88 Adamec: roll −1 per Democratic Czechoslovak Worker space; 3 or more gives 4 SPs there, at most 2 per space', () => {
    let s = act(lateYear('communist', [88], build(4)), play('communist', 88));
    expect(lastLog(s, 'eventRoll')!.params).toMatchObject({ card: 88, die: 4, modifier: -1, result: 3 });
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'addSupport', rule: 'card 88' });
    expect(targets(s, 'place')).toHaveLength(11);
    s = act(s, place('communist', 'praha'), place('communist', 'praha'));
    expect(targets(s, 'place')).not.toContain('praha');
    s = act(s, place('communist', 'brno'), place('communist', 'brno'));
    expect(sp(s, 'praha')).toEqual({ communist: 2, democrat: 1 });
    expect(sp(s, 'brno')).toEqual({ communist: 2, democrat: 3 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(88);
  });

  it('#88 Adamec: a modified 2 adds nothing; the card is still removed (also when fired by a Democratic Ops play)', () => {
    let s = act(lateYear('democrat', [88], build(3)), play('democrat', 88, 'place'), timing('democrat', 'before'));
    expect(lastLog(s, 'eventRoll')!.params).toMatchObject({ card: 88, side: 'communist', result: 2 });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport' });
    expect(sp(s, 'praha')).toEqual({ communist: 0, democrat: 1 });
    s = act(s, place('democrat', 'praha'), place('democrat', 'praha'));
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(88);
  });
});
