/**
 * Card zones (docs/design.md "Card zones"): every slot known to nobody, one side or both, the
 * exceptions recorded by the verbs (#13, #15, #46), and the knowledge read by the view, finality and
 * the computer's sampling.
 */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { apply, determinize, legalActions, viewFor, zones, type GameState } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import { act, choose, earlyYear, middleYear, play, placeAll, setHand } from '../table';

const known = (s: GameState, side: 'communist' | 'democrat') => viewFor(s, side).opponentKnown;

describe('card zones: who knows each card', () => {
  it('a dealt hand is known to its owner alone, the discards and removed cards to both (2.2, 4.5.1)', () => {
    const s = earlyYear('communist', [13, 12, 7], (d) => setHand(d, 'democrat', [4, 29, 34]));
    for (const c of zones.hand(s, 'democrat')) expect(zones.knowerOfHandCard(s, 'democrat', c)).toBe('democrat');
    expect(known(s, 'communist')).toEqual({ cards: [], noRedTitled: false });
    expect(s.shown).toBeUndefined();
  });

  it('#13 Stasi: the announced card is known to both while it stays in the Democratic hand, and forgotten once played', () => {
    let s = act(
      earlyYear('communist', [13, 12, 7], (d) => setHand(d, 'democrat', [4, 29, 34])),
      play('communist', 13),
      play('democrat', 4),
    );
    s = placeAll(s);
    s = act(s, choose('democrat', 34));
    expect(zones.knowerOfHandCard(s, 'democrat', 34)).toBe('both');
    expect(zones.knowerOfHandCard(s, 'democrat', 29)).toBe('democrat');
    expect(known(s, 'communist').cards).toEqual([34]);
    expect(viewFor(s, 'democrat').ownShown.cards).toEqual([34]);
    // the Communist's sampled worlds keep it in the Democrat's hand
    for (let i = 0; i < 20; i++) expect(determinize(viewFor(s, 'communist'), seedrandom(`stasi-${i}`)).hands.democrat).toContain(34);
    s = placeAll(act(s, play('communist', 12, 'place')));
    s = act(s, play('democrat', 34, 'place'));
    expect(known(s, 'communist').cards).toEqual([]);
  });

  it('#15 Honecker: a card taken from the discards is known to both in the Communist hand', () => {
    const start = earlyYear('communist', [15, 12], (d) => {
      for (const c of [7, 22]) {
        d.drawPile.splice(d.drawPile.indexOf(c), 1);
        d.discard.push(c);
      }
    });
    const s = act(start, play('communist', 15), choose('communist', 7));
    expect(known(s, 'democrat').cards).toEqual([7]);
    expect(zones.knowerOfHandCard(s, 'communist', 12)).toBe('communist');
    for (let i = 0; i < 20; i++) expect(determinize(viewFor(s, 'democrat'), seedrandom(`honecker-${i}`)).hands.communist).toContain(7);
  });

  it('#46 Goodbye Lenin!: the red-titled cards are shown, the rest holds none until a card the Democrat has not seen joins it', () => {
    let s = middleYear('democrat', [46], (d) => {
      setHand(d, 'communist', [81, 61, 12]);
      d.eventsPlayed.push(33);
    });
    s = act(s, play('democrat', 46));
    expect(known(s, 'democrat')).toEqual({ cards: [81], noRedTitled: true });
    // the sampled hand keeps 81 and draws no other red-titled card
    for (let i = 0; i < 30; i++) {
      const hand = determinize(viewFor(s, 'democrat'), seedrandom(`lenin-${i}`)).hands.communist;
      expect(hand).toContain(81);
      expect(hand.filter((c) => c !== 81 && CARDS[c]!.redTitle)).toEqual([]);
    }
    // the Democrat takes 81: what was known of it leaves with it
    s = act(s, choose('democrat', 81));
    expect(known(s, 'democrat')).toEqual({ cards: [], noRedTitled: true });
  });

  it('the verbs change no input state (copy-on-write): the knowledge of the state before stays as it was', () => {
    const s = middleYear('democrat', [46], (d) => setHand(d, 'communist', [81, 61, 12]));
    const before = structuredClone(s);
    const after = apply(s, play('democrat', 46));
    expect(s).toEqual(before);
    expect(after.shown?.communist.cards).toEqual([81]);
    expect(legalActions(after).length).toBeGreaterThan(0);
  });
});
