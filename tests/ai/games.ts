/** AI-vs-random games at a small budget: every action the AI returns must be legal (apply throws otherwise). */
import { expect, it } from 'vitest';
import { decide, type Level } from '../../src/ai';
import { randomPolicy, type Policy } from '../../src/ai/baselines';
import type { GameOptions } from '../../src/engine';
import { playGame } from '../../tools/match';

export function aiGames(prefix: string, count: number, options: Omit<GameOptions, 'seed'> = {}, level: Level = 'normal'): void {
  const ai: Policy = (view, { seed }) => decide(view, { level, seed, budget: { playouts: 2 } });
  it(`${count} games of the computer (${level}, 2 playouts) against random, alternating sides, end with legal actions only`, () => {
    for (let g = 0; g < count; g++) {
      const aiSide = g % 2 === 0 ? 'communist' : 'democrat';
      const players = aiSide === 'communist' ? { communist: ai, democrat: randomPolicy } : { communist: randomPolicy, democrat: ai };
      const out = playGame({ seed: `${prefix}-${g}`, ...options }, players, `${prefix}-${g}`);
      expect(out.state.result).not.toBeNull();
    }
  }, 600_000);
}
