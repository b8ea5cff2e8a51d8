import { describe, expect, it } from 'vitest';
import { analyse, decide, evaluate } from '../../src/ai';
import { answer } from '../../src/ai/worker';
import { actionKey, legalActions, sameAction, viewFor, type GameState } from '../../src/engine';
import { edit, findPosition, laidOut, pendingRound, psHand, redealt } from '../table';

const find = (seed: string, test: (s: GameState) => boolean): GameState => findPosition(seed, test);

const cardPlay = (x: GameState) => x.prompt?.kind === 'actionRound' && x.prompt.side === 'democrat' && x.turn === 1 && x.round === 2;

describe('analyse: ranked moves with win chances, for hints and review', () => {
  const found = find('analyse', cardPlay);
  const s = laidOut(found, pendingRound(found), {});
  const view = viewFor(s, 'democrat');
  const options = { level: 'normal' as const, seed: 'same', budget: { playouts: 80 } };

  it("ranks every legal move once, best first, and its first move is decide's with the same options", () => {
    const moves = analyse(view, options);
    const legal = legalActions(s);
    expect(moves.map((m) => actionKey(m.action)).sort()).toEqual(legal.map(actionKey).sort());
    for (const m of moves) {
      expect(m.winChance).toBeGreaterThanOrEqual(0);
      expect(m.winChance).toBeLessThanOrEqual(1);
    }
    for (let i = 1; i < moves.length; i++) expect(moves[i - 1]!.visits).toBeGreaterThanOrEqual(moves[i]!.visits);
    expect(sameAction(moves[0]!.action, decide(view, options))).toBe(true);
  }, 120_000);

  it('reads the view only: a re-dealt opponent hand gives the same ranking', () => {
    const a = analyse(view, options);
    // the opponent's hand swapped for the top of the draw pile and the generator reseeded
    const b = analyse(viewFor(redealt(s, 'communist', 'another'), 'democrat'), options);
    expect(b).toEqual(a);
  }, 120_000);

  it('8.3.2: in a power struggle hard decides analytically and ranks that choice first', () => {
    const ps = find('analyse-ps', (x) => !!x.ps && x.prompt?.kind === 'psAttack' && psHand(x, x.prompt.side).length > 1);
    const v = viewFor(ps, ps.prompt!.side);
    const moves = analyse(v, { level: 'hard', seed: 'ps' });
    expect(sameAction(moves[0]!.action, decide(v, { level: 'hard', seed: 'ps' }))).toBe(true);
    expect(moves.length).toBe(legalActions(ps).length);
  }, 120_000);
});

describe('evaluate: the view side’s chance to win', () => {
  it('is a chance, the two sides’ estimates roughly complementary, and blind to hidden cards', () => {
    const s = find('evaluate', cardPlay);
    const d = evaluate(viewFor(s, 'democrat'));
    const c = evaluate(viewFor(s, 'communist'));
    expect(d).toBeGreaterThan(0);
    expect(d).toBeLessThan(1);
    expect(Math.abs(d + c - 1)).toBeLessThan(0.25);
    expect(evaluate(viewFor(redealt(s, 'communist'), 'democrat'))).toBe(d);
  });

  it('10.4.3: exact once the game is over', () => {
    const s = find('evaluate-end', (x) => x.turn === 1 && x.round === 1);
    const over = edit(s, (d) => {
      d.result = { winner: 'communist', reason: 'automatic-victory' };
    });
    expect(evaluate(viewFor(over, 'communist'))).toBe(1);
    expect(evaluate(viewFor(over, 'democrat'))).toBe(0);
  });
});

describe('the worker answers decide, analyse and evaluate requests', () => {
  const s = find('worker', cardPlay);
  const view = viewFor(s, 'democrat');

  it('answers each kind with its id', () => {
    const d = answer({ id: 1, view, level: 'easy', seed: 'w', budget: { playouts: 20 } });
    expect(d.id).toBe(1);
    expect('action' in d && legalActions(s).some((a) => sameAction(a, d.action))).toBe(true);
    const a = answer({ id: 2, kind: 'analyse', view, level: 'easy', seed: 'w', budget: { playouts: 20 } });
    expect('moves' in a && a.moves.length).toBe(legalActions(s).length);
    const e = answer({ id: 3, kind: 'evaluate', view });
    expect('winChance' in e && e.winChance).toBe(evaluate(view));
  }, 60_000);

  it('a view with nothing to decide gets a clear error, not an answer', () => {
    const idle = viewFor(s, 'communist');
    expect(answer({ id: 4, kind: 'analyse', view: idle, level: 'easy', seed: 'w' })).toEqual({ id: 4, error: expect.stringMatching(/no decision/) });
  });
});
