import { describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../src/engine';
import { checkFinal, checkIllegalRefused, checkState, expectRefused } from '../../tools/invariants';
import { playout } from '../../tools/playout';
import { edit, startedGame } from '../table';

/** The fuzz is only as good as its checks: each invariant must catch a broken state. */
describe('fuzz invariants catch broken states', () => {
  const s = startedGame();
  const broken: [string, (d: GameState) => void, RegExp][] = [
    ['a negative support value', (d) => void (d.support[0]!.communist = -1), /support/],
    ['a fractional support value', (d) => void (d.support[3]!.democrat = 1.5), /support/],
    ['a card in two places', (d) => void d.discard.push(d.hands.communist[0]!), /both in/],
    ['a lost card', (d) => void d.hands.democrat.pop(), /nowhere/],
    ['an unknown card', (d) => void d.removed.push(111), /unknown card/],
    [
      'a lost power-struggle card',
      (d) =>
        void (d.ps = {
          country: 'poland',
          initiator: 'communist',
          deck: [1],
          discard: [],
          hands: { communist: [], democrat: [] },
          raised: { communist: false, democrat: false },
          attacker: 'communist',
          lead: null,
          blockedSuits: [],
          winner: null,
          winningSuit: null,
        }),
      /power-struggle cards/,
    ],
    ['no prompt', (d) => void (d.prompt = null), /prompt/],
    ['turn 11', (d) => void (d.turn = 11), /turn/],
    ['round 9', (d) => void (d.round = 9), /round/],
    ['fractional VP', (d) => void (d.vp = 0.5), /VP/],
  ];
  for (const [what, change, message] of broken)
    it(`catches ${what}`, () => {
      expect(() => checkState(s)).not.toThrow();
      expect(() => checkState(edit(s, change))).toThrow(message);
    });

  it('catches an illegal action that is accepted, or refused the wrong way', () => {
    const legal = legalActions(s);
    expect(() => checkIllegalRefused(s, legal, () => 0.5, 50)).not.toThrow();
    expect(() => expectRefused(s, { ...legal[0]!, side: 'democrat' })).not.toThrow();
    expect(() => expectRefused(s, legal[0]!)).toThrow(/accepted/);
    const broken = {
      ...s,
      get stack(): never {
        throw new TypeError('boom');
      },
    } as GameState;
    expect(() => expectRefused(broken, legal[0]!, '')).toThrow(/instead of a RuleError/);
  });

  it('catches a record that does not replay to the final state', () => {
    const { state, actions } = playout({ seed: 'inv' });
    expect(() => checkFinal(state, { version: 1, options: { seed: 'inv' }, actions })).not.toThrow();
    const other = edit(state, (d) => void (d.vp += 1));
    expect(() => checkFinal(other, { version: 1, options: { seed: 'inv' }, actions })).toThrow(/replay/);
  });
});
