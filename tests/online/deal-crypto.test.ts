/**
 * The deal's building blocks (docs/remote.md "The deal"): cards as points (D1), commutative layers
 * and a pass (D2), Chaum–Pedersen proofs of a removed layer (D5).
 */
import { describe, expect, it } from 'vitest';
import { CARD_NUMBERS, PS_CARD_INDEXES } from '../../src/engine/data';
import { sideDeck } from '../../src/engine/family/cards';
import { cardOfPoint, cardPoint, DECK_KINDS, cardsOfKind } from '../../src/online/deal/cards';
import { G, pointHex, pointOf, randomScalar, scalarHex, scalarOf, times, type RandomBytes } from '../../src/online/deal/group';
import { addLayer, newDeckKey, removeLayer, shufflePass } from '../../src/online/deal/layer';
import { isPermutation, randomPermutation } from '../../src/online/deal/permutation';
import { checkLayer, checkLayers, proveLayer, proveLayers } from '../../src/online/deal/proof';
import { DealError } from '../../src/online/deal/errors';

describe('D1: every card is a point, and back', () => {
  it('the 110 strategy cards and 52 power-struggle cards are 162 distinct points', () => {
    expect(cardsOfKind('strategy')).toEqual(CARD_NUMBERS);
    expect(cardsOfKind('struggle')).toEqual(PS_CARD_INDEXES);
    const all = DECK_KINDS.flatMap((k) => cardsOfKind(k).map((c) => pointHex(cardPoint(k, c))));
    expect(all).toHaveLength(162);
    expect(new Set(all).size).toBe(162);
    for (const k of DECK_KINDS) for (const c of cardsOfKind(k)) expect(cardOfPoint(k, cardPoint(k, c))).toBe(c);
  });

  it('the family decks (TR.1.1) are cards of the same kinds', () => {
    for (const side of ['communist', 'democrat'] as const) for (const c of sideDeck(side)) expect(cardOfPoint('strategy', cardPoint('strategy', c))).toBe(c);
  });

  it('a point of one kind is no card of the other, and a stray point is none', () => {
    expect(cardOfPoint('struggle', cardPoint('strategy', 5))).toBeNull();
    expect(cardOfPoint('strategy', times(G, 5n))).toBeNull();
  });

  it('the points are the hash of their labels: two pages of any version agree on them', () => {
    // recomputed from the label on every run; the hex pins the domain and the labels' spelling
    expect(pointHex(cardPoint('strategy', 1))).toBe('fc5108fec3bb36460f30c79505bcce1e239ef3cbf585e83adbb8e69d9618b402');
    expect(pointHex(cardPoint('struggle', 52))).toBe('dcff8f71b645f12867558532665b7b131e92aa0fd7fc29df9a35bba769634e31');
  });

  it('a text that is no canonical point is refused with the rule named', () => {
    for (const bad of ['', 'zz', 'ff'.repeat(32), '00'.repeat(32), 42]) expect(() => pointOf(bad, 'D2', 'card')).toThrow(DealError);
    const p = cardPoint('strategy', 9);
    expect(pointOf(pointHex(p), 'D2', 'card').equals(p)).toBe(true);
  });
});

