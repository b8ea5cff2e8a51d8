import { describe, expect, it } from 'vitest';
import { act, lastLog, canPlayEvent, play, lateYear, roundOver } from '../../table';

describe('#108 Army Backs Revolution', () => {
  it('#108 Army Backs Revolution: Securitate in effect is cancelled', () => {
    let s = lateYear('democrat', [108], (d) => {
      d.eventsPlayed.push(70);
      d.effects.push({ card: 70, side: 'communist' }, { card: 59, side: 'communist' });
    });
    s = act(s, play('democrat', 108));
    expect(s.effects).toEqual([{ card: 59, side: 'communist' }]);
    expect(lastLog(s, 'effectEnds')!.params).toMatchObject({ card: 70, by: 108 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(108);
  });

  it('#108 Army Backs Revolution: Securitate played afterwards occurs without effect', () => {
    let s = act(lateYear('democrat', [108]), play('democrat', 108));
    expect(lastLog(s, 'eventNoEffect')!.params).toMatchObject({ card: 108 });
    s = lateYear('communist', [70], (d) => void d.eventsPlayed.push(108));
    expect(canPlayEvent(s, 70)).toBe(true);
    s = act(s, play('communist', 70));
    expect(s.effects.some((e) => e.card === 70)).toBe(false);
    expect(s.removed).toContain(70);
  });
});
