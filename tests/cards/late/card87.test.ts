import { describe, expect, it } from 'vitest';
import { act, setSupport, sp, place, play, lateYear, roundOver, select, selects } from '../../table';

describe('#87 Kohl Proposes Reunification', () => {
  it('#87 Kohl Proposes Reunification: +2 VP, nothing more unless The Wall Must Go! was won', () => {
    const s = act(
      lateYear('democrat', [87], (d) => void d.eventsPlayed.push(86)),
      play('democrat', 87),
    );
    expect(s.vp).toBe(2);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(87);
  });

  it('#87 Kohl Proposes Reunification: after a won The Wall Must Go!, the card’s Ops too (placement under 6.1 or 2 checks)', () => {
    let s = lateYear('democrat', [87], (d) => {
      d.eventsPlayed.push(86);
      d.effects.push({ card: 86, side: 'democrat' });
      setSupport(d, 'leipzig', 0, 1);
      setSupport(d, 'berlin', 3, 0); // Communist-controlled: 2 Ops per SP
    });
    s = act(s, play('democrat', 87));
    expect(s.vp).toBe(2);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card87:ops' });
    expect(selects(s)).toEqual(['place', 'check']);
    s = act(s, select('democrat', 'place'));
    expect(s.prompt).toMatchObject({ kind: 'placeSupport', params: { opsLeft: 3, card: 87 } });
    s = act(s, place('democrat', 'berlin'), place('democrat', 'leipzig'));
    expect(sp(s, 'berlin')).toEqual({ communist: 3, democrat: 1 });
    expect(roundOver(s)).toBe(true);
  });

  it('#87 Kohl Proposes Reunification: the check option needs a target', () => {
    const s = act(
      lateYear('democrat', [87], (d) => {
        d.effects.push({ card: 86, side: 'democrat' });
        setSupport(d, 'leipzig', 0, 1);
      }),
      play('democrat', 87),
    );
    expect(selects(s)).toEqual(['place']);
  });
});
