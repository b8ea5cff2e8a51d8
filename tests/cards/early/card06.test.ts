import { logEntries } from '../../../src/engine';
import { describe, expect, it } from 'vitest';
import { registerEffectHooks } from '../../../src/engine/hooks';
import { lastLog, setHand, setSupport, act, play, earlyYear, remove, roundFor, timing, hand } from '../../table';

describe('#6 Brought in for Questioning', () => {
  const withHand = (hand: number[]) =>
    earlyYear('communist', [6], (d) => {
      setHand(d, 'democrat', hand);
      setSupport(d, 'gdansk', 0, 3);
    });
  it('#6 Brought in for Questioning: a discarded Communist event takes place for the Communist and leaves the game if starred', () => {
    let s = act(withHand([7]), play('communist', 6));
    expect(lastLog(s, 'randomDiscard')?.params).toMatchObject({ side: 'democrat', discarded: 7 });
    expect(hand(s, 'democrat')).toEqual([]);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'removeSupport', rule: 'card 7' });
    s = act(s, remove('communist', 'gdansk'), remove('communist', 'gdansk'));
    expect(s.removed).toContain(7);
    expect(s.discard).toContain(6);
    expect(s.eventsPlayed).toEqual([6, 7]);
  });
  it('#6 Brought in for Questioning: a discarded Democratic card is just discarded', () => {
    const s = act(withHand([4]), play('communist', 6));
    expect(s.discard).toEqual(expect.arrayContaining([4, 6]));
    expect(s.eventsPlayed).toEqual([6]);
  });
  it('#6 Brought in for Questioning: a discarded scoring card causes no power struggle (5.3 ex. 1)', () => {
    let s = roundFor(withHand([22]), 'democrat', [6, 22]);
    s = act(s, play('democrat', 6, 'place'), timing('democrat', 'before'));
    expect(s.discard).toContain(22);
    expect(s.ps).toBeNull();
    expect(logEntries(s).some((e) => e.key === 'psStart')).toBe(false);
  });
  it('#6 Brought in for Questioning: a Communist event that cannot take place now is just discarded (5.2)', () => {
    registerEffectHooks(9901, { blocksEvent: (s, e, card) => card === 7 });
    const s = act(
      earlyYear('communist', [6], (d) => {
        setHand(d, 'democrat', [7]);
        d.effects.push({ card: 9901, side: 'democrat' });
      }),
      play('communist', 6),
    );
    expect(s.discard).toContain(7);
    expect(s.eventsPlayed).toEqual([6]);
  });
  it('#6 Brought in for Questioning: with an empty Democratic hand nothing happens', () => {
    const s = act(
      earlyYear('communist', [6], (d) => setHand(d, 'democrat', [])),
      play('communist', 6),
    );
    expect(lastLog(s, 'eventNoEffect')?.params).toMatchObject({ card: 6 });
    expect(s.discard).toContain(6);
  });
});
