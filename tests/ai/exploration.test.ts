/**
 * The search's exploration measured in the spread of the rewards (src/ai/ismcts.ts
 * `explorationUnit: 'spread'`, generation 3's candidate, tools/arena/games/g3-spread-settings.ts):
 * the pooled spread it reads, the visits it concentrates, and decisions reproducible from the seed.
 */
import { describe, expect, it } from 'vitest';
import { LEVEL_SETTINGS } from '../../src/ai';
import { rewardSpread, search } from '../../src/ai/ismcts';
import { CARD_PLAY_PROMPTS } from '../../src/ai/levels';
import { legalActions, sameAction, viewFor, type GameState } from '../../src/engine';
import { hardWithSettings } from '../../tools/arena/frozen-hard';
import { policyByName } from '../../tools/match';
import { settings as g3 } from '../../tools/arena/games/g3-spread-settings';
import { settings as g3bias } from '../../tools/arena/games/g3-bias-settings';
import { findPosition } from '../table';

const cardPlay = (): GameState => findPosition('spread', (s) => CARD_PLAY_PROMPTS.includes(s.prompt!.kind) && s.turn === 2 && legalActions(s).length > 8);

describe('the spread of the rewards at a node (ismcts rewardSpread)', () => {
  it('is a win chance’s largest spread (0.5) before any visit', () => {
    expect(rewardSpread([])).toBeCloseTo(0.5, 12);
  });

  it('pools the children’s rewards with one pseudo-observation of spread 0.5', () => {
    // 9 rewards of 0.4 and 9 of 0.6, and the pseudo-observation (mean 0.5, second moment 0.5)
    const children = [
      { visits: 9, reward: 9 * 0.4, squares: 9 * 0.16 },
      { visits: 9, reward: 9 * 0.6, squares: 9 * 0.36 },
    ];
    const n = 19;
    const mean = (9 * 0.4 + 9 * 0.6 + 0.5) / n;
    const variance = (9 * 0.16 + 9 * 0.36 + 0.5) / n - mean * mean;
    expect(rewardSpread(children)).toBeCloseTo(Math.sqrt(variance), 12);
    // the same rewards seen many more times: the spread tends to theirs, 0.1
    expect(rewardSpread(children.map((c) => ({ visits: c.visits * 1e4, reward: c.reward * 1e4, squares: c.squares * 1e4 })))).toBeCloseTo(0.1, 3);
  });
});

describe('exploration in the spread of the rewards (explorationUnit)', () => {
  it('the range unit is the default: the same search with it named or not', () => {
    const s = cardPlay();
    const view = viewFor(s, s.prompt!.side);
    const base = { ...LEVEL_SETTINGS.hard, seed: 'r', playouts: 60 };
    expect(search(view, { ...base, explorationUnit: 'range' }).stats).toEqual(search(view, base).stats);
  }, 60_000);

  it('a leaf’s chances spread far less than outcomes: measured in their spread, the visits gather on fewer plays', () => {
    const s = cardPlay();
    const view = viewFor(s, s.prompt!.side);
    const share = (o: object) => {
      const r = search(view, { ...LEVEL_SETTINGS.hard, seed: 'g', playouts: 150, ...o });
      return r.stats[0]!.visits / r.iterations;
    };
    expect(share({ explorationUnit: 'spread', exploration: 0.7 })).toBeGreaterThan(share({}) + 0.1);
  }, 60_000);

  it('decides the same from the same seed, a legal action, whatever searched before', async () => {
    const s = cardPlay();
    const view = viewFor(s, s.prompt!.side);
    const byName = await policyByName('hard-settings:tools/arena/games/g3-spread-settings.ts@0.02');
    const first = byName(view, { seed: 'same' });
    hardWithSettings(g3, 0.02)(view, { seed: 'other' });
    expect(hardWithSettings(g3, 0.02)(view, { seed: 'same' })).toEqual(first);
    expect(legalActions(s).some((a) => sameAction(a, first))).toBe(true);
  }, 60_000);

  it('hard-settings with no change decides as ai:hard at the same scale', async () => {
    const s = cardPlay();
    const view = viewFor(s, s.prompt!.side);
    const hard = await policyByName('ai:hard@0.01');
    expect(hardWithSettings({}, 0.01)(view, { seed: 'w' })).toEqual(hard(view, { seed: 'w' }));
  }, 60_000);
});

describe('generation 3’s bias candidate (tools/arena/games/g3-bias-settings.ts)', () => {
  it('changes the progressive bias only, and the search reads it', async () => {
    expect(g3bias).toEqual({ bias: 0.6 });
    const s = cardPlay();
    const view = viewFor(s, s.prompt!.side);
    const base = { ...LEVEL_SETTINGS.hard, seed: 'b', playouts: 60 };
    expect(search(view, { ...base, ...g3bias }).stats).not.toEqual(search(view, base).stats);
    const byName = await policyByName('hard-settings:tools/arena/games/g3-bias-settings.ts@0.01');
    expect(byName(view, { seed: 'b' })).toEqual(hardWithSettings(g3bias, 0.01)(view, { seed: 'b' }));
  }, 60_000);
});
