/**
 * How an automatic victory came about (10.1), read from a finished game (tools/arena/endings.ts):
 * the turn, the card play that crossed the line and the VP before it, the loser's last card play.
 */
import { describe, expect, it } from 'vitest';
import { randomPolicy } from '../../src/ai/baselines';
import { HAND_EVALUATION } from '../../src/ai/evaluate';
import { COUNTRY, COUNTRY_IDS } from '../../src/engine/data';
import { playForEnding } from '../../tools/arena/endings';

describe('the ending of a game won by automatic victory (10.1)', () => {
  it('names the winner, the turn, the last card play and the loser’s last card play', () => {
    // random against random: seed e-5 reaches +20 VP in turn 9
    const e = playForEnding('e-5', { communist: randomPolicy, democrat: randomPolicy }, HAND_EVALUATION);
    expect(e.reason).toBe('automatic-victory');
    expect(e.winner).toBe('democrat');
    expect(e.finalVp).toBeGreaterThanOrEqual(20);
    expect(e.turn).toBe(9);
    expect(e.lastPlay).not.toBeNull();
    expect(e.lastPlay!.vpBefore).toBeLessThan(20);
    // the Communist lost: her last card play came before the end, at VP short of the line
    expect(e.loserLast!.vp).toBeLessThan(20);
    expect(e.loserLast!.turn).toBeLessThanOrEqual(9);
    expect(e.loserLast!.chance).toBeGreaterThanOrEqual(0);
    const scoringCards = new Set(COUNTRY_IDS.map((c) => COUNTRY[c].scoringCard));
    expect(e.lastPlay!.scoring !== null).toBe(scoringCards.has(e.lastPlay!.card));
    expect(e.scorings.every((x) => COUNTRY_IDS.includes(x.country as (typeof COUNTRY_IDS)[number]) && x.turn <= 9)).toBe(true);
  });

  it('a game lost by a scoring card held at the turn’s end (4.5.4) is no automatic victory', () => {
    // seed e-13 ends in turn 9 by a scoring card held (4.5.4)
    const e = playForEnding('e-13', { communist: randomPolicy, democrat: randomPolicy }, HAND_EVALUATION);
    expect(e.reason).toBe('held-scoring-card');
    expect(Math.abs(e.finalVp)).toBeLessThan(20);
  });
});
