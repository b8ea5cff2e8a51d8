/**
 * The arena's loss analysis (tools/arena/analysis.ts, issue 28): a struggle is counted by the deal
 * sizes (8.1.1) and the initiative (8.3.1), and a deal of no cards apart, with the VP it moved: the
 * roll (8.4.3), the power scored (8.4.6) and the country's scoring (8.5).
 */
import { describe, expect, it } from 'vitest';
import type { GameState, LogEntry } from '../../src/engine';
import { COUNTRY } from '../../src/engine/data';
import { addGame, analysisTable, newAnalysis } from '../../tools/arena/analysis';

const entry = (key: string, params: LogEntry['params']): LogEntry => ({ key, params }) as LogEntry;

/** A game whose only struggle is East Germany's, started by the Communist's scoring card with the Democrat holding no space there. */
const game = {
  turn: 6,
  result: { winner: 'communist', reason: 'final-scoring' },
  log: [
    [
      entry('turnStart', { turn: 6 }),
      entry('playCard', { side: 'communist', card: COUNTRY['east-germany'].scoringCard }),
      entry('psStart', { country: 'east-germany', initiator: 'communist', communist: 12, democrat: 0 }),
      entry('psWinner', { country: 'east-germany', winner: 'communist', suit: 'rally-in-the-square' }),
      entry('psVictoryPoints', { side: 'communist', die: 6, modifier: 3, vp: 4, takesPower: false }),
      entry('psPowerScored', { country: 'east-germany', times: 1, vp: 3 }),
      entry('countryScored', { country: 'east-germany', net: -7, vp: -18 }),
    ],
  ],
} as unknown as GameState;

describe('arena loss analysis (8.1.1, 8.4)', () => {
  it('8.1.1: a struggle the Democrat was dealt no cards for counts as fewer cards with the opponent’s initiative, and apart as a deal of no cards, with its 14 VP', () => {
    const d = newAnalysis();
    addGame(d, game, 'democrat');
    expect(d.struggles["fewer cards, opponent's initiative"]).toEqual({ n: 1, won: 0, vp: -14 });
    expect(d.empty).toEqual({ mine: { n: 1, won: 0, vp: -14 }, theirs: { n: 0, won: 0, vp: 0 } });
    expect(d.struggleVp).toBe(-14);
    expect(d.opponentScoring).toEqual({ played: 1, vp: -7 });
  });

  it('the same struggle from the Communist’s side: more cards, own initiative, the opponent dealt none', () => {
    const c = newAnalysis();
    addGame(c, game, 'communist');
    expect(c.struggles['more cards, own initiative']).toEqual({ n: 1, won: 1, vp: 14 });
    expect(c.empty).toEqual({ mine: { n: 0, won: 0, vp: 0 }, theirs: { n: 1, won: 1, vp: 14 } });
    const table = analysisTable({ communist: c, democrat: newAnalysis() });
    expect(table).toContain('| struggles dealt no cards: a (won/n, VP to a each) / the opponent (the same) | 0/0 (–) / 1/1 (14.00) | 0/0 (–) / 0/0 (–) |');
  });
});
