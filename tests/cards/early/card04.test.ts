import { describe, expect, it } from 'vitest';
import { lastLog, sp, act, play, earlyYear, timing } from '../../table';

describe('#4 Michnik', () => {
  it('#4 Michnik: adds 3 Democratic SPs to the Polish Writers and leaves the game', () => {
    const s = act(earlyYear('democrat', [4]), play('democrat', 4));
    expect(sp(s, 'polish-writers')).toEqual({ communist: 0, democrat: 3 });
    expect(s.removed).toContain(4);
    expect(lastLog(s, 'event')?.params).toMatchObject({ card: 4, side: 'democrat' });
  });
  it('#4 Michnik: played by the Communist for Ops, the Democrat still gets the 3 SPs (5.2)', () => {
    let s = act(earlyYear('communist', [4]), play('communist', 4, 'place'));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'eventTiming' });
    s = act(s, timing('communist', 'before'));
    expect(sp(s, 'polish-writers')).toEqual({ communist: 0, democrat: 3 });
    expect(s.removed).toContain(4);
  });
});
