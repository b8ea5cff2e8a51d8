import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, place, play, lateYear, roundOver, select, selects, targets } from '../../table';

describe('#93 Shock Therapy', () => {
  const build = (die: number) => (d: Parameters<typeof setSupport>[0]) => {
    d.power.poland.holder = 'democrat';
    d.power.hungary.holder = 'democrat';
    setSupport(d, 'gdansk', 3, 0); // Communist Worker space
    setSupport(d, 'lublin', 4, 0); // Communist Farmer space
    setSupport(d, 'warszawa', 3, 0); // Communist, but a Bureaucrat space
    rigDice(d, die);
  };

  it('#93 Shock Therapy: a country where the Democrat holds Power; roll −1 per Communist Worker/Farmer space; 3+ gives 3 VP and 3 SPs', () => {
    let s = act(lateYear('democrat', [93], build(5)), play('democrat', 93));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card93:country' });
    expect(selects(s).sort()).toEqual(['hungary', 'poland']);
    s = act(s, select('democrat', 'poland'));
    expect(lastLog(s, 'eventRoll')!.params).toMatchObject({ card: 93, die: 5, modifier: -2, result: 3 });
    expect(s.vp).toBe(3);
    expect(s.prompt).toMatchObject({ kind: 'addSupport', rule: 'card 93', params: { left: 3 } });
    expect(targets(s, 'place')).toHaveLength(14);
    s = act(s, place('democrat', 'warszawa'), place('democrat', 'warszawa'), place('democrat', 'warszawa'));
    expect(sp(s, 'warszawa')).toEqual({ communist: 3, democrat: 3 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(93);
  });

  it('#93 Shock Therapy: a modified roll of 2 does nothing', () => {
    const s = act(lateYear('democrat', [93], build(4)), play('democrat', 93), select('democrat', 'poland'));
    expect(s.vp).toBe(0);
    expect(roundOver(s)).toBe(true);
  });

  it('#93 Shock Therapy: without Power anywhere the event has no effect', () => {
    const s = act(lateYear('democrat', [93]), play('democrat', 93));
    expect(lastLog(s, 'eventNoEffect')!.params).toMatchObject({ card: 93 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(93);
  });
});
