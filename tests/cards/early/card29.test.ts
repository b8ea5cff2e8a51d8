import { describe, expect, it } from 'vitest';
import { sp, act, play, earlyYear, timing } from '../../table';

describe('#29 Jan Palach Week', () => {
  it('#29 Jan Palach Week: adds 6 Democratic SPs to Charles University and leaves the game', () => {
    const s = act(earlyYear('democrat', [29]), play('democrat', 29));
    expect(sp(s, 'charles-university')).toEqual({ communist: 0, democrat: 6 });
    expect(s.removed).toContain(29);
  });
  it('#29 Jan Palach Week: 5.2 example 1, the Communist lets the event happen before his Ops', () => {
    const s = act(earlyYear('communist', [29]), play('communist', 29, 'place'), timing('communist', 'before'));
    expect(sp(s, 'charles-university').democrat).toBe(6);
    // then the Communist places his 1 Op: only next to his own SPs, of which he has none on an empty map
    expect(s.removed).toContain(29);
  });
});
