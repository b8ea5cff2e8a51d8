/**
 * The finality property over many games (issues 13 and 29): each game is played with fresh
 * entropy on every action, and every action that used randomness, showed one side something of
 * the other's hidden cards, or whose outcome would read otherwise in a world the acting side
 * cannot tell apart (one other deal of the cards he cannot place, per action) must have been
 * declared final by the engine (tools/finality-property.ts). Every tenth game's record (with the
 * entropy kept where it was used) must replay exactly.
 */
import { afterAll, expect, it } from 'vitest';
import { replay, RECORD_FORMAT } from '../../src/engine';
import { finalityGame, type FinalityStats } from '../../tools/finality-property';

export function finalityGames(prefix: string, from: number, count: number): void {
  const stats: FinalityStats = { games: 0, actions: 0, final: 0, required: 0, undoable: 0 };
  const started = performance.now();
  it(`${count} games (${prefix}-${from}…): every action that used randomness or told a side something of hidden cards is final`, () => {
    for (let g = from; g < from + count; g++) {
      const seed = `${prefix}-${g}`;
      const options = g % 25 === 24 ? { mode: 'family' as const } : {};
      const { actions, state } = finalityGame(seed, g, options, stats);
      if (g % 10 === 0) expect(replay({ version: RECORD_FORMAT, options: { seed, ...options }, actions })).toEqual(state);
    }
    expect(stats.games).toBe(count);
    expect(stats.required).toBeGreaterThan(0);
    expect(stats.undoable).toBeGreaterThan(0);
  }, 600_000);
  afterAll(() =>
    console.log(
      `finality property, ${prefix} ${from}–${from + count - 1}: ${stats.games} games, ${stats.actions} actions, ${stats.final} final ` +
        `(${stats.required} required by the property), ${stats.undoable} undoable, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    ),
  );
}
