import { describe, expect, it } from 'vitest';
import { DEAL_CARD_VP, dealSizesVp, evaluate, evaluateWithDeals } from '../../src/ai/evaluate';
import { SPACES, SPACES_OF_COUNTRY } from '../../src/engine/data';
import { countryScore } from '../../src/engine/scoring';
import { edit, startedGame } from '../helpers';

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

describe("normal's evaluation weighs the deal sizes of the struggles ahead (8.1.1)", () => {
  // the first Hungarian space without SPs of either side
  const base = startedGame();
  const space = SPACES_OF_COUNTRY.hungary.find((i) => base.support[i]!.communist === 0 && base.support[i]!.democrat === 0)!;
  const withDemocrat = (d: number, holder: 'communist' | 'democrat' = 'communist') =>
    edit(base, (x) => {
      x.support[space]!.democrat = d;
      x.power.hungary.holder = holder;
    });

  it('a space the Democrat comes to control adds its cards to his deal (2 more, or 6 for his first)', () => {
    const before = dealSizesVp(withDemocrat(0));
    const after = dealSizesVp(withDemocrat(SPACES[space]!.stability));
    const had = countryScore(withDemocrat(0), 'hungary').democrat.spaces;
    expect(after - before).toBeCloseTo(DEAL_CARD_VP * (had === 0 ? 6 : 2));
    expect(evaluateWithDeals(withDemocrat(SPACES[space]!.stability), 'democrat')).toBeGreaterThan(evaluateWithDeals(withDemocrat(0), 'democrat'));
  });

  it('no struggles are ahead where the Democrat holds power (8.4.4): the space adds no cards there', () => {
    expect(dealSizesVp(withDemocrat(SPACES[space]!.stability, 'democrat'))).toBeCloseTo(dealSizesVp(withDemocrat(0, 'democrat')));
  });
});
