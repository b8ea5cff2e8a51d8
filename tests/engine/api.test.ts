import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, replay, RuleError, startPosition, viewFor, type Action, type GameState } from '../../src/engine';
import { edit, startedGame, setHand } from '../table';

function play(s: GameState, n: number): { s: GameState; actions: Action[] } {
  const actions: Action[] = [];
  for (let i = 0; i < n && !s.result; i++) {
    const legal = legalActions(s);
    const a = legal[(i * 7) % legal.length]!;
    s = apply(s, a);
    actions.push(a);
  }
  return { s, actions };
}

describe('engine API (docs/design.md)', () => {
  it('apply is pure: the old state is unchanged and still usable', () => {
    const s = newGame({ seed: 'pure' });
    const copy = structuredClone(s);
    apply(s, legalActions(s)[0]!);
    expect(s).toEqual(copy);
    expect(() => apply(s, legalActions(s)[1]!)).not.toThrow();
  });
  it('an earlier state keeps its legal actions after later states have settled (each decision built once, again when asked)', () => {
    let s = startedGame();
    const states: GameState[] = [];
    const lists: Action[][] = [];
    for (let i = 0; i < 40 && !s.result; i++) {
      states.push(s);
      lists.push(legalActions(s));
      s = apply(s, lists[i]![(i * 5) % lists[i]!.length]!);
    }
    // asked again in another order, from states that are no longer the latest
    for (let i = states.length - 1; i >= 0; i -= 3) expect(legalActions(states[i]!)).toEqual(lists[i]);
    // the list handed out is a copy: changing it changes nothing
    const mine = legalActions(states[0]!);
    mine.length = 0;
    expect(legalActions(states[0]!)).toEqual(lists[0]);
  });
  it('an illegal action throws a RuleError with a code and rule, and changes nothing', () => {
    const s = startedGame();
    const copy = structuredClone(s);
    const bad: unknown[] = [
      null,
      'play',
      {},
      { side: 'democrat', type: 'play', card: s.hands.democrat[0], use: 'place' },
      { side: 'communist', type: 'play', card: 999, use: 'place' },
      { side: 'communist', type: 'play', card: s.hands.democrat[0], use: 'place' },
      { side: 'communist', type: 'place', space: 'atlantis' },
      { side: 'communist', type: 'fly' },
    ];
    for (const a of bad) {
      try {
        apply(s, a as Action);
        expect.unreachable(`accepted ${JSON.stringify(a)}`);
      } catch (e) {
        expect(e).toBeInstanceOf(RuleError);
        expect((e as RuleError).code).toMatch(/^[A-Z_]+$/);
        expect((e as RuleError).rule).toBeTruthy();
      }
    }
    expect(s).toEqual(copy);
  });
  it('the wrong side is told whose decision it is (4.2)', () => {
    const s = startedGame();
    expect(() => apply(s, { side: 'democrat', type: 'done' })).toThrowError(expect.objectContaining({ code: 'WRONG_SIDE', rule: '4.2' }));
  });
  it('replay of the record reproduces the state exactly', () => {
    const { s, actions } = play(newGame({ seed: 'replay' }), 300);
    expect(replay({ version: 1, options: { seed: 'replay' }, actions })).toEqual(s);
  });
  it('replay refuses a record with an illegal action, naming it', () => {
    expect(() => replay({ version: 1, options: { seed: 'r' }, actions: [{ side: 'democrat', type: 'done' }] })).toThrowError(
      expect.objectContaining({ code: 'BAD_RECORD' }),
    );
    expect(() => replay({ version: 3, options: { seed: 'r' }, actions: [] } as never)).toThrow(RuleError);
  });
  it('rigged dice are used before the RNG', () => {
    const s = newGame({ seed: 'rig', rig: { dice: [6, 1] } });
    expect(s.rigDice).toEqual([6, 1]);
  });
  it('rigged deck order puts the given cards on top of the shuffle', () => {
    const s = newGame({ seed: 'rig', rig: { strategyDeck: [22, 23, 1] } });
    expect(s.hands.communist.slice(0, 2)).toEqual([22, 1]);
    expect(s.hands.democrat[0]).toBe(23);
  });
  it('the state is plain JSON', () => {
    const { s } = play(newGame({ seed: 'json' }), 200);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
  it('viewFor hides the opponent hand, deck order and the RNG', () => {
    const s = startedGame();
    const v = viewFor(s, 'democrat');
    const text = JSON.stringify(v);
    expect(v.hand).toEqual(s.hands.democrat);
    expect(v.opponentHandSize).toBe(8);
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('rigDice');
    for (const key of ['hands', 'drawPile', 'options', 'notYetAdded']) expect(v).not.toHaveProperty(key);
    expect(text).not.toContain(JSON.stringify(s.hands.communist));
  });

  it('viewFor shows the pending frames but not the cards the opponent drew for a 6.3.5 box 3 award', () => {
    // the Communist, in box 2, reaches box 3 first (die 6 + 3 Ops + 1 own card ≥ 7) and draws 3 cards
    const before = startPosition({ seed: 'test', turn: 1, tiananmen: { communist: { box: 2 } }, hands: { communist: [10], democrat: [4] }, dice: [6] });
    const drawn = apply(before, { side: 'communist', type: 'play', card: 10, use: 'tiananmen' });
    expect(drawn.prompt).toMatchObject({ side: 'communist', kind: 'drawKeep', rule: '6.3.5' });
    const mine = viewFor(drawn, 'communist').stack.at(-1);
    const theirs = viewFor(drawn, 'democrat').stack.at(-1);
    expect(mine).toEqual({ kind: 'drawKeep', side: 'communist', drawn: drawn.hands.communist.slice(-3) });
    expect(theirs).toEqual({ kind: 'drawKeep', side: 'communist', drawn: [0, 0, 0] });
    expect(viewFor(drawn, 'democrat').stack.slice(0, -1)).toEqual(drawn.stack.slice(0, -1));
  });
});

describe('viewFor Ops values', () => {
  it('7.3 shows each hand card’s Ops with the modifiers in force (box 2: printed 1 counts as 2)', () => {
    const s = edit(startedGame(), (d) => {
      setHand(d, 'communist', [9, 10, 22]);
      d.tiananmen.communist.box = 2;
    });
    expect(viewFor(s, 'communist').handOps).toEqual({ 9: 2, 10: 3, 22: 0 });
  });
});
