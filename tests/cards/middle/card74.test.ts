import { endsAtTurnEnd } from '../../../src/engine/lasting';
import { describe, expect, it } from 'vitest';
import { spaceIndex } from '../../../src/engine/data';
import { hooksOf } from '../../../src/engine/hooks';
import { act, lastLog, rigDice, setSupport, check, play, middleYear, roundOf } from '../../table';

describe('#74 FRG Embassies', () => {
  it('#74 FRG Embassies: +1 to Democratic checks in Eastern Europe; the card is not removed (no asterisk)', () => {
    let s = middleYear('democrat', [74, 4], (d) => {
      setSupport(d, 'praha', 2, 0);
      setSupport(d, 'sofia', 2, 0);
      rigDice(d, 3, 3);
    });
    s = act(s, play('democrat', 74));
    expect(s.effects).toEqual([{ card: 74, side: 'democrat' }]);
    expect(s.discard).toContain(74);
    expect(s.removed).not.toContain(74);
    // the Democrat's next action round
    s = act(roundOf(s, 'democrat'), play('democrat', 4, 'check'), check('democrat', 'praha'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'praha', events: 1 });
    s = act(s, check('democrat', 'sofia'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'sofia', events: 0 });
  });

  it('#74 FRG Embassies: Communist checks get nothing, and the effect ends with the turn', () => {
    const s = middleYear('democrat', [], (d) => {
      d.effects.push({ card: 74, side: 'democrat' });
    });
    const e = s.effects[0]!;
    expect(hooksOf(e).supportCheckModifier!(s, e, 'communist', spaceIndex('praha'))).toBe(0);
    expect(hooksOf(e).supportCheckModifier!(s, e, 'democrat', spaceIndex('budapest'))).toBe(1);
    expect(endsAtTurnEnd(s, e)).toBe(true);
  });

  // ruling (docs/engine.md "Rules notes"): one card, one effect in force (7.2)
  it('#74 FRG Embassies: played again the same turn while its effect lasts, the +1 does not stack', () => {
    let s = middleYear('democrat', [74, 4], (d) => {
      setSupport(d, 'praha', 2, 0);
      rigDice(d, 3);
      d.effects.push({ card: 74, side: 'democrat' });
    });
    s = act(s, play('democrat', 74));
    expect(lastLog(s, 'event')!.params).toEqual({ card: 74, side: 'democrat' });
    expect(s.effects).toEqual([{ card: 74, side: 'democrat' }]);
    s = act(roundOf(s, 'democrat'), play('democrat', 4, 'check'), check('democrat', 'praha'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'praha', events: 1 });
  });
});
