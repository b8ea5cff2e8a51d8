import { describe, expect, it } from 'vitest';
import { sp, act, play, earlyYear } from '../../table';

describe('#34 FIDESZ', () => {
  it('#34 FIDESZ: adds 5 Democratic SPs to Eötvös Loránd University and leaves the game', () => {
    const s = act(earlyYear('democrat', [34]), play('democrat', 34));
    expect(sp(s, 'eotvos-lorand-university')).toEqual({ communist: 0, democrat: 5 });
    expect(s.removed).toContain(34);
  });
  it('#34 FIDESZ: the Communist cannot play it as his event (7.1)', () => {
    const s = earlyYear('communist', [34]);
    expect(() => act(s, play('communist', 34))).toThrow(/opponent's event/);
  });
});
