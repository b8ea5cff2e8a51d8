import { endsAtTurnEnd } from '../../../src/engine/lasting';
import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, play, middleYear } from '../../table';
import { hooksOf } from '../../../src/engine/hooks';

describe('#53 Li Peng', () => {
  it('#53 Li Peng: +1 to Communist Tiananmen attempts for the rest of the game, not to the Democrat', () => {
    let s = middleYear('communist', [53, 64], (d) => rigDice(d, 1, 1));
    s = act(s, play('communist', 53));
    expect(s.effects).toEqual([{ card: 53, side: 'communist' }]);
    expect(s.removed).toContain(53);
    // the Democrat's attempt gets nothing
    s = act(s, play('democrat', 4, 'tiananmen'));
    expect(lastLog(s, 'tiananmenAttempt')!.params).toMatchObject({ side: 'democrat', events: 0 });
    s = act(s, play('communist', 64, 'tiananmen'));
    expect(lastLog(s, 'tiananmenAttempt')!.params).toMatchObject({ side: 'communist', events: 1 });
  });

  it('#53 Li Peng: still in force after the end of the turn', () => {
    const s = middleYear('communist', [], (d) => {
      d.effects.push({ card: 53, side: 'communist' });
    });
    const e = s.effects[0]!;
    expect(endsAtTurnEnd(s, e)).toBe(false);
    expect(hooksOf(e).afterPowerStruggle).toBeUndefined();
  });
});
