import { describe, expect, it } from 'vitest';
import { hooksOf } from '../../../src/engine/hooks';
import { act } from '../../helpers';
import { play, position, roundOver } from './util';

describe('#108 Army Backs Revolution', () => {
  it('#108 Army Backs Revolution: Securitate in effect is cancelled, and cannot be an event for the rest of the game', () => {
    let s = position('democrat', [108], (d) => {
      d.effects.push({ card: 70, side: 'communist' }, { card: 59, side: 'communist' });
    });
    s = act(s, play('democrat', 108));
    expect(s.effects).toEqual([
      { card: 59, side: 'communist' },
      { card: 108, side: 'democrat' },
    ]);
    const e = s.effects[1]!;
    expect(hooksOf(e).blocksEvent!(s, e, 70)).toBe(true);
    expect(hooksOf(e).blocksEvent!(s, e, 69)).toBe(false);
    expect(hooksOf(e).onTurnEnd).toBeUndefined();
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(108);
  });
});
