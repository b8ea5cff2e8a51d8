import { describe, expect, it } from 'vitest';
import { setSupport, sp, act, play, earlyYear } from '../../table';

describe('#24 St. Nicholas Church', () => {
  it('#24 St. Nicholas Church: the Democrat adds just enough SPs to control the Lutheran Church', () => {
    const s = act(
      earlyYear('democrat', [24], (d) => setSupport(d, 'east-german-lutheran-church', 2, 1)),
      play('democrat', 24),
    );
    // stability 5: 2 Communist SPs need 7 Democratic SPs
    expect(sp(s, 'east-german-lutheran-church')).toEqual({ communist: 2, democrat: 7 });
    expect(s.eventsPlayed).toContain(24);
    expect(s.removed).toContain(24);
  });
  it('#24 St. Nicholas Church: already in control, nothing is added but the event counts (for #61)', () => {
    const s = act(
      earlyYear('democrat', [24], (d) => setSupport(d, 'east-german-lutheran-church', 0, 6)),
      play('democrat', 24),
    );
    expect(sp(s, 'east-german-lutheran-church')).toEqual({ communist: 0, democrat: 6 });
    expect(s.eventsPlayed).toContain(24);
    expect(s.removed).toContain(24);
  });
});
