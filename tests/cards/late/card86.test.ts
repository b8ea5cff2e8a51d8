import { logEntries } from '../../../src/engine';
import { describe, expect, it } from 'vitest';
import { hooksOf } from '../../../src/engine/hooks';
import { act, rigDice, setSupport, sp, canPlayEvent, play, lateYear, remove, roundOver, targets } from '../../table';

describe('#86 The Wall Must Go!', () => {
  const build =
    (...dice: number[]) =>
    (d: Parameters<typeof setSupport>[0]) => {
      setSupport(d, 'berlin', 4, 0); // Communist-controlled: +1
      setSupport(d, 'dresden', 1, 0);
      setSupport(d, 'leipzig', 0, 3); // Democrat-controlled: +1
      setSupport(d, 'halle', 0, 3); // Democrat-controlled: +1
      rigDice(d, ...dice);
    };

  it('#86 The Wall Must Go!: the Democrat wins 2 rounds (ties rolled again): +3 VP, the Communist removes 3 own East German SPs, The Wall blocked', () => {
    // rounds (Democrat die, Communist die): 3+2 v 4+1 tie; 1+2 v 5+1 Communist; 5+2 v 2+1 Democrat; 4+2 v 4+1 Democrat
    let s = act(lateYear('democrat', [86], build(3, 4, 1, 5, 5, 2, 4, 4)), play('democrat', 86));
    const rounds = logEntries(s)
      .filter((e) => e.key === 'contestRound')
      .map((e) => e.params.winner);
    expect(rounds).toEqual([null, 'communist', 'democrat', 'democrat']);
    expect(s.vp).toBe(3);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'removeSupport', rule: 'card 86', params: { left: 3, target: 'communist' } });
    expect(targets(s, 'remove')).toEqual(['berlin', 'dresden']);
    s = act(s, remove('communist', 'dresden'), remove('communist', 'berlin'), remove('communist', 'berlin'));
    expect(sp(s, 'berlin')).toEqual({ communist: 2, democrat: 0 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(86);
    const e = s.effects.find((x) => x.card === 86)!;
    expect(hooksOf(e).blocksEvent!(s, e, 9)).toBe(true);
    expect(
      canPlayEvent(
        lateYear('communist', [9], (d) => void d.effects.push(e)),
        9,
      ),
    ).toBe(false);
  });

  it('#86 The Wall Must Go!: the Communist wins: nothing happens, the card is still removed', () => {
    const s = act(lateYear('democrat', [86], build(1, 6, 2, 6)), play('democrat', 86));
    expect(s.vp).toBe(0);
    expect(s.effects).toEqual([]);
    expect(sp(s, 'berlin')).toEqual({ communist: 4, democrat: 0 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(86);
  });
});
