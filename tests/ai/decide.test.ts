import { describe, expect, it } from 'vitest';
import { decide, decideWith, LEVEL_SETTINGS } from '../../src/ai';
import type { Evaluation } from '../../src/ai/evaluate';
import { legalActions, newGame, sameAction, startPosition, viewFor, type GameState } from '../../src/engine';
import { actionScore, mustDeclareScoring } from '../../src/ai/heuristics';
import { act, choose, edit, findPosition, hand, laidOut, pendingRound, play, psHand, redealPsHand, redealt, table } from '../table';

const find = (seed: string, test: (s: GameState) => boolean): GameState => findPosition(seed, test);

describe('decide sees only its side (docs/design.md: the computer player)', () => {
  it('two states differing only in the opponent hand and the deck order get the same decision with the same seed', () => {
    const found = find('decide-hidden', (x) => x.prompt?.kind === 'actionRound' && x.prompt.side === 'communist' && x.turn === 1 && x.round === 2);
    const s = laidOut(found, pendingRound(found), {});
    // the Democrat's hand swapped with the top of the draw pile, and the generator reseeded
    const other = redealt(s, 'democrat', 'something else');
    expect(hand(other, 'democrat')).not.toEqual(hand(s, 'democrat'));
    const a = decide(viewFor(s, 'communist'), { level: 'normal', seed: 'same', budget: { playouts: 60 } });
    const b = decide(viewFor(other, 'communist'), { level: 'normal', seed: 'same', budget: { playouts: 60 } });
    expect(a).toEqual(b);
    expect(legalActions(s).some((x) => sameAction(x, a))).toBe(true);
  }, 120_000);

  it('8.1: in a power struggle, the opponent cards and the deck order do not change the decision', () => {
    const s = find(
      'decide-ps',
      (x) =>
        !!x.ps &&
        !!x.prompt &&
        x.prompt.kind === 'psAttack' &&
        x.ps.deck.length > 0 &&
        psHand(x, x.prompt.side === 'communist' ? 'democrat' : 'communist').length > 0,
    );
    const side = s.prompt!.side;
    const opp = side === 'communist' ? 'democrat' : 'communist';
    const other = edit(s, (d) => {
      redealPsHand(d, opp);
    });
    const a = decide(viewFor(s, side), { level: 'easy', seed: 'ps', budget: { playouts: 40 } });
    const b = decide(viewFor(other, side), { level: 'easy', seed: 'ps', budget: { playouts: 40 } });
    expect(a).toEqual(b);
    expect(legalActions(s).some((x) => sameAction(x, a))).toBe(true);
  }, 120_000);

  it('refuses a view in which its side has nothing to decide', () => {
    const s = newGame({ seed: 'nothing' });
    const idle = s.prompt!.side === 'communist' ? 'democrat' : 'communist';
    expect(() => decide(viewFor(s, idle), { level: 'easy', seed: 'x' })).toThrow(/no decision/);
  });
});

describe('4.5.4: the computer never keeps a scoring card it has no round left to play', () => {
  // turn 6, the Democrat's round 7: East Germany Scoring (42) costs him VP, but holding it
  // loses the game when the turn ends (a game against greedy was lost this way)
  const lastRound = () => startPosition({ turn: 6, round: 7, side: 'democrat', vp: -5, hands: { democrat: [42, 10], communist: [] } });

  it('in its last round with one scoring card left it plays that card, at every level', () => {
    const s = lastRound();
    expect(legalActions(s).some((a) => a.type === 'play' && a.card === 10)).toBe(true);
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const a = decide(viewFor(s, 'democrat'), { level, seed: `last-${level}`, budget: { playouts: 40 } });
      expect(a).toMatchObject({ type: 'play', card: 42, use: 'event' });
    }
  });

  it('its playouts rank any other card below the scoring card then', () => {
    const s = lastRound();
    const legal = legalActions(s);
    const scoring = actionScore(
      s,
      legal.find((a) => a.type === 'play' && a.card === 42)!,
    );
    const others = legal.filter((x) => x.type === 'play' && x.card === 10);
    expect(others.length).toBeGreaterThan(1);
    for (const a of others) {
      expect(actionScore(s, a)).toBeLessThan(scoring);
      expect(actionScore(s, a)).toBeLessThan(0);
    }
  });

  it('with two rounds left it may still keep the scoring card for later', () => {
    const s = startPosition({ turn: 6, round: 6, side: 'democrat', vp: -11, hands: { democrat: [42, 10, 79], communist: [1] } });
    const legal = legalActions(s);
    const other = legal.filter((a) => a.type === 'play' && a.card === 10 && a.use === 'place');
    expect(other.length).toBe(1);
    expect(actionScore(s, other[0]!)).toBeGreaterThan(0);
  });
});

