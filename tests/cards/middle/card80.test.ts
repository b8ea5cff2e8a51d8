import { describe, expect, it } from 'vitest';
import { act, rigDice, sp, place, play, middleYear, roundOver, targets } from '../../table';

describe('#80 Nepotism', () => {
  it.each([
    [1, 4],
    [2, 4],
    [3, 3],
    [4, 3],
    [5, 1],
    [6, 1],
  ])('#80 Nepotism: a roll of %i gives %i SPs', (die, n) => {
    let s = middleYear('communist', [80], (d) => rigDice(d, die));
    s = act(s, play('communist', 80));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'addSupport', params: { left: n } });
  });

  it('#80 Nepotism: only Worker spaces in Romania and Bulgaria', () => {
    let s = middleYear('communist', [80], (d) => rigDice(d, 3));
    s = act(s, play('communist', 80));
    const t = targets(s, 'place');
    expect(t).toEqual(['timisoara', 'iasi', 'brasov', 'ploiesti', 'galati', 'constanta', 'ruse', 'burgas', 'varna', 'plovdiv'].sort());
    s = act(s, place('communist', 'varna'), place('communist', 'varna'), place('communist', 'iasi'));
    expect(sp(s, 'varna').communist).toBe(2);
    expect(sp(s, 'iasi').communist).toBe(1);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(80);
  });
});
