/**
 * The frozen hard of the arena (tools/arena/frozen-hard.ts): a38fba5's hard, its settings and
 * weights copied, played through the search in use at a scaled budget; and the arena's 95% Wilson
 * interval (tools/arena/stats.ts) that each side's result is reported with.
 */
import { describe, expect, it } from 'vitest';
import { decideWith } from '../../src/ai';
import { FEATURE_SETS } from '../../src/ai/features';
import { CARD_PLAY_PROMPTS } from '../../src/ai/levels';
import { apply, legalActions, newGame, sameAction, viewFor, type GameState } from '../../src/engine';
import { featureSetOf, FROZEN_HARD, hardWithBySide } from '../../tools/arena/frozen-hard';
import { WEIGHT_TABLES } from '../../src/ai/fitted';
import { FITTED_SUPPORT_WEIGHTS } from '../../src/ai/fitted-weights-support.generated';
import { FROZEN_HARD_WEIGHTS } from '../../tools/arena/frozen-hard-weights';
import { wilsonInterval } from '../../tools/arena/stats';
import { policyByName } from '../../tools/match';

/** The first state of a seeded game (first legal action each time) whose prompt passes `test`. */
function reach(test: (s: GameState) => boolean): GameState {
  let s = newGame({ seed: 'frozen' });
  while (!test(s)) s = apply(s, legalActions(s)[0]!);
  return s;
}

describe('frozen hard (tools/arena/frozen-hard.ts)', () => {
  it('has a weight for every feature of the support set', () => {
    expect(Object.keys(FROZEN_HARD_WEIGHTS.weights).sort()).toEqual([...FEATURE_SETS.support].sort());
  });

  it('frozen-hard@s searches s times its card-play and sub-decision budgets, deciding from the view', async () => {
    const policy = await policyByName('frozen-hard@0.01');
    const cardPlay = reach((s) => CARD_PLAY_PROMPTS.includes(s.prompt!.kind) && legalActions(s).length > 1);
    const sub = reach((s) => s.prompt!.kind !== 'actionRound' && s.turn === 1 && legalActions(s).some((a) => a.type === 'place') && legalActions(s).length > 1);
    for (const [s, playouts] of [
      [cardPlay, 48],
      [sub, 6],
    ] as const) {
      const view = viewFor(s, s.prompt!.side);
      const a = policy(view, { seed: 'f' });
      expect(a).toEqual(decideWith(view, FROZEN_HARD, { seed: 'f', budget: { playouts } }));
      expect(legalActions(s).some((x) => sameAction(x, a))).toBe(true);
    }
  }, 60_000);
});

describe('hard with a table of weights from a module (tools/match.ts hard-weights:)', () => {
  it('with the weights hard reads, decides as ai:hard at the same scale', async () => {
    const withTable = await policyByName('hard-weights:src/ai/fitted-weights-support.generated.ts@0.01');
    const hard = await policyByName('ai:hard@0.01');
    const s = reach((x) => CARD_PLAY_PROMPTS.includes(x.prompt!.kind) && x.turn === 2 && legalActions(x).length > 1);
    const view = viewFor(s, s.prompt!.side);
    expect(withTable(view, { seed: 'w' })).toEqual(hard(view, { seed: 'w' }));
  }, 60_000);

  it('with hard’s weights as the table of each viewing side, decides as ai:hard at the same scale', async () => {
    const bySide = hardWithBySide({ democrat: FITTED_SUPPORT_WEIGHTS, communist: FITTED_SUPPORT_WEIGHTS }, 'hard by side', 0.01);
    const hard = await policyByName('ai:hard@0.01');
    for (const side of ['communist', 'democrat'] as const) {
      const s = reach((x) => CARD_PLAY_PROMPTS.includes(x.prompt!.kind) && x.prompt!.side === side && x.turn === 2 && legalActions(x).length > 1);
      const view = viewFor(s, side);
      expect(bySide(view, { seed: 'w' })).toEqual(hard(view, { seed: 'w' }));
    }
  }, 60_000);
});

describe('a table of weights is played over the feature set it was fitted to (tools/arena/frozen-hard.ts featureSetOf)', () => {
  it('knows each set by its names, and refuses a table of none', () => {
    expect(featureSetOf(WEIGHT_TABLES.control)).toBe('control');
    expect(featureSetOf(FROZEN_HARD_WEIGHTS)).toBe('support');
    const presence = { ...FROZEN_HARD_WEIGHTS, weights: Object.fromEntries(FEATURE_SETS.presence.map((n) => [n, 0])) };
    expect(featureSetOf(presence)).toBe('presence');
    const { bias: _, ...noBias } = FROZEN_HARD_WEIGHTS.weights;
    expect(() => featureSetOf({ ...FROZEN_HARD_WEIGHTS, weights: noBias })).toThrow(/no feature set/);
  });
});

describe('the arena reports a 95% Wilson interval per side', () => {
  it('matches the textbook values and stays within [0, 1]', () => {
    const [lo, hi] = wilsonInterval(0.5, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    const [lo9, hi9] = wilsonInterval(0.9, 100);
    expect(lo9).toBeCloseTo(0.8256, 3);
    expect(hi9).toBeCloseTo(0.9448, 3);
    expect(wilsonInterval(1, 20)[1]).toBeCloseTo(1, 12);
    expect(wilsonInterval(1, 20)[0]).toBeCloseTo(0.8389, 3);
    expect(wilsonInterval(0, 20)[0]).toBeCloseTo(0, 12);
  });
});
