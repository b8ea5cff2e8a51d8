/** One Vitest test per fuzzed game; a failure names the seed and action and writes the record. */
import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { FuzzFailure, fuzzGame, policyOf, type FuzzOptions } from '../../tools/invariants';

/** Per-game timeout: games take well under a second; CI machines are slow and shared. */
const TIMEOUT = 20_000;

/** `options`: the game mode and extra SPs of these games (default: standard games). */
export function fuzzGames(prefix: string, count: number, options: Pick<FuzzOptions, 'mode' | 'extraSupport'> = {}): void {
  for (let g = 0; g < count; g++) {
    const seed = `${prefix}-${g}`;
    const policy = policyOf(g);
    it(
      `${options.mode ?? 'standard'} game ${seed} (${policy} player) keeps every invariant`,
      () => {
        try {
          fuzzGame(seed, { policy, ...options });
        } catch (e) {
          if (!(e instanceof FuzzFailure)) throw e;
          const file = `fuzz-failure-${e.seed}.json`;
          writeFileSync(file, JSON.stringify({ ...e.record, failure: { index: e.index, message: e.message } }, null, 1));
          throw new Error(`seed ${e.seed}, action ${e.index}: ${e.message} (record: ${file}; npm run replay -- ${file})`, { cause: e.cause });
        }
      },
      TIMEOUT,
    );
  }
}