describe('D2: layers commute and a pass is a shuffle under one key', () => {
  it('either layer comes off first', () => {
    const a = newDeckKey();
    const b = newDeckKey();
    const m = cardPoint('strategy', 17);
    const ab = addLayer(addLayer(m, a), b);
    expect(removeLayer(removeLayer(ab, a), b).equals(m)).toBe(true);
    expect(removeLayer(removeLayer(ab, b), a).equals(m)).toBe(true);
    expect(removeLayer(ab, a).equals(addLayer(m, b))).toBe(true);
  });

  it('a pass puts every card under the key in the permutation`s order', () => {
    const k = newDeckKey();
    const cards = [1, 2, 3, 4, 5].map((c) => cardPoint('strategy', c));
    const perm = [4, 2, 0, 1, 3];
    const out = shufflePass(cards, k, perm);
    out.forEach((p, j) => expect(removeLayer(p, k).equals(cards[perm[j]!]!)).toBe(true));
  });

  it('permutations are uniform over small decks and always valid', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const p = randomPermutation(3);
      expect(isPermutation(p, 3)).toBe(true);
      counts.set(p.join(), (counts.get(p.join()) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(150);
    expect(isPermutation(randomPermutation(162), 162)).toBe(true);
    expect(isPermutation([0, 0, 1], 3)).toBe(false);
    expect(isPermutation([0, 1], 3)).toBe(false);
    expect(isPermutation([0, 1, 3], 3)).toBe(false);
  });

  it('randomness is only what it is given: the same bytes give the same key and permutation', () => {
    const bytes = (seed: number): RandomBytes => {
      let x = seed;
      return (n) => Uint8Array.from({ length: n }, () => (x = (x * 1103515245 + 12345) >>> 0) >>> 24);
    };
    expect(randomScalar(bytes(7))).toBe(randomScalar(bytes(7)));
    expect(randomPermutation(52, bytes(7))).toEqual(randomPermutation(52, bytes(7)));
    expect(randomPermutation(52, bytes(7))).not.toEqual(randomPermutation(52, bytes(8)));
  });

  it('scalars go to hex and back; a value not below the order is refused', () => {
    const k = randomScalar();
    expect(scalarOf(scalarHex(k))).toBe(k);
    expect(scalarOf('ff'.repeat(32))).toBeNull();
    expect(scalarOf('12')).toBeNull();
  });
});

describe('D5: a Chaum–Pedersen proof that a layer came off with the published key', () => {
  const key = newDeckKey();
  const d = addLayer(addLayer(cardPoint('struggle', 3), key), newDeckKey());
  const y = removeLayer(d, key);

  it('an honest proof checks', () => {
    expect(checkLayer('ctx', key.public, y, d, proveLayer('ctx', key, y, d))).toBe(true);
  });

  it('a proof for another context, another result, another key or changed numbers fails', () => {
    const proof = proveLayer('ctx', key, y, d);
    expect(checkLayer('other ctx', key.public, y, d, proof)).toBe(false);
    expect(checkLayer('ctx', key.public, cardPoint('struggle', 4), d, proof)).toBe(false);
    expect(checkLayer('ctx', newDeckKey().public, y, d, proof)).toBe(false);
    expect(checkLayer('ctx', key.public, y, d, { ...proof, s: scalarHex(randomScalar()) })).toBe(false);
    expect(checkLayer('ctx', key.public, y, d, { c: proof.c })).toBe(false);
    expect(checkLayer('ctx', key.public, y, d, null)).toBe(false);
  });

  it('a false statement cannot be proved with the key: a lie about the layer fails', () => {
    const lie = removeLayer(d, newDeckKey());
    expect(checkLayer('ctx', key.public, lie, d, proveLayer('ctx', key, lie, d))).toBe(false);
  });
});

describe('D4: one proof for a hand dealt at once', () => {
  const key = newDeckKey();
  const overs = [1, 2, 3, 4, 5].map((c) => addLayer(addLayer(cardPoint('strategy', c), key), newDeckKey()));
  const unders = overs.map((d) => removeLayer(d, key));

  it('checks for the pairs it was made for, in their order, in its context', () => {
    const proof = proveLayers('ctx', key, unders, overs);
    expect(checkLayers('ctx', key.public, unders, overs, proof)).toBe(true);
    expect(checkLayers('other', key.public, unders, overs, proof)).toBe(false);
    expect(checkLayers('ctx', key.public, [...unders].reverse(), [...overs].reverse(), proof)).toBe(false);
    expect(checkLayers('ctx', key.public, unders.slice(1), overs.slice(1), proof)).toBe(false);
  });

  it('one false pair among honest ones cannot be proved', () => {
    const lying = unders.slice();
    lying[3] = removeLayer(overs[3]!, newDeckKey());
    expect(checkLayers('ctx', key.public, lying, overs, proveLayers('ctx', key, lying, overs))).toBe(false);
  });
});