describe('4.5.4 under Stasi (card 13): an announced card that is not the last scoring card loses the game', () => {
  it('with one scoring card and one round left, the Democrat announces the scoring card at every level', () => {
    // round 6: the Communist plays Stasi, the Democrat plays 4 and must announce his round-7 card
    let s = table({ side: 'communist', hand: [13, 12, 7], round: 6, on: { hands: { democrat: [4, 23, 29, 34] } } }).state;
    s = act(s, play('communist', 13), play('democrat', 4));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card13:declare' });
    expect(mustDeclareScoring(s, 'democrat')).toBe(true);
    for (const level of ['easy', 'normal', 'hard'] as const)
      for (const seed of ['a', 'b', 'c', 'd']) expect(decide(viewFor(s, 'democrat'), { level, seed, budget: { playouts: 8 } })).toEqual(choose('democrat', 23));
  });

  it('with a round to spare the announcement is free', () => {
    let s = table({ side: 'communist', hand: [13, 12, 7], round: 5, on: { hands: { democrat: [4, 23, 29, 34] } } }).state;
    s = act(s, play('communist', 13), play('democrat', 4));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card13:declare' });
    expect(mustDeclareScoring(s, 'democrat')).toBe(false);
  });
});

describe('the search takes its evaluation as an object (src/ai/evaluate.ts Evaluation)', () => {
  it('judges each playout once with the evaluation of the settings it is given, and a level’s own settings decide as the level does', () => {
    const s = find('decide-evaluation', (x) => x.prompt?.kind === 'actionRound' && x.prompt.side === 'democrat' && x.turn === 1 && x.round === 1);
    const view = viewFor(s, 'democrat');
    let calls = 0;
    const counting: Evaluation = {
      name: 'counting',
      chance: (state, side) => {
        calls++;
        return LEVEL_SETTINGS.hard.evaluation.chance(state, side);
      },
    };
    const counted = decideWith(view, { ...LEVEL_SETTINGS.hard, evaluation: counting }, { seed: 'ev', budget: { playouts: 40 } });
    expect(calls).toBe(40);
    expect(counted).toEqual(decide(view, { level: 'hard', seed: 'ev', budget: { playouts: 40 } }));
    expect(decideWith(view, LEVEL_SETTINGS.normal, { seed: 'ev', budget: { playouts: 40 } })).toEqual(
      decide(view, { level: 'normal', seed: 'ev', budget: { playouts: 40 } }),
    );
  }, 60_000);

  it('tells the evaluation whose view each judged state was sampled from: the deciding side', () => {
    for (const side of ['democrat', 'communist'] as const) {
      const s = find(`decide-viewer-${side}`, (x) => x.prompt?.kind === 'actionRound' && x.prompt.side === side && x.turn === 1);
      const viewers = new Set<string | undefined>();
      const recording: Evaluation = {
        name: 'recording',
        chance: (state, asked, viewer) => {
          viewers.add(viewer);
          return LEVEL_SETTINGS.hard.evaluation.chance(state, asked);
        },
      };
      decideWith(viewFor(s, side), { ...LEVEL_SETTINGS.hard, evaluation: recording }, { seed: 'vw', budget: { playouts: 12 } });
      expect([...viewers]).toEqual([side]);
    }
  }, 60_000);
});
