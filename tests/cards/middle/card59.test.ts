import { endsAtTurnEnd } from '../../../src/engine/lasting';
import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, check, play, middleYear } from '../../table';
import { hooksOf } from '../../../src/engine/hooks';

describe('#59 Grenztruppen', () => {
  it('#59 Grenztruppen: −1 to Democratic support checks in East Germany only, for the turn', () => {
    let s = middleYear('communist', [59, 64], (d) => {
      setSupport(d, 'berlin', 2, 0);
      setSupport(d, 'warszawa', 2, 0);
      rigDice(d, 3, 3);
    });
    s = act(s, play('communist', 59));
    expect(s.effects).toEqual([{ card: 59, side: 'communist' }]);
    expect(s.removed).toContain(59);
    // hand the Democrat a card with Ops for two checks
    s = act(s, play('democrat', 4, 'check'), check('democrat', 'berlin'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'berlin', events: -1 });
    s = act(s, check('democrat', 'warszawa'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'warszawa', events: 0 });
    expect(endsAtTurnEnd(s, s.effects[0]!)).toBe(true);
  });

  it('#59 Grenztruppen: Communist checks in East Germany are not affected', () => {
    const s = middleYear('communist', [], (d) => {
      d.effects.push({ card: 59, side: 'communist' });
    });
    const h = hooksOf(s.effects[0]!).supportCheckModifier!;
    expect(h(s, s.effects[0]!, 'communist', 2)).toBe(0);
    expect(h(s, s.effects[0]!, 'democrat', 2)).toBe(-1);
  });
});
