/**
 * A training position of the fitted evaluation is read as play reads it (tools/training-position.ts):
 * on a state sampled from the deciding side's view, so what that side cannot see (the opponent's
 * hand, the deck order) cannot change the features it is fitted on.
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { FEATURE_SETS, features } from '../../src/ai/features';
import { trainingPosition } from '../../tools/training-position';
import { edit, findPosition } from '../table';

describe('training positions from the deciding side’s view (tools/training-position.ts)', () => {
  it('two states differing only in the opponent’s hand and the deck order give the same features for the same seed', () => {
    const s = findPosition('training-view', (x) => x.prompt?.kind === 'actionRound' && x.prompt.side === 'communist' && x.turn === 2);
    const other = edit(s, (d) => {
      const hand = d.hands.democrat.splice(0);
      d.hands.democrat.push(...d.drawPile.splice(0, hand.length));
      d.drawPile.push(...hand);
    });
    expect(other.hands.democrat).not.toEqual(s.hands.democrat);
    const a = trainingPosition(s, 'support', seedrandom('same'));
    expect(trainingPosition(other, 'support', seedrandom('same'))).toEqual(a);
    expect(a.x).toHaveLength(FEATURE_SETS.support.length);
    // the true state's Ops held (a feature that reads the Democrat's hand) differ between the two
    const ops = FEATURE_SETS.support.indexOf('ops-held');
    const opsTrue = [features(s, 'support')[ops], features(other, 'support')[ops]];
    expect(opsTrue[0]).not.toBe(opsTrue[1]);
  });
});
