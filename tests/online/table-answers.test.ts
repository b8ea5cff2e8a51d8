/**
 * How a page answers a rule that reads its hidden cards (src/online/table/answers.ts): what it
 * shows (D5) and what it only claims (D6) of the slots the engine asked for.
 */
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../src/engine';
import { answerFor } from '../../src/online/table';

const scoring = Object.values(CARDS)
  .filter((c) => c.side === 'scoring')
  .map((c) => c.number);
const plain = Object.values(CARDS)
  .filter((c) => c.side !== 'scoring' && !c.redTitle)
  .map((c) => c.number);
const red = Object.values(CARDS)
  .filter((c) => c.side !== 'scoring' && c.redTitle)
  .map((c) => c.number);

const deck = Object.values(CARDS).map((c) => c.number);

describe('answers to a rule reading hidden cards', () => {
  it('4.5.4: a held scoring card is claimed to be one (its red corner, not the card); a hand of none is claimed to hold none', () => {
    const held = new Map([
      [-1001, plain[0]!],
      [-1002, scoring[0]!],
    ]);
    expect(answerFor('4.5.4', held, 'strategy', scoring)).toEqual({ show: [], claim: [-1002], claimCards: scoring });
    const none = new Map([
      [-1001, plain[0]!],
      [-1002, plain[1]!],
    ]);
    const a = answerFor('4.5.4', none, 'strategy', scoring);
    expect(a.show).toEqual([]);
    expect(a.claim).toEqual([-1001, -1002]);
    // the claimed cards are every card but the scoring ones, so the claim names no card of the hand in particular
    expect(a.claimCards).toHaveLength(deck.length - scoring.length);
    expect(a.claimCards.some((c) => scoring.includes(c))).toBe(false);
  });

  it('8.3.2: a hand that can answer claims one slot holds an answering card, and shows none', () => {
    const held = new Map([
      [-1001, 3],
      [-1002, 7],
      [-1003, 9],
    ]);
    const answering = [7, 9, 20];
    expect(answerFor('8.3.2', held, 'struggle', answering)).toEqual({ show: [], claim: [-1002], claimCards: answering });
    const none = answerFor('8.3.2', held, 'struggle', [20, 21]);
    expect(none.show).toEqual([]);
    expect(none.claim).toEqual([-1001, -1002, -1003]);
    expect(none.claimCards).toContain(3);
    expect(none.claimCards).not.toContain(20);
  });

  it('card 46: every red-titled card is shown, the rest claimed not to be red-titled', () => {
    const held = new Map([
      [-1001, red[0]!],
      [-1002, plain[0]!],
      [-1003, red[1]!],
    ]);
    const a = answerFor('card 46', held, 'strategy');
    expect(a.show).toEqual([-1001, -1003]);
    expect(a.claim).toEqual([-1002]);
    expect(a.claimCards.some((c) => red.includes(c))).toBe(false);
  });

  it('a rule that needs the cards themselves (a card laid, a random card of a hand) shows the slots asked for', () => {
    const held = new Map([
      [-1001, 3],
      [-1002, 7],
    ]);
    expect(answerFor('8.3.1', held, 'struggle')).toEqual({ show: [-1001, -1002], claim: [], claimCards: [] });
    expect(answerFor('card 6', held, 'strategy')).toEqual({ show: [-1001, -1002], claim: [], claimCards: [] });
  });
});
