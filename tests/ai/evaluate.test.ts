import { describe, expect, it } from 'vitest';
import { evaluate, expectedVp, struggleOdds, struggleGain } from '../../src/ai/evaluate';
import { LEVEL_SETTINGS } from '../../src/ai/levels';
import type { CountryScore } from '../../src/engine/scoring';
import { clearMap, edit, setSupport, startedGame } from '../helpers';

describe('the evaluation knows 4.5.4: a scoring card held at the end of the turn loses', () => {
  it('more scoring cards than own rounds left reads as a lost game; as many as rounds left does not', () => {
    const base = startedGame();
    // round 7, the Communist has played: the Democrat still has his round 7 to play
    const at = (hand: number[]) =>
      edit(base, (d) => {
        d.round = 7;
        d.phasing = 'communist';
        d.prompt = { side: 'communist', kind: 'placeSupport', rule: '6.1', params: {} };
        d.hands.democrat = hand;
      });
    // 22 Poland Scoring, 23 Hungary Scoring
    const one = evaluate(at([22, 1]), 'democrat');
    const two = evaluate(at([22, 23]), 'democrat');
    expect(one).toBeGreaterThan(0.05);
    expect(two).toBeLessThan(0.01);
  });
});

describe('hard weighs the power struggles still to come (8.1.1, 8.4)', () => {
  it('8.1.1: the Democrat cannot win without a controlled space, and wins more often with more of them', () => {
    const at = (democrat: number, communist: number) =>
      struggleOdds({ democrat: { spaces: democrat }, communist: { spaces: communist } } as CountryScore);
    expect(at(0, 2)).toBe(0);
    expect(at(2, 0)).toBe(1);
    expect(at(2, 2)).toBeCloseTo(0.5);
    // 8 cards against 6: better than even, and more than in proportion to the cards
    expect(at(2, 1)).toBeGreaterThan(8 / 14);
    expect(at(3, 1)).toBeGreaterThan(at(2, 1));
  });

  it('8.4.3 / 8.4.4 / 8.4.6: the Democrat\'s chance is worth the award swing and the power score he may deny', () => {
    const s = startedGame();
    // Poland, power value 3, never scored: an even struggle is the reference; a sure Democrat win
    // is worth half the 3 VP award swing and half of the 3 power VP he denies half the time
    expect(struggleGain(s, 'poland', 0.5)).toBe(0);
    expect(struggleGain(s, 'poland', 1)).toBeCloseTo(2.25);
    expect(struggleGain(s, 'poland', 0)).toBeCloseTo(-2.25);
    // 8.4.6: the second scoring for power is worth twice the power value
    const again = edit(s, (d) => {
      d.power.poland.timesScored = 1;
    });
    expect(struggleGain(again, 'poland', 1)).toBeCloseTo(3);
  });

  it('the start position reads within a few VP of the evaluation without it (no drift into the flat logistic)', () => {
    const s = startedGame();
    expect(Math.abs(expectedVp(s, { struggles: true }) - expectedVp(s))).toBeLessThan(3);
  });

  it('a Democrat space in a Communist-held country with its scoring card to come is worth more to hard than to normal', () => {
    const base = startedGame();
    const hungary = (democrat: number) =>
      edit(base, (d) => {
        clearMap(d);
        setSupport(d, 'gyor', 0, 3 * democrat);
      });
    const gain = (o: { struggles?: boolean }) => expectedVp(hungary(1), o) - expectedVp(hungary(0), o);
    expect(gain({ struggles: true })).toBeGreaterThan(gain({}));
    expect(LEVEL_SETTINGS.hard.evaluation?.struggles).toBe(true);
    expect(LEVEL_SETTINGS.normal.evaluation?.struggles).toBeFalsy();
  });
});
