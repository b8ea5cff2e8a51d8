import { apply, legalActions, logEntries, newGame, type GameState } from '../../src/engine';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../src/engine/data';
import { edit, giveCard, setHand, startedGame, drawPile, removeCard, discardCard } from '../table';
import { finishTurn, passRound, withoutScoringCards } from './sequence';

const game = () =>
  edit(startedGame({ seed: 'seq' }), (d) => {
    withoutScoringCards(d);
    setHand(d, 'communist', [1, 6, 7, 9, 10, 11, 12, 13]);
    setHand(d, 'democrat', [2, 3, 4, 5, 17, 19, 24, 26]);
  });

describe('4 game sequence', () => {
  it('4.5.2 seven action rounds each, alternating, the Communist first', () => {
    let s = game();
    const sides: string[] = [];
    while (s.turn === 1) {
      sides.push(`${s.prompt!.side[0]}${s.round}`);
      s = passRound(s);
    }
    expect(sides.join(' ')).toBe('c1 d1 c2 d2 c3 d3 c4 d4 c5 d5 c6 d6 c7 d7');
  });
  it('4.5.2 the card left over is held; 4.5.1 the deal brings hands back to 8, Communist first', () => {
    let s = game();
    s = finishTurn(s);
    expect(s.turn).toBe(2);
    expect(s.hands.communist).toHaveLength(8);
    expect(s.hands.democrat).toHaveLength(8);
    const deal = logEntries(s)
      .filter((e) => e.key === 'deal')
      .at(-1)!;
    expect(deal.params).toEqual({ communist: 7, democrat: 7 });
  });
  it('4.5.1 alternate dealing starts with the Communist: with one card left he gets it', () => {
    let s = game();
    s = edit(s, (d) => {
      d.turn = 1;
    });
    // play down to the end of turn 1 with a draw pile of a single card and nothing to reshuffle
    s = edit(s, (d) => {
      for (const c of drawPile(d).slice(1)) removeCard(d, c);
    });
    let t = s;
    while (t.turn === 1) t = passRound(t);
    // discards (14 cards) were reshuffled after the single card ran out (4.3)
    expect(logEntries(t).some((e) => e.key === 'reshuffle')).toBe(true);
    expect(t.hands.communist).toHaveLength(8);
  });
  it('4.5.2 a player with no card forfeits his action round', () => {
    let s = game();
    s = edit(s, (d) => setHand(d, 'democrat', []));
    s = passRound(s); // Communist round 1
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
    expect(s.round).toBe(2);
    expect(logEntries(s).some((e) => e.key === 'forfeitRound' && e.params.side === 'democrat')).toBe(true);
  });
  it('4.3 reshuffle: when the draw pile is empty the discards form a new deck; removed cards stay out', () => {
    let s = game();
    s = edit(s, (d) => {
      for (const c of drawPile(d).slice(0, -3)) discardCard(d, c);
      removeCard(d, 5);
      removeCard(d, 6);
    });
    s = finishTurn(s);
    expect(logEntries(s).some((e) => e.key === 'reshuffle')).toBe(true);
    for (const c of [5, 6]) {
      expect(s.drawPile).not.toContain(c);
      expect(s.removed).toContain(c);
    }
  });
  it('4.4 Middle Year cards are added at turn 4 without the discards', () => {
    let s = edit(game(), (d) => {
      d.turn = 3;
    });
    const discardBefore = s.discard.length;
    s = finishTurn(s);
    expect(s.turn).toBe(4);
    const middle = Object.values(CARDS)
      .filter((c) => c.period === 'middle' && c.side !== 'scoring')
      .map((c) => c.number);
    const inPlayNow = [...s.drawPile, ...s.hands.communist, ...s.hands.democrat];
    for (const c of middle) expect(inPlayNow).toContain(c);
    expect(s.notYetAdded.every((c) => CARDS[c]!.period === 'late')).toBe(true);
    // the 14 cards played in turn 3 are still in the discard pile
    expect(s.discard.length).toBe(discardBefore + 14);
    expect(logEntries(s).some((e) => e.key === 'addPeriod' && e.params.period === 'middle')).toBe(true);
  });
  it('4.4 Late Year cards are added at turn 8', () => {
    let s = edit(game(), (d) => {
      d.turn = 7;
      d.notYetAdded = d.notYetAdded.filter((c) => CARDS[c]!.period === 'late');
    });
    s = finishTurn(s);
    expect(s.turn).toBe(8);
    expect(s.notYetAdded).toEqual([]);
    expect(logEntries(s).some((e) => e.key === 'addPeriod' && e.params.period === 'late')).toBe(true);
  });
  it('4.5.4 / 10.2 a player holding a scoring card at the end of the turn loses', () => {
    let s = edit(game(), (d) => giveCard(d, 'democrat', 22));
    s = finishTurn(s);
    expect(s.result).toEqual({ winner: 'communist', reason: 'held-scoring-card' });
  });
  it('10.2 both players holding scoring cards is a draw', () => {
    let s = edit(game(), (d) => {
      giveCard(d, 'democrat', 22);
      giveCard(d, 'communist', 23);
    });
    s = finishTurn(s);
    expect(s.result).toEqual({ winner: null, reason: 'held-scoring-card' });
  });
  it('FAQ 4.5.2 a player may hold more than one card', () => {
    let s = edit(game(), (d) => giveCard(d, 'communist', 15));
    expect(s.hands.communist).toHaveLength(9);
    s = finishTurn(s);
    // both left-over cards were held, so the deal brought only 6
    expect(
      logEntries(s)
        .filter((e) => e.key === 'deal')
        .at(-1)!.params,
    ).toEqual({ communist: 6, democrat: 7 });
  });
  it('4.5.7 / 10.4 turn 10 ends in final scoring', () => {
    let s = edit(game(), (d) => {
      d.turn = 10;
      d.notYetAdded = [];
    });
    s = finishTurn(s);
    expect(s.result?.reason).toBe('final-scoring');
    expect(logEntries(s).some((e) => e.key === 'finalScoring')).toBe(true);
  });
});

