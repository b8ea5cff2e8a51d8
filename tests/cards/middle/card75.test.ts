import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { act, done, play, middleYear, roundOver, hand, putOnDrawPile } from '../../table';

const choose = (card: number) => ({ side: 'democrat' as const, type: 'choose' as const, card });

describe('#75 Exit Visas', () => {
  it('#75 Exit Visas: the Democrat discards any cards, a scoring card too, and draws as many', () => {
    let s = middleYear('democrat', [75, 4, 22, 29], (d) => {
      putOnDrawPile(d, [31, 34, 39]);
    });
    s = act(s, play('democrat', 75));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card75:discard' });
    expect(legalActions(s)).toEqual([choose(4), choose(22), choose(29), done('democrat')]);
    s = act(s, choose(4), choose(22), done('democrat'));
    expect(s.discard).toEqual(expect.arrayContaining([4, 22]));
    expect([...hand(s, 'democrat')].sort((a, b) => a - b)).toEqual([29, 31, 34]);
    expect(s.ps).toBeNull();
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(75);
  });

  it('#75 Exit Visas: discarding nothing draws nothing', () => {
    let s = middleYear('democrat', [75, 4]);
    s = act(s, play('democrat', 75), done('democrat'));
    expect(hand(s, 'democrat')).toEqual([4]);
  });
});
