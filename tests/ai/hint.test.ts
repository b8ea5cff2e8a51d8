/** Hints (issue 26 item 6): the hint is the move the normal computer makes for the same seed. */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { analyse, decide } from '../../src/ai';
import { hintOf, hintOptions } from '../../src/ai/hint';
import { answer } from '../../src/ai/worker';
import { apply, legalActions, newGame, sameAction, viewFor, type GameState } from '../../src/engine';

/** Positions of a random game where a side decides: a card play (4.0) and a decision inside one (6.1, 6.2). */
function positions(seed: string): GameState[] {
  const pick = seedrandom(seed);
  const out: GameState[] = [];
  let s = newGame({ seed });
  while (!s.result && out.length < 3) {
    if (s.turn === 1 && s.round >= 1 && s.prompt && (out.length === 0 ? s.prompt.kind === 'actionRound' : s.prompt.kind !== 'actionRound')) out.push(s);
    const legal = legalActions(s);
    s = apply(s, legal[Math.floor(pick() * legal.length)]!);
  }
  return out;
}

describe("a hint is decide's move at normal (issue 26, 4.0 card play and the decisions inside it)", () => {
  const found = positions('hint-positions');

  it('finds a card play and decisions inside card plays', () => {
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found[0]!.prompt!.kind).toBe('actionRound');
  });

  it.each([0, 1, 2])("position %i: the hint's move equals decide(view, { level: 'normal' }) for the same seed", (i) => {
    const s = found[i];
    if (!s) return;
    const view = viewFor(s, s.prompt!.side);
    // the page caps the hint's time; without the cap the budget alone decides and the result is reproducible
    const options = { ...hintOptions(view, `seed-${i}`, undefined), budget: { playouts: 60 } };
    const hint = hintOf(analyse(view, options));
    expect(sameAction(hint.action, decide(view, options))).toBe(true);
    expect(view.decision!.legal.some((a) => sameAction(a, hint.action))).toBe(true);
    expect(hint.winChance).toBeGreaterThanOrEqual(0);
    expect(hint.winChance).toBeLessThanOrEqual(1);
    if (hint.next) expect(hint.next.winChance).toBeLessThanOrEqual(1);
  });

  it("the worker's analyse answer gives the same hint (the page asks the worker)", () => {
    const s = found[0]!;
    const view = viewFor(s, s.prompt!.side);
    const options = { ...hintOptions(view, 'worker', undefined), budget: { playouts: 60 } };
    const reply = answer({ id: 1, kind: 'analyse', view, ...options });
    if (!('moves' in reply)) throw new Error('no moves');
    expect(sameAction(hintOf(reply.moves).action, decide(view, options))).toBe(true);
  });

  it('hintOptions asks for normal with its full budget for the view (card play vs inside one)', () => {
    const s = found[0]!;
    const view = viewFor(s, s.prompt!.side);
    const o = hintOptions(view, 'x');
    expect(o.level).toBe('normal');
    expect(o.budget!.playouts).toBe(400);
    expect(o.budget!.timeMs).toBeGreaterThan(0);
  });
});
