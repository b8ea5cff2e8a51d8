import { describe, expect, it } from 'vitest';
import { CARDS } from '../../../src/engine/data';
import { dealFamily } from '../../../src/engine/family/cards';
import { edit, familyDeckToDiscards, familyHandTo, familyPsToDiscards, lastLog } from '../../table';
import { familyGame, turnEndOf } from './family';

describe('TR.2.4.1 dealing', () => {
  const s = familyGame();

  it('TR.2.4.1 at the start of the turn each side holds 5 cards of its own deck and 3 power-struggle cards', () => {
    expect(s.hands.communist).toHaveLength(5);
    expect(s.hands.democrat).toHaveLength(5);
    expect(s.hands.communist.every((c) => CARDS[c]!.side === 'communist')).toBe(true);
    expect(s.hands.democrat.every((c) => CARDS[c]!.side === 'democrat')).toBe(true);
    expect(s.family!.psHands.communist).toHaveLength(3);
    expect(s.family!.psHands.democrat).toHaveLength(3);
    expect(lastLog(s, 'familyDeal')!.params).toEqual({ communist: 5, democrat: 5, psCommunist: 3, psDemocrat: 3 });
  });

  it('TR.2.4.1 draws up to 5 and refills power-struggle hands up to 3 (kept cards stay)', () => {
    const d = edit(s, (d) => {
      // the Communist kept 2 strategy cards and 1 power-struggle card, the Democrat nothing
      familyHandTo(d, 'communist', 2, 'deck');
      familyHandTo(d, 'democrat', 0, 'deck');
      familyPsToDiscards(d, 'communist', 1);
      familyPsToDiscards(d, 'democrat', 0);
    });
    const kept = d.hands.communist.slice();
    const keptPs = d.family!.psHands.communist.slice();
    const psTop = d.family!.psDrawPile.slice(0, 5);
    const r = structuredClone(d);
    dealFamily(r);
    expect(r.hands.communist).toHaveLength(5);
    expect(r.hands.communist.slice(0, 2)).toEqual(kept);
    expect(r.hands.democrat).toHaveLength(5);
    // one at a time, Communist first, until both hold 3
    expect(r.family!.psHands.communist).toEqual([...keptPs, psTop[0], psTop[2]]);
    expect(r.family!.psHands.democrat).toEqual([psTop[1], psTop[3], psTop[4]]);
    expect(lastLog(r, 'familyDeal')!.params).toEqual({ communist: 3, democrat: 5, psCommunist: 2, psDemocrat: 3 });
  });

  it('TR.2.4.1 a new turn deals again: turn 2 starts with 5 cards and 3 power-struggle cards each', () => {
    const r = turnEndOf(s, (d) => {
      familyHandTo(d, 'communist', 0, 'discards');
      familyHandTo(d, 'democrat', 0, 'discards');
      familyPsToDiscards(d, 'democrat', 0, 2);
    });
    expect(r.turn).toBe(2);
    expect(r.hands.communist).toHaveLength(5);
    expect(r.hands.democrat).toHaveLength(5);
    expect(r.family!.psHands.democrat).toHaveLength(3);
    expect(lastLog(r, 'familyDeal')!.params).toEqual({ communist: 5, democrat: 5, psCommunist: 0, psDemocrat: 2 });
    expect(r.prompt).toMatchObject({ side: 'democrat', kind: 'familyPlayCard' });
  });
});

describe('TR.2.3 reshuffle', () => {
  it('TR.2.3 an empty deck is refilled by shuffling that side’s discards (only)', () => {
    const s = familyGame({ rig: { strategyDeck: [1, 6, 7, 9, 10, 11] } });
    const r = edit(s, (d) => {
      familyDeckToDiscards(d, 'communist');
      familyHandTo(d, 'communist', 0, 'discards');
    });
    const democratDeck = r.family!.drawPiles.democrat.slice();
    const x = structuredClone(r);
    dealFamily(x);
    // the rigged order goes on top of the new deck
    expect(x.hands.communist).toEqual([1, 6, 7, 9, 10]);
    expect(x.family!.discards.communist).toEqual([]);
    expect(x.family!.drawPiles.communist).toHaveLength(44 - 5);
    expect(x.family!.drawPiles.democrat).toEqual(democratDeck);
    expect(lastLog(x, 'familyReshuffle')!.params).toEqual({ side: 'communist', cards: 44 });
  });

  it('TR.2.3 the power-struggle deck is refilled from its discards too', () => {
    const s = familyGame({ rig: { powerStruggleDeck: [49, 50] } });
    const r = edit(s, (d) => {
      familyDeckToDiscards(d, 'ps');
      familyPsToDiscards(d, 'communist', 0);
    });
    const x = structuredClone(r);
    dealFamily(x);
    // 49 went to the Communist at the start and was discarded; 50 is still in the Democrat's hand
    expect(x.family!.psHands.communist[0]).toBe(49);
    expect(x.family!.psHands.communist).toHaveLength(3);
    expect(x.family!.psHands.democrat).toContain(50);
    expect(x.family!.psDiscard).toEqual([]);
    expect(x.family!.psDrawPile).toHaveLength(52 - 6);
    expect(lastLog(x, 'familyPsReshuffle')!.params).toEqual({ cards: 49 });
  });
});
