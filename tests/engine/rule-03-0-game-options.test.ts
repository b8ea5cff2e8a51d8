import { describe, expect, it } from 'vitest';
import { newGame, replay, RuleError } from '../../src/engine';

/** 3.0: a game starts only from well-formed options; a loaded file may hold anything. */
describe('3.0 game options', () => {
  const bad: [string, unknown][] = [
    ['rigged dice that are not a list', { seed: 'x', rig: { dice: 5 } }],
    ['a rigged die outside 1–6', { seed: 'x', rig: { dice: [7] } }],
    ['a rigged strategy deck that is not a list', { seed: 'x', rig: { strategyDeck: 'ab' } }],
    ['a rigged strategy deck with a card twice', { seed: 'x', rig: { strategyDeck: [1, 1] } }],
    ['an unknown strategy card', { seed: 'x', rig: { strategyDeck: [111] } }],
    ['a rigged power-struggle deck with a card twice', { seed: 'x', rig: { powerStruggleDeck: [3, 3] } }],
    ['rig that is not an object', { seed: 'x', rig: 'yes' }],
    ['an unknown mode', { seed: 'x', mode: 'tournament' }],
    ['a seed that is not a string', { seed: 1 }],
  ];
  for (const [what, options] of bad)
    it(`refuses ${what} with a RuleError`, () => {
      expect(() => newGame(options as never)).toThrow(RuleError);
      expect(() => replay({ version: 1, options: options as never, actions: [] })).toThrow(RuleError);
    });

  it('accepts well-formed rigged options', () => {
    expect(newGame({ seed: 'x', mode: 'standard', rig: { dice: [1, 6], strategyDeck: [5, 1], powerStruggleDeck: [52] } }).prompt).not.toBeNull();
  });

  it('names the illegal action of a record once, with its rule', () => {
    expect(() => replay({ version: 1, options: { seed: 'x' }, actions: [null as never] })).toThrow(
      /^Action 1 of the record is illegal: An action must be an object \(rule 5\.1\)$/,
    );
  });
});
