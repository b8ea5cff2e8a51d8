/** The playout policy's reading of a placement (src/ai/heuristics.ts). */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { apply, legalActions, newGame, type GameState } from '../../src/engine';
import { SPACES, type Side } from '../../src/engine/data';
import { countryScore } from '../../src/engine/scoring';
import { scoreGain } from '../../src/ai/heuristics';

/** 9.2 scored with one more SP of `side` in `space`, against the score now. */
function rescored(s: GameState, side: Side, space: number): number {
  const support = s.support.map((row, i) => (i === space ? { ...row, [side]: row[side] + 1 } : row));
  const country = SPACES[space]!.country;
  const net = countryScore({ ...s, support }, country).net - countryScore(s, country).net;
  return side === 'democrat' ? net : -net;
}

describe('scoreGain: the change of a country’s score (9.2) from one more SP', () => {
  it('equals the country scored again with that SP, for every space and side on random positions', () => {
    const pick = seedrandom('gain');
    let compared = 0;
    let changed = 0;
    for (let g = 0; g < 6; g++) {
      let s = newGame({ seed: `gain-${g}` });
      for (let n = 0; n < 400 && !s.result; n++) {
        if (n % 20 === 0)
          for (const side of ['communist', 'democrat'] as const)
            for (let i = 0; i < SPACES.length; i++) {
              const gain = scoreGain(s, side, i);
              expect(gain + 0).toBe(rescored(s, side, i) + 0); // + 0: a -0 is the same gain
              compared++;
              if (gain !== 0) changed++;
            }
        const legal = legalActions(s);
        s = apply(s, legal[Math.floor(pick() * legal.length)]!);
      }
    }
    expect(compared).toBeGreaterThan(2000);
    // the shortcut (no change of control, no change of score) is not all the test sees
    expect(changed).toBeGreaterThan(50);
  });
});
