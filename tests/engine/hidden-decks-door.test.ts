/**
 * Hidden decks load with online play's deal only (src/engine/hiddenDecks.ts, docs/engine.md
 * "Hidden decks"): this file does not import that door, as the first load of the page does not,
 * so a game asking for hidden decks is refused at its start (3.1) and a game without them plays
 * as ever. tests/engine/hidden-decks.test.ts plays them with the door imported.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, newGame, RuleError } from '../../src/engine';

describe('hidden decks without their rules loaded', () => {
  it('3.1: a game with hiddenDecks is refused at its start, naming the rule', () => {
    let err: unknown = null;
    try {
      newGame({ seed: 'door', hiddenDecks: true });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RuleError);
    expect([(err as RuleError).code, (err as RuleError).rule]).toEqual(['BAD_OPTIONS', '3.1']);
  });

  it('3.1: a game without hidden decks deals its known cards as before', () => {
    const s = newGame({ seed: 'door', hiddenDecks: false });
    expect(s.hands.communist.every((c) => c > 0)).toBe(true);
    expect(legalActions(s).length).toBeGreaterThan(0);
  });
});
