/** The playout policy's reading of a placement (src/ai/heuristics.ts). */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { apply, determinize, legalActions, newGame, viewFor, type GameState } from '../../src/engine';
import { SPACES, type Side } from '../../src/engine/data';
import { countryScore } from '../../src/engine/scoring';
import { actionScore, actionScores, scoreGain, scoreIsPublic } from '../../src/ai/heuristics';

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

describe('actionScores: the scores of one state’s actions at once (the search’s ranking)', () => {
  it('equal each action scored alone; a score the search keeps for its root (scoreIsPublic) is the same in every sample of the view', () => {
    const pick = seedrandom('scores');
    let publicCompared = 0;
    for (let g = 0; g < 6; g++) {
      let s = newGame({ seed: `scores-${g}` });
      for (let n = 0; n < 500 && !s.result; n++) {
        const legal = legalActions(s);
        if (n % 7 === 0) {
          expect(actionScores(s, legal)).toEqual(legal.map((a) => actionScore(s, a)));
          // two states sampled from the deciding side's view: other hidden cards, the same public scores
          const view = viewFor(s, s.prompt!.side);
          const rng = seedrandom(`scores-${g}-${n}`);
          const [x, y] = [determinize(view, rng), determinize(view, rng)];
          const inX = legalActions(x);
          const scoresX = actionScores(x, inX);
          const scoresY = actionScores(y, legalActions(y));
          inX.forEach((a, i) => {
            if (!scoreIsPublic(a)) return;
            expect(scoresY[i]).toBe(scoresX[i]);
            publicCompared++;
          });
        }
        s = apply(s, legal[Math.floor(pick() * legal.length)]!);
      }
    }
    expect(publicCompared).toBeGreaterThan(500);
  });
});
