import { describe, expect, it } from 'vitest';
import { act, lastLog, setSupport, sp, place, play, lateYear, roundOver, targets } from '../../table';

describe('#92 Betrayal', () => {
  it('#92 Betrayal: all Democratic SPs in the chosen Orthodox Church space become Communist SPs', () => {
    let s = lateYear('communist', [92], (d) => {
      setSupport(d, 'romanian-orthodox-church', 1, 3);
      setSupport(d, 'bulgarian-orthodox-church', 0, 1);
      setSupport(d, 'polish-catholic-church', 0, 5);
    });
    s = act(s, play('communist', 92));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card92:church', rule: 'card 92' });
    expect(targets(s, 'place')).toEqual(['bulgarian-orthodox-church', 'romanian-orthodox-church']);
    s = act(s, place('communist', 'romanian-orthodox-church'));
    expect(sp(s, 'romanian-orthodox-church')).toEqual({ communist: 4, democrat: 0 });
    expect(sp(s, 'bulgarian-orthodox-church')).toEqual({ communist: 0, democrat: 1 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(92);
  });

  it('#92 Betrayal: without Democratic SPs in an Orthodox Church the event has no effect but is played', () => {
    const s = act(
      lateYear('communist', [92], (d) => setSupport(d, 'romanian-orthodox-church', 2, 0)),
      play('communist', 92),
    );
    expect(lastLog(s, 'eventNoEffect')!.params).toMatchObject({ card: 92 });
    expect(sp(s, 'romanian-orthodox-church')).toEqual({ communist: 2, democrat: 0 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(92);
  });
});
