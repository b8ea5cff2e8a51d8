import { describe, expect, it } from 'vitest';
import { act, play, earlyYear } from '../../table';

describe('#35 Heal Our Bleeding Wound', () => {
  it('#35 Heal Our Bleeding Wound: Early Year, the Communist gains 3 VP', () => {
    const s = act(earlyYear('communist', [35]), play('communist', 35));
    expect(s.vp).toBe(-3);
    expect(s.removed).toContain(35);
  });
  it('#35 Heal Our Bleeding Wound: Middle Year, the Communist gains 1 VP', () => {
    const s = act(
      earlyYear('communist', [35], (d) => void (d.turn = 5)),
      play('communist', 35),
    );
    expect(s.vp).toBe(-1);
  });
  it('#35 Heal Our Bleeding Wound: Late Year, the Democrat gains 3 VP', () => {
    const s = act(
      earlyYear('communist', [35], (d) => void ((d.turn = 8), (d.vp = 2))),
      play('communist', 35),
    );
    expect(s.vp).toBe(5);
  });
  it('#35 Heal Our Bleeding Wound: played by the Democrat for Ops in turn 3 still gives the Communist 3 VP', () => {
    const s = act(
      earlyYear('democrat', [35], (d) => void (d.turn = 3)),
      play('democrat', 35, 'place'),
      {
        side: 'democrat',
        type: 'eventTiming',
        when: 'after',
      },
    );
    expect(s.vp).toBe(-3);
    expect(s.removed).toContain(35);
  });
});
