import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, canPlayEvent, play, lateYear, remove, roundOver, targets } from '../../table';

describe('#110 Malta Summit', () => {
  it('#110 Malta Summit: not playable after Kremlin Coup! (#109)', () => {
    expect(canPlayEvent(lateYear('democrat', [110]), 110)).toBe(true);
    expect(
      canPlayEvent(
        lateYear('democrat', [110], (d) => void d.eventsPlayed.push(109)),
        110,
      ),
    ).toBe(false);
  });

  it('#110 Malta Summit: roll + USSR stability level; 4 or more gives 3 VP and 5 Communist SPs off Elite spaces', () => {
    let s = lateYear('democrat', [110], (d) => {
      d.ussrStability = 3;
      setSupport(d, 'dresden', 3, 0);
      setSupport(d, 'plzen', 3, 0);
      setSupport(d, 'berlin', 3, 0);
      rigDice(d, 1);
    });
    s = act(s, play('democrat', 110));
    expect(lastLog(s, 'eventRoll')!.params).toMatchObject({ card: 110, die: 1, modifier: 3, result: 4 });
    expect(s.vp).toBe(3);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'removeSupport', rule: 'card 110', params: { left: 5 } });
    expect(targets(s, 'remove')).toEqual(['dresden', 'plzen']);
    s = act(
      s,
      remove('democrat', 'dresden'),
      remove('democrat', 'dresden'),
      remove('democrat', 'dresden'),
      remove('democrat', 'plzen'),
      remove('democrat', 'plzen'),
    );
    expect(sp(s, 'dresden').communist).toBe(0);
    expect(sp(s, 'plzen').communist).toBe(1);
    expect(sp(s, 'berlin').communist).toBe(3);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(110);
  });

  it('#110 Malta Summit: a modified 3 does nothing, the card is still removed', () => {
    const s = act(
      lateYear('democrat', [110], (d) => {
        d.ussrStability = 1;
        setSupport(d, 'dresden', 3, 0);
        rigDice(d, 2);
      }),
      play('democrat', 110),
    );
    expect(s.vp).toBe(0);
    expect(sp(s, 'dresden').communist).toBe(3);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(110);
  });
});
