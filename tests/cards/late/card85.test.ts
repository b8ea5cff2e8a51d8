import { describe, expect, it } from 'vitest';
import { act, setSupport, play, lateYear, remove, roundOver, targets } from '../../table';

describe('#85 Tank Column/Tank Man', () => {
  it('#85 Tank Column/Tank Man: the player’s marker enters the next box with its award; his attempt of the turn is still open', () => {
    let s = lateYear('democrat', [85, 29], (d) => {
      d.tiananmen.democrat = { box: 3, failedAttempts: 2, attemptedThisTurn: false };
      setSupport(d, 'berlin', 3, 0);
    });
    s = act(s, play('democrat', 85));
    expect(s.tiananmen.democrat).toEqual({ box: 4, failedAttempts: 0, attemptedThisTurn: false });
    // box 4, first there: remove 2 opponent SPs
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'removeSupport', rule: '6.3.5' });
    expect(targets(s, 'remove')).toEqual(['berlin']);
    s = act(s, remove('democrat', 'berlin'), remove('democrat', 'berlin'));
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(85);
  });

  it('#85 Tank Column/Tank Man: the Communist can use it too; no award in a box the opponent reached first', () => {
    const s = act(
      lateYear('communist', [85], (d) => {
        d.tiananmen.communist = { box: 3, failedAttempts: 0, attemptedThisTurn: true };
        d.tiananmen.democrat = { box: 5, failedAttempts: 0, attemptedThisTurn: false };
        setSupport(d, 'gdansk', 0, 3);
      }),
      play('communist', 85),
    );
    expect(s.tiananmen.communist.box).toBe(4);
    expect(roundOver(s)).toBe(true);
  });

  it('#85 Tank Column/Tank Man: from the last box it has no effect', () => {
    const s = act(
      lateYear('communist', [85], (d) => void (d.tiananmen.communist.box = 8)),
      play('communist', 85),
    );
    expect(s.tiananmen.communist.box).toBe(8);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(85);
  });
});
