/**
 * 4.5.4: a scoring card still held when the turn ends loses the game. One rule counts the action
 * rounds left (engine/preview.ts `heldScoringRisk`); the view's facts, the page's warning and the
 * computer's evaluation all read it.
 */
import { describe, expect, it } from 'vitest';
import { apply, heldScoringRisk, startPosition } from '../../src/engine';
import { heldScoringPenalty } from '../../src/ai/evaluate';
import { mustPlayScoring } from '../../src/ai/heuristics';
import { earlyYear, plays, setSupport } from '../table';

const POLAND_SCORING = 22;

describe('4.5.4 the rounds left to play a held scoring card', () => {
  it('4.5.2: in round 7 the Communist, choosing his card, has this round left; the Democrat, who has not played yet, has his', () => {
    const s = earlyYear('communist', [POLAND_SCORING, 1], undefined, 7);
    expect(heldScoringRisk(s, 'communist')).toEqual({ roundsLeft: 1, scoringCards: 1, mustPlayNow: true });
    expect(heldScoringRisk(s, 'democrat').roundsLeft).toBe(1);
    expect(mustPlayScoring(s, 'communist')).toBe(true);
    // one card, one round: nothing is held yet
    expect(heldScoringPenalty(s, 'communist')).toBe(0);
  });

  it('4.5.4: once another card is played in the last round the round is spent and the scoring card is stuck', () => {
    // Communist SPs in Berlin give his Operations somewhere to go (6.1.2)
    const s = earlyYear('communist', [POLAND_SCORING, 1], (d) => setSupport(d, 'berlin', 3, 0), 7);
    const other = plays(s).find((a) => a.card !== POLAND_SCORING && a.use === 'place')!;
    const mid = apply(s, other);
    expect(mid.prompt?.side).toBe('communist');
    expect(mid.prompt?.kind).not.toBe('actionRound');
    expect(heldScoringRisk(mid, 'communist')).toEqual({ roundsLeft: 0, scoringCards: 1, mustPlayNow: true });
    expect(heldScoringPenalty(mid, 'communist')).toBe(40);
    // and still so once the round is over and the Democrat plays his
    const after = apply(mid, { side: 'communist', type: 'place', space: 'berlin' });
    expect(heldScoringRisk(after, 'communist').roundsLeft).toBe(0);
  });

  it('4.5.2: while the Democrat plays round 6 the Communist has only round 7 left', () => {
    const s = earlyYear('democrat', [12, 4], undefined, 6);
    expect(heldScoringRisk(s, 'communist').roundsLeft).toBe(1);
    expect(heldScoringRisk(s, 'democrat').roundsLeft).toBe(2);
  });

  it('card 15 (Honecker): the Communist has an eighth action round, so in round 7 two are left', () => {
    const s = startPosition({ turn: 2, round: 7, side: 'communist', effects: [{ card: 15, side: 'communist' }], hands: { communist: [POLAND_SCORING, 1] } });
    expect(heldScoringRisk(s, 'communist')).toEqual({ roundsLeft: 2, scoringCards: 1, mustPlayNow: false });
    expect(mustPlayScoring(s, 'communist')).toBe(false);
  });
});
