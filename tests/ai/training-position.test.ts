/**
 * A training position of the fitted evaluation is read as play reads it (tools/training-position.ts):
 * on a state sampled from the deciding side's view, so what that side cannot see (the opponent's
 * hand, the deck order) cannot change the features it is fitted on.
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { FEATURE_SETS, features } from '../../src/ai/features';
import { trainingPosition } from '../../tools/training-position';
import { findPosition, hand, laidOut, pendingRound, redealt } from '../table';

describe('training positions from the deciding side’s view (tools/training-position.ts)', () => {
  it('two states differing only in the opponent’s hand and the deck order give the same features for the same seed', () => {
    const found = findPosition('training-view', (x) => x.prompt?.kind === 'actionRound' && x.prompt.side === 'communist' && x.turn === 2);
    const s = laidOut(found, pendingRound(found), {});
    const other = redealt(s, 'democrat');
    expect(hand(other, 'democrat')).not.toEqual(hand(s, 'democrat'));
    const a = trainingPosition(s, 'support', seedrandom('same'));
    expect(trainingPosition(other, 'support', seedrandom('same'))).toEqual(a);
    expect(a.x).toHaveLength(FEATURE_SETS.support.length);
    // the true state's Ops held (a feature that reads the Democrat's hand) differ between the two
    const ops = FEATURE_SETS.support.indexOf('ops-held');
    const opsTrue = [features(s, 'support')[ops], features(other, 'support')[ops]];
    expect(opsTrue[0]).not.toBe(opsTrue[1]);
  });
});
