import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/ai/evaluate';
import { FEATURE_NAMES, features } from '../../src/ai/features';
import { fittedEvaluate } from '../../src/ai/fitted';
import { FITTED_WEIGHTS } from '../../src/ai/fitted-weights.generated';
import { edit, setSupport, startedGame } from '../table';

describe('the fitted evaluation (src/ai/fitted.ts)', () => {
  it('has one feature per name and one weight per feature, no more', () => {
    expect(features(startedGame())).toHaveLength(FEATURE_NAMES.length);
    expect(Object.keys(FITTED_WEIGHTS.weights).sort()).toEqual([...FEATURE_NAMES].sort());
  });

  it('predicts held-out games better than a coin and better than the hand-made evaluation', () => {
    const q = FITTED_WEIGHTS.heldOut;
    expect(q.logLoss.fitted).toBeLessThan(q.logLoss.even);
    expect(q.logLoss.fitted).toBeLessThan(q.logLoss.hand);
    expect(q.accuracy.fitted).toBeGreaterThan(q.accuracy.hand);
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
    const s = startedGame({ seed: 'fitted-vp' });
    const ahead = edit(s, (d) => {
      d.vp += 5;
    });
    expect(fittedEvaluate(ahead, 'democrat')).toBeGreaterThan(fittedEvaluate(s, 'democrat'));
    // Berlin, an East German battleground (stability 3), from 2 Communist SPs to 3 Democratic ones
    const berlin = edit(s, (d) => setSupport(d, 'berlin', 0, 3));
    expect(fittedEvaluate(berlin, 'democrat')).toBeGreaterThan(fittedEvaluate(s, 'democrat'));
  });

  it('4.5.4: more scoring cards in hand than own rounds left reads as lost, as in the hand-made evaluation', () => {
    const at = (hand: number[]) =>
      edit(startedGame(), (d) => {
        d.round = 7;
        d.phasing = 'communist';
        d.prompt = { side: 'communist', kind: 'placeSupport', rule: '6.1', params: { opsLeft: 1, card: null } };
        d.hands.democrat = hand;
      });
    // 22 Poland Scoring, 23 Hungary Scoring
    expect(fittedEvaluate(at([22, 23]), 'democrat')).toBeLessThan(0.01);
    expect(evaluate(at([22, 23]), 'democrat')).toBeLessThan(0.01);
    expect(fittedEvaluate(at([22, 1]), 'democrat')).toBeGreaterThan(0.05);
  });
});