describe("4.5 / TR.2.4 one turn frame runs each mode's sequence of phases", () => {
  /** Play first legal actions to the next turn: the turn frame's phases met on the way (those that wait). */
  function toNextTurn(s: GameState): { s: GameState; phases: string[] } {
    const phases: string[] = [];
    const startTurn = s.turn;
    for (let n = 0; n < 2000 && !s.result && s.turn === startTurn; n++) {
      const turn = s.stack.find((f) => f.kind === 'turn');
      if (turn && 'step' in turn && phases[phases.length - 1] !== turn.step) phases.push(String(turn.step));
      s = apply(s, legalActions(s)[0]!);
    }
    return { s, phases };
  }
  it('standard: the rounds wait for the players; the deal, the checks at the turn end and the end run by themselves (4.5)', () => {
    const { s, phases } = toNextTurn(game());
    expect(phases).toEqual(['rounds']);
    expect(s.turn).toBe(2);
    expect(s.stack[0]).toMatchObject({ kind: 'turn', step: 'rounds', next: 1 });
    expect(
      logEntries(s)
        .filter((e) => e.key === 'turnStart')
        .map((e) => e.params),
    ).toEqual([{ turn: 1 }, { turn: 2 }]);
  });
  it('family: the placement, then the rounds, then the scoring of all six countries, in the same turn frame (TR.2.4)', () => {
    const { s, phases } = toNextTurn(newGame({ seed: 'seq', mode: 'family' }));
    expect(phases).toEqual(['placement', 'rounds']);
    expect(s.turn).toBe(2);
    expect(s.stack[0]).toMatchObject({ kind: 'turn', step: 'placement' });
    expect(logEntries(s).filter((e) => e.key === 'familyScoring')).toHaveLength(1);
  });
});
