import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/ai/evaluate';
import { FEATURE_SETS, features } from '../../src/ai/features';
import { fittedEvaluate, fittedEvaluation, fittedEvaluationBySide, WEIGHT_TABLES, type WeightTable } from '../../src/ai/fitted';
import { SPACES, SPACES_OF_COUNTRY } from '../../src/engine';
import { discardCard, edit, laidOut, pendingRound, setHand, setSupport, startedGame } from '../table';

const SETS = Object.keys(WEIGHT_TABLES) as (keyof typeof WEIGHT_TABLES)[];

describe('the fitted evaluation (src/ai/fitted.ts)', () => {
  it.each(SETS)('%s: has one feature per name and one weight per feature, no more', (set) => {
    expect(features(startedGame(), set)).toHaveLength(FEATURE_SETS[set].length);
    expect(Object.keys(WEIGHT_TABLES[set].weights).sort()).toEqual([...FEATURE_SETS[set]].sort());
  });

  it('support extends control: the same features first, in the same order', () => {
    const s = startedGame({ seed: 'fitted-sets' });
    expect(FEATURE_SETS.support.slice(0, FEATURE_SETS.control.length)).toEqual(FEATURE_SETS.control);
    expect(features(s, 'support').slice(0, FEATURE_SETS.control.length)).toEqual(features(s, 'control'));
  });

  it.each(SETS)('%s: predicts held-out games better than a coin and better than the hand-made evaluation', (set) => {
    const q = WEIGHT_TABLES[set].heldOut;
    expect(q.logLoss.fitted).toBeLessThan(q.logLoss.even);
    expect(q.logLoss.fitted).toBeLessThan(q.logLoss.hand);
    expect(q.accuracy.fitted).toBeGreaterThan(q.accuracy.hand);
  });

  it('presence extends support; 8.1.1: it reads whether each side controls a space at all where the scoring card is to come', () => {
    const s = startedGame({ seed: 'fitted-presence' });
    expect(FEATURE_SETS.presence.slice(0, FEATURE_SETS.support.length)).toEqual(FEATURE_SETS.support);
    expect(features(s, 'presence').slice(0, FEATURE_SETS.support.length)).toEqual(features(s, 'support'));
    const at = (x: typeof s) => features(x, 'presence')[FEATURE_SETS.presence.indexOf('east-germany:presence-card-to-come')]!;
    // no SP in East Germany: neither side is dealt a card there
    const base = edit(s, (d) => {
      for (const i of SPACES_OF_COUNTRY['east-germany']) setSupport(d, SPACES[i]!.id, 0, 0);
    });
    expect(at(base)).toBe(0);
    // the Democrat takes a first space (Berlin, stability 3): six cards where none were; a second
    // (Leipzig) adds two, as the space count reads; the Communist's first (Dresden, 4) evens it
    const one = edit(base, (d) => setSupport(d, 'berlin', 0, 3));
    const two = edit(one, (d) => setSupport(d, 'leipzig', 0, 3));
    const both = edit(two, (d) => setSupport(d, 'dresden', 4, 0));
    expect(at(one)).toBe(1);
    expect(at(two)).toBe(1);
    expect(at(both)).toBe(0);
    // the scoring card played (42, in the discards): no struggle to come, nothing to read
    const scored = edit(one, (d) => discardCard(d, 42));
    expect(at(scored)).toBe(0);
  });

  it('2.1.7: support reads each space’s lead in units of its stability, up to control and up to one stability beyond it', () => {
    const started = startedGame({ seed: 'fitted-support' });
    const s = laidOut(started, pendingRound(started), {});
    const at = (x: typeof s, name: string) => features(x, 'support')[FEATURE_SETS.support.indexOf(name)]!;
    // Berlin, stability 3: from the setup's 2 Communist SPs to 1 Democratic SP, then 3, then 5 and 9
    const berlin = (democrat: number) => laidOut(s, pendingRound(s), { support: { berlin: [0, democrat] } });
    const support = at(s, 'east-germany:support');
    const hold = at(s, 'east-germany:hold');
    // 2 Communist SPs short of control: -2/3; 1 Democratic SP: +1/3
    expect(at(berlin(1), 'east-germany:support') - support).toBeCloseTo(1 / 3 + 2 / 3, 12);
    expect(at(berlin(1), 'east-germany:hold')).toBeCloseTo(hold, 12);
    // controlled (3 SPs): support +1, nothing beyond
    expect(at(berlin(3), 'east-germany:support') - support).toBeCloseTo(1 + 2 / 3, 12);
    expect(at(berlin(3), 'east-germany:hold')).toBeCloseTo(hold, 12);
    // 5 SPs: two beyond control, 2/3 of a stability; 9 SPs: capped at one stability
    expect(at(berlin(5), 'east-germany:hold') - hold).toBeCloseTo(2 / 3, 12);
    expect(at(berlin(9), 'east-germany:hold') - hold).toBeCloseTo(1, 12);
    expect(at(berlin(9), 'east-germany:support') - support).toBeCloseTo(1 + 2 / 3, 12);
  });

  it('gives the two sides chances that add up to one', () => {
    const s = startedGame({ seed: 'fitted-sum' });
    expect(fittedEvaluate(s, 'democrat') + fittedEvaluate(s, 'communist')).toBeCloseTo(1, 12);
  });

  it('is exact on a finished game (the hand-made evaluation decides it)', () => {
    const won = edit(startedGame(), (d) => {
      d.vp = 20;
      d.result = { winner: 'democrat', reason: 'automatic-victory' };
    });
    expect(fittedEvaluate(won, 'democrat')).toBe(1);
    expect(fittedEvaluate(won, 'communist')).toBe(0);
  });

  it('grows with the Democrat’s VP, and with a battleground he controls while the scoring is to come', () => {
    const started = startedGame({ seed: 'fitted-vp' });
    const s = laidOut(started, pendingRound(started), {});
    const ahead = laidOut(s, pendingRound(s), { vp: s.vp + 5 });
    expect(fittedEvaluate(ahead, 'democrat')).toBeGreaterThan(fittedEvaluate(s, 'democrat'));
    // Berlin, an East German battleground (stability 3), from 2 Communist SPs to 3 Democratic ones
    const berlin = laidOut(s, pendingRound(s), { support: { berlin: [0, 3] } });
    expect(fittedEvaluate(berlin, 'democrat')).toBeGreaterThan(fittedEvaluate(s, 'democrat'));
  });

  it('4.5.4: more scoring cards in hand than own rounds left reads as lost, as in the hand-made evaluation', () => {
    const at = (hand: number[]) =>
      edit(startedGame(), (d) => {
        d.round = 7;
        d.phasing = 'communist';
        d.prompt = { side: 'communist', kind: 'placeSupport', rule: '6.1', params: { opsLeft: 1, card: null } };
        setHand(d, 'democrat', hand);
      });
    // 22 Poland Scoring, 23 Hungary Scoring
    expect(fittedEvaluate(at([22, 23]), 'democrat')).toBeLessThan(0.01);
    expect(evaluate(at([22, 23]), 'democrat')).toBeLessThan(0.01);
    expect(fittedEvaluate(at([22, 1]), 'democrat')).toBeGreaterThan(0.05);
  });

  it('a table per viewing side: the state is judged by the table of the side whose view it was sampled from', () => {
    const s = startedGame({ seed: 'fitted-by-side' });
    const support = WEIGHT_TABLES.support;
    // the Communist's table reads 1 VP as 1 logit more toward the Democrat
    const shifted: WeightTable = { ...support, weights: { ...support.weights, vp: support.weights.vp! + 1 } };
    const one = fittedEvaluation('one', 'support', support);
    const other = fittedEvaluation('shifted', 'support', shifted);
    const bySide = fittedEvaluationBySide('by side', 'support', { democrat: support, communist: shifted });
    const ahead = edit(s, (d) => {
      d.vp = 3;
    });
    for (const side of ['democrat', 'communist'] as const) {
      expect(bySide.chance(ahead, side, 'democrat')).toBe(one.chance(ahead, side));
      expect(bySide.chance(ahead, side, 'communist')).toBe(other.chance(ahead, side));
      // no viewer: the table of the side asked about
      expect(bySide.chance(ahead, side)).toBe((side === 'democrat' ? one : other).chance(ahead, side));
    }
    expect(bySide.chance(ahead, 'democrat', 'communist')).toBeGreaterThan(bySide.chance(ahead, 'democrat', 'democrat'));
  });
});
