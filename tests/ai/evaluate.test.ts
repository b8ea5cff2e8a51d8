import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/ai/evaluate';
import { edit, setHand, startedGame } from '../table';

describe('the evaluation knows 4.5.4: a scoring card held at the end of the turn loses', () => {
  it('more scoring cards than own rounds left reads as a lost game; as many as rounds left does not', () => {
    const base = startedGame();
    // round 7, the Communist has played: the Democrat still has his round 7 to play
    const at = (hand: number[]) =>
      edit(base, (d) => {
        d.round = 7;
        d.phasing = 'communist';
        d.prompt = { side: 'communist', kind: 'placeSupport', rule: '6.1', params: { opsLeft: 1, card: null } };
        setHand(d, 'democrat', hand);
      });
    // 22 Poland Scoring, 23 Hungary Scoring
    const one = evaluate(at([22, 1]), 'democrat');
    const two = evaluate(at([22, 23]), 'democrat');
    expect(one).toBeGreaterThan(0.05);
    expect(two).toBeLessThan(0.01);
  });
});
