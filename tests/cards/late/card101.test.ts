import { endsAtTurnEnd } from '../../../src/engine/lasting';
import { describe, expect, it } from 'vitest';
import { spaceIndex } from '../../../src/engine/data';
import { hooksOf } from '../../../src/engine/hooks';
import { act, lastLog, rigDice, setSupport, sp, check, play, lateYear, roundOver } from '../../table';

describe('#101 Elena', () => {
  it('#101 Elena: 2 SPs in Cluj-Napoca and −1 to Democratic checks in Romania for the turn', () => {
    let s = lateYear('communist', [101], (d) => {
      setSupport(d, 'bucuresti', 1, 0);
      setSupport(d, 'sofia', 1, 0);
      rigDice(d, 1, 1);
    });
    s = act(s, play('communist', 101));
    expect(sp(s, 'cluj-napoca')).toEqual({ communist: 2, democrat: 0 });
    expect(s.effects).toEqual([{ card: 101, side: 'communist' }]);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(101);
    const after = s;
    s = act(s, play('democrat', 4, 'check'), check('democrat', 'bucuresti'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'bucuresti', events: -1 });
    s = act(s, check('democrat', 'sofia'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'sofia', events: 0 });
    const e = after.effects[0]!;
    expect(hooksOf(e).supportCheckModifier!(s, e, 'communist', spaceIndex('bucuresti'))).toBe(0);
    expect(endsAtTurnEnd(s, e)).toBe(true);
    // the turn ran out (no cards left): the effect ended with it
    expect(s.turn).toBe(9);
    expect(s.effects.some((x) => x.card === 101)).toBe(false);
  });

  it('#101 Elena: Cluj-Napoca eliminated, only the modifier applies', () => {
    const s = act(
      lateYear('communist', [101], (d) => void d.eliminated.push(spaceIndex('cluj-napoca'))),
      play('communist', 101),
    );
    expect(sp(s, 'cluj-napoca')).toEqual({ communist: 0, democrat: 0 });
    expect(s.effects).toEqual([{ card: 101, side: 'communist' }]);
  });

  it('#101 Elena: no effect once The Tyrant is Gone has been resolved, still removed (5.2 ex. 5)', () => {
    const s = act(
      lateYear('democrat', [101], (d) => void d.eventsPlayed.push(54, 97)),
      play('democrat', 101, 'place'),
    );
    // the event is playable with no effect, so the Democrat chooses its timing
    const s2 = act(s, { side: 'democrat', type: 'eventTiming', when: 'before' });
    expect(lastLog(s2, 'eventNoEffect')!.params).toMatchObject({ card: 101, side: 'communist' });
    expect(sp(s2, 'cluj-napoca')).toEqual({ communist: 0, democrat: 0 });
    expect(s2.effects).toEqual([]);
  });

  it('#101 Elena: still works while The Tyrant is Gone waits in front of the Democrat (7.6.4)', () => {
    const s = act(
      lateYear('communist', [101], (d) => {
        d.eventsPlayed.push(97);
        d.effects.push({ card: 97, side: 'democrat', data: { waiting: true } });
      }),
      play('communist', 101),
    );
    expect(sp(s, 'cluj-napoca')).toEqual({ communist: 2, democrat: 0 });
  });
});
