import { describe, expect, it } from 'vitest';
import { act, lastLog, setSupport, sp, play, lateYear, remove, roundOver, targets } from '../../table';

describe('#103 Government Resigns', () => {
  it('#103 Government Resigns: all Communist SPs off one Elite space that neither player controls', () => {
    let s = lateYear('democrat', [103], (d) => {
      setSupport(d, 'dresden', 3, 0); // not controlled (stability 4)
      setSupport(d, 'szombathely', 2, 1);
      setSupport(d, 'plzen', 5, 0); // Communist-controlled
      setSupport(d, 'stara-zagora', 0, 0);
      setSupport(d, 'bucuresti', 2, 0); // not an Elite space
    });
    s = act(s, play('democrat', 103));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card103:elite' });
    expect(targets(s, 'remove')).toEqual(['dresden', 'szombathely']);
    s = act(s, remove('democrat', 'dresden'));
    expect(sp(s, 'dresden')).toEqual({ communist: 0, democrat: 0 });
    expect(sp(s, 'szombathely')).toEqual({ communist: 2, democrat: 1 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(103);
  });

  it('#103 Government Resigns: no uncontrolled Elite space with Communist SPs, no effect', () => {
    const s = act(
      lateYear('democrat', [103], (d) => setSupport(d, 'plzen', 4, 0)),
      play('democrat', 103),
    );
    expect(lastLog(s, 'eventNoEffect')!.params).toMatchObject({ card: 103 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(103);
  });
});
