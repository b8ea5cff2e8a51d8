import { endsAtTurnEnd, powerStruggleOver } from '../../../src/engine/lasting';
import { describe, expect, it } from 'vitest';
import { hooksOf } from '../../../src/engine/hooks';
import { act, play, middleYear } from '../../table';

describe('#62 Yakovlev Counsels Gorbachev', () => {
  it('#62 Yakovlev Counsels Gorbachev: +1 to the aftermath rolls when the Democrat wins, nothing when he loses', () => {
    let s = middleYear('democrat', [62]);
    s = act(s, play('democrat', 62));
    expect(s.effects).toEqual([{ card: 62, side: 'democrat' }]);
    expect(s.removed).toContain(62);
    const e = s.effects[0]!;
    expect(hooksOf(e).aftermathModifier!(s, e, 'democrat')).toBe(1);
    expect(hooksOf(e).aftermathModifier!(s, e, 'communist')).toBe(0);
  });

  it('#62 Yakovlev Counsels Gorbachev: removed after the next power struggle whoever wins (Polish FAQ 62), kept over turn ends', () => {
    const s = middleYear('democrat', [], (d) => {
      d.effects.push({ card: 62, side: 'democrat' });
    });
    const e = s.effects[0]!;
    // lasting 'until-power-struggle' in the card data: lasting.ts ends it after any power struggle
    const after = structuredClone(s);
    powerStruggleOver(after, 'poland');
    expect(after.effects).toEqual([]);
    expect(endsAtTurnEnd(s, e)).toBe(false);
  });
});
