import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { decide } from '../../src/ai';
import { apply, legalActions, newGame, sameAction, viewFor, type GameState } from '../../src/engine';
import { edit } from '../helpers';

/** The first position of a random game that passes `test`. */
function find(seed: string, test: (s: GameState) => boolean): GameState {
  for (let g = 0; g < 50; g++) {
    const pick = seedrandom(`${seed}-${g}`);
    let s = newGame({ seed: `${seed}-${g}` });
    while (!s.result) {
      if (test(s)) return s;
      const legal = legalActions(s);
      s = apply(s, legal[Math.floor(pick() * legal.length)]!);
    }
  }
  throw new Error('no such position');
}

describe('decide sees only its side (DESIGN.md: the computer player)', () => {
  it('two states differing only in the opponent hand and the deck order get the same decision with the same seed', () => {
    const s = find('decide-hidden', (x) => x.prompt?.kind === 'actionRound' && x.prompt.side === 'communist' && x.turn === 1 && x.round === 2);
    const other = edit(s, (d) => {
      // swap the Democrat's hand with the top of the draw pile and reseed the generator
      const hand = d.hands.democrat.splice(0);
      d.hands.democrat.push(...d.drawPile.splice(0, hand.length));
      d.drawPile.push(...hand);
      d.rng = { seed: 'something else', state: null };
    });
    expect(other.hands.democrat).not.toEqual(s.hands.democrat);
    const a = decide(viewFor(s, 'communist'), { level: 'normal', seed: 'same', budget: { playouts: 60 } });
    const b = decide(viewFor(other, 'communist'), { level: 'normal', seed: 'same', budget: { playouts: 60 } });
    expect(a).toEqual(b);
    expect(legalActions(s).some((x) => sameAction(x, a))).toBe(true);
  }, 120_000);

  it('8.1: in a power struggle, the opponent cards and the deck order do not change the decision', () => {
    const s = find('decide-ps', (x) => !!x.ps && !!x.prompt && x.prompt.kind === 'psAttack' && x.ps.deck.length > 0 && x.ps.hands[x.prompt.side === 'communist' ? 'democrat' : 'communist'].length > 0);
    const side = s.prompt!.side;
    const opp = side === 'communist' ? 'democrat' : 'communist';
    const other = edit(s, (d) => {
      const hand = d.ps!.hands[opp].splice(0);
      d.ps!.hands[opp].push(...d.ps!.deck.splice(0, hand.length));
      d.ps!.deck.push(...hand);
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
