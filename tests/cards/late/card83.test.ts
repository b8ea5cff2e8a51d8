import { endsAtTurnEnd } from '../../../src/engine/lasting';
import { describe, expect, it } from 'vitest';
import { hooksOf } from '../../../src/engine/hooks';
import { act, lastLog, rigDice, setSupport, sp, canPlayEvent, place, play, lateYear, roundOver, targets } from '../../table';

describe('#83 Modrow', () => {
  const build = (die: number) => (d: Parameters<typeof setSupport>[0]) => {
    setSupport(d, 'leipzig', 0, 3); // Democrat-controlled
    setSupport(d, 'halle', 0, 3); // Democrat-controlled
    setSupport(d, 'berlin', 1, 0);
    rigDice(d, die);
  };

  it('#83 Modrow: a roll above the Democratic East German spaces gives 4 SPs in East Germany, at most 2 per space', () => {
    let s = act(lateYear('communist', [83], build(3)), play('communist', 83));
    expect(lastLog(s, 'eventRoll')!.params).toMatchObject({ card: 83, die: 3, result: 3 });
    // the roll's log tells what it needed, for the die shown beside it
    expect(lastLog(s, 'eventRoll')!.params).toMatchObject({ needed: 3, success: true });
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'addSupport', rule: 'card 83' });
    expect(targets(s, 'place')).toHaveLength(12);
    expect(targets(s, 'place')).not.toContain('warszawa');
    s = act(s, place('communist', 'berlin'), place('communist', 'berlin'));
    expect(targets(s, 'place')).not.toContain('berlin');
    s = act(s, place('communist', 'leipzig'), place('communist', 'dresden'));
    expect(sp(s, 'berlin')).toEqual({ communist: 3, democrat: 0 });
    expect(sp(s, 'leipzig')).toEqual({ communist: 1, democrat: 3 });
    expect(sp(s, 'dresden')).toEqual({ communist: 1, democrat: 0 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(83);
  });

  it('#83 Modrow: a roll equal to the Democratic East German spaces adds nothing, Honecker is blocked anyway', () => {
    const s = act(lateYear('communist', [83], build(2)), play('communist', 83));
    expect(lastLog(s, 'eventRollFailed')!.params).toMatchObject({ card: 83, roll: 2 });
    expect(lastLog(s, 'eventRoll')!.params).toMatchObject({ card: 83, result: 2, needed: 3, success: false });
    expect(sp(s, 'berlin')).toEqual({ communist: 1, democrat: 0 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(83);
    const e = s.effects.find((x) => x.card === 83)!;
    expect(e).toEqual({ card: 83, side: 'communist' });
    expect(hooksOf(e).blocksEvent!(s, e, 15)).toBe(true);
    expect(hooksOf(e).blocksEvent!(s, e, 14)).toBe(false);
    // for the rest of the game
    expect(endsAtTurnEnd(s, e)).toBe(false);
  });

  it('#83 Modrow: afterwards Honecker (#15) is no longer an event, and a Democratic Ops play of it does not fire it (5.2 ex. 3)', () => {
    const before = lateYear('communist', [15]);
    expect(canPlayEvent(before, 15)).toBe(true);
    const after = act(lateYear('communist', [83], build(1)), play('communist', 83));
    const e = after.effects.find((x) => x.card === 83)!;
    expect(
      canPlayEvent(
        lateYear('communist', [15], (d) => void d.effects.push(e)),
        15,
      ),
    ).toBe(false);
    let s = act(
      lateYear('democrat', [15], (d) => {
        d.effects.push(e);
        setSupport(d, 'praha', 0, 1);
      }),
      play('democrat', 15, 'place'),
    );
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport' });
    s = act(s, place('democrat', 'praha'), place('democrat', 'praha'), place('democrat', 'praha'));
    expect(roundOver(s)).toBe(true);
    expect(s.discard).toContain(15);
  });
});
