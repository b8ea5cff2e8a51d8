/**
 * Golden records (issue 13): games stored with the rules version and the checksum of their last
 * state (tools/goldens.ts). If the same actions now lead to another game, rules behaviour changed:
 * that needs a RULES_VERSION bump (src/engine/checksum.ts) and regenerated goldens
 * (`npm run goldens`), so that players' saves of the old rules are told what happened.
 */
import { describe, expect, it } from 'vitest';
import { apply, newGame, RULES_VERSION, stateChecksum, type GameState } from '../../src/engine';
import { readGoldens } from '../../tools/goldens';

const goldens = readGoldens();
const HOW = 'if the rules changed on purpose, bump RULES_VERSION in src/engine/checksum.ts and run `npm run goldens`';

describe('golden records replay to their checksums', () => {
  it('there are a few dozen, whole and cut-short games of both modes, all of today’s rules version', () => {
    expect(goldens.length).toBeGreaterThanOrEqual(30);
    expect(goldens.filter((r) => r.options.mode === 'family').length).toBeGreaterThan(0);
    for (const r of goldens)
      expect(r.rulesVersion, `the goldens are of rules version ${r.rulesVersion}, the engine is at ${RULES_VERSION}: run \`npm run goldens\``).toBe(
        RULES_VERSION,
      );
  });

  goldens.forEach((r, i) =>
    it(`golden game ${i} (${r.options.seed}, ${r.actions.length} actions) replays to checksum ${r.checksum}`, () => {
      let s: GameState = newGame(r.options);
      r.actions.forEach((a, n) => {
        try {
          s = apply(s, a);
        } catch (e) {
          throw new Error(`golden game ${i}: action ${n + 1} is now illegal (${(e as Error).message}); ${HOW}`);
        }
      });
      expect(stateChecksum(s), `golden game ${i} now ends in another state; ${HOW}`).toBe(r.checksum);
    }),
  );
});
