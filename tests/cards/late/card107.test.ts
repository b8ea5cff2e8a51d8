import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, canPlayEvent, check, play, lateYear, roundOver, targets, timing } from '../../table';

describe('#107 Massacre in Timisoara', () => {
  it('#107 Massacre in Timisoara: not playable before László Tőkés (#73); played for Ops by the Democrat it does not fire and is discarded', () => {
    expect(canPlayEvent(lateYear('communist', [107]), 107)).toBe(false);
    const s = act(
      lateYear('democrat', [107], (d) => setSupport(d, 'praha', 0, 1)),
      play('democrat', 107, 'place'),
    );
    expect(s.prompt?.kind).toBe('placeSupport');
  });

  it('#107 Massacre in Timisoara: 2 checks in Romania (Polish FAQ 107), each with 3 Ops +2', () => {
    let s = lateYear('communist', [107], (d) => {
      d.eventsPlayed.push(73);
      setSupport(d, 'timisoara', 0, 3);
      setSupport(d, 'iasi', 0, 1);
      setSupport(d, 'sofia', 0, 1);
      rigDice(d, 2, 1);
    });
    expect(canPlayEvent(s, 107)).toBe(true);
    s = act(s, play('communist', 107));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'supportCheck', params: { left: 2, ops: 3, card: 107 } });
    expect(targets(s, 'check')).toEqual(['iasi', 'timisoara']);
    s = act(s, check('communist', 'timisoara'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'timisoara', events: 2, total: 7, removed: 1 });
    s = act(s, check('communist', 'iasi'));
    expect(sp(s, 'iasi')).toEqual({ communist: 0, democrat: 1 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(107);
  });

  it('#107 Massacre in Timisoara: no effect once The Tyrant is Gone has been resolved, still removed', () => {
    let s = act(
      lateYear('democrat', [107], (d) => {
        d.eventsPlayed.push(73, 54, 97);
        setSupport(d, 'timisoara', 0, 3);
      }),
      play('democrat', 107, 'place'),
      timing('democrat', 'after'),
    );
    s = act(
      s,
      { side: 'democrat', type: 'place', space: 'timisoara' },
      { side: 'democrat', type: 'place', space: 'timisoara' },
      { side: 'democrat', type: 'place', space: 'timisoara' },
    );
    expect(lastLog(s, 'eventNoEffect')!.params).toMatchObject({ card: 107, side: 'communist' });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(107);
  });
});
