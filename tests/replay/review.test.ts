/** The game review (issue 26 item 7) and the record's count of hints (item 6). */
import { describe, expect, it } from 'vitest';
import { analyse, evaluate } from '../../src/ai';
import { newGame, sameAction, type GameState, type PlayerView } from '../../src/engine';
import { checkRecord, readRecord, RecordError } from '../../src/engine/recordReader';
import { recordOf, statesOf } from '../../src/replay/record';
import { biggestSwings, REVIEW_SIDE, reviewGame, reviewSteps, SWINGS, type Analyst } from '../../src/replay/review';
import { roundStarts } from '../../src/replay/timeline';
import { playout } from '../../tools/playout';

const game = (() => {
  // a random game of a full game's length (random games often end early by automatic victory)
  for (let g = 0; ; g++) {
    const seed = `review-unit-${g}`;
    const actions = playout({ seed }).actions;
    if (actions.length >= 300) {
      const record = recordOf({ seed }, actions);
      return { record, states: statesOf(record) };
    }
  }
})();

describe('the review rates every action round start (4.0) and the end', () => {
  it('steps: the round starts where a side decides, then the last state', () => {
    const steps = reviewSteps(game.states);
    const last = game.states.length - 1;
    expect(steps.at(-1)).toBe(last);
    expect(game.states[last]!.result).not.toBeNull();
    for (const i of steps.slice(0, -1)) {
      expect(roundStarts(game.states)).toContain(i);
      expect(game.states[i]!.prompt).not.toBeNull();
    }
    expect(steps.length).toBeGreaterThan(20);
  });

  it('the five biggest swings: largest change between consecutive points first', () => {
    const points = [0.5, 0.52, 0.3, 0.35, 0.9, 0.88, 0.6, 0.61, 0.2].map((chance, k) => ({ step: k * 10, chance }));
    const swings = biggestSwings(points);
    expect(swings.map((s) => [s.from, s.to])).toEqual([
      [30, 40],
      [70, 80],
      [50, 60],
      [10, 20],
      [20, 30],
    ]);
    expect(swings[0]!.delta).toBeCloseTo(0.55);
    expect(swings[1]!.delta).toBeCloseTo(-0.41);
  });
});

describe('reviewGame: the chart from the Democrat, the computer at normal at each swing', () => {
  it('evaluates each step from the Democrat and analyses the five swings from the deciding side', async () => {
    const evaluated: PlayerView[] = [];
    const analysed: PlayerView[] = [];
    // a stand-in analyst: the Democrat's chance follows the VP, and the move played rates lowest
    const analyst: Analyst = {
      evaluate: async (view) => {
        evaluated.push(view);
        return 1 / (1 + Math.exp(-view.vp / 5));
      },
      analyse: async (view, options) => {
        analysed.push(view);
        expect(options.level).toBe('normal');
        const legal = view.decision!.legal;
        return legal.map((action, k) => ({ action, winChance: 1 - k / legal.length, visits: 1 }));
      },
    };
    const seen: number[] = [];
    const review = await reviewGame(game.states, game.record.actions, analyst, (done, total) => {
      expect(done).toBeLessThanOrEqual(total);
      seen.push(done);
    });
    const steps = reviewSteps(game.states);
    expect(review.points.map((p) => p.step)).toEqual(steps);
    expect(evaluated.every((v) => v.side === REVIEW_SIDE)).toBe(true);
    expect(review.swings).toHaveLength(SWINGS);
    expect(seen.at(-1)).toBe(steps.length + SWINGS);
    review.swings.forEach((s, k) => {
      const state: GameState = game.states[s.from]!;
      expect(analysed[k]!.side).toBe(state.prompt!.side);
      expect(s.side).toBe(state.prompt!.side);
      expect(sameAction(s.played, game.record.actions[s.from]!)).toBe(true);
      expect(sameAction(s.best, analysed[k]!.decision!.legal[0]!)).toBe(true);
      expect(s.bestChance).toBe(1);
    });
  });

  it('with the real evaluation: chances in [0, 1], the end exact (10.0)', async () => {
    const short = { states: game.states.slice(-40), actions: game.record.actions.slice(-39) };
    const review = await reviewGame(short.states, short.actions, {
      evaluate: async (v, s) => evaluate(v, s),
      analyse: async (v, o) => analyse(v, { ...o, budget: { playouts: 20 } }),
    });
    for (const p of review.points) {
      expect(p.chance).toBeGreaterThanOrEqual(0);
      expect(p.chance).toBeLessThanOrEqual(1);
    }
    const final = short.states.at(-1)!.result!;
    expect(review.points.at(-1)!.chance).toBe(final.winner === null ? 0.5 : final.winner === REVIEW_SIDE ? 1 : 0);
  }, 60_000);
});

describe('the record counts the hints used (issue 26 item 6)', () => {
  const base = { version: 2, options: { seed: 'x' }, actions: [] };
  it('a record with hintsUsed is read; one without still is', () => {
    expect(readRecord(JSON.stringify({ ...base, hintsUsed: 3 })).hintsUsed).toBe(3);
    expect(readRecord(JSON.stringify(base)).hintsUsed).toBeUndefined();
    expect(newGame({ seed: 'x' }).result).toBeNull();
  });
  it.each([-1, 1.5, 'two', null])('hintsUsed %j is refused with a typed error naming the field', (bad) => {
    let error: unknown = null;
    try {
      checkRecord({ ...base, hintsUsed: bad });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RecordError);
    expect((error as RecordError).params).toEqual({ key: 'hintsUsed' });
  });
});
