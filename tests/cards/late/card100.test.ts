import { endsAtTurnEnd } from '../../../src/engine/lasting';
import { describe, expect, it } from 'vitest';
import { hooksOf } from '../../../src/engine/hooks';
import { act, lastLog, rigDice, setSupport, check, play, lateYear, roundOver } from '../../table';

describe('#100 Stand Fast', () => {
  it('#100 Stand Fast: −1 to the opponent’s checks in spaces the player controls, for the rest of the turn', () => {
    let s = lateYear('communist', [100], (d) => {
      setSupport(d, 'berlin', 3, 0); // Communist-controlled
      setSupport(d, 'leipzig', 1, 0); // not controlled
      setSupport(d, 'gdansk', 0, 1);
      rigDice(d, 1, 1);
    });
    s = act(s, play('communist', 100));
    expect(s.effects).toEqual([{ card: 100, side: 'communist' }]);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(100);
    const after = s;
    // the Democrat checks with Michnik (1 Ops)
    s = act(s, play('democrat', 4, 'check'), check('democrat', 'berlin'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'berlin', events: -1 });
    s = act(s, check('democrat', 'leipzig'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'leipzig', events: 0 });
    const e = after.effects[0]!;
    // the player's own checks are not affected
    expect(hooksOf(e).supportCheckModifier!(s, e, 'communist', 13)).toBe(0);
    expect(endsAtTurnEnd(s, e)).toBe(true);
    // the turn ran out (no cards left): the effect ended with it
    expect(s.turn).toBe(9);
    expect(s.effects.some((x) => x.card === 100)).toBe(false);
  });

  it('#100 Stand Fast: played by the Democrat it protects Democratic spaces against the Communist', () => {
    const s = act(
      lateYear('democrat', [100], (d) => setSupport(d, 'gdansk', 0, 3)),
      play('democrat', 100),
    );
    const e = s.effects[0]!;
    expect(e).toEqual({ card: 100, side: 'democrat' });
    expect(hooksOf(e).supportCheckModifier!(s, e, 'communist', 13)).toBe(-1);
    expect(hooksOf(e).supportCheckModifier!(s, e, 'democrat', 13)).toBe(0);
  });
});
