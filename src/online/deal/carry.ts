/**
 * A deck that carries an earlier deck's undrawn slots (docs/remote.md "The deal", D8): 4.4's
 * Middle and Late Year cards join a draw pile that is still hidden. The carried slots are under
 * both pages' layers of the old deck; the listed cards are first put under the layer of the page
 * that passes second (its `lift`), so every point of the new deck's input is under that page's old
 * layer and under the first page's (the carried ones) or not yet (the lifted ones). The first pass
 * then takes the first page's old layer off the carried points and puts its new layer on all; the
 * second takes its old layer off all and puts its new one on: each pass is one product per point
 * and a shuffle, and the keys of both decks published at the audit re-run it.
 */
import { cardPoint } from './cards';
import { inverse, pointOf, scalarTimes, times, type Point, type Scalar } from './group';
import { shuffled, type DeckState, type Ledger } from './ledger';
import { permute } from './permutation';

/** The points a pass over `d` takes in: the carried slots then the lifted cards (first pass), or the first pass's output. */
export function carryInput(l: Ledger, d: DeckState, which: 0 | 1): Point[] {
  if (which === 1) return d.passes[0]!.cards.map((c, i) => pointOf(c, 'D2', `point ${i} of the first pass`));
  const old = shuffled(l.decks[d.carry!.deck]!);
  return [...d.carry!.slots.map((s) => pointOf(old[s], 'D8', 'a carried slot')), ...d.lift!.points.map((p) => pointOf(p, 'D8', 'a lifted card'))];
}

/** The scalar each input point of a pass over `d` is multiplied by, for the passing page's new and old keys. */
export function carryFactors(d: DeckState, which: 0 | 1, key: Scalar, oldKey: Scalar): Scalar[] {
  const rekey = scalarTimes(key, inverse(oldKey));
  const carried = which === 0 ? d.carry!.slots.length : d.size;
  return Array.from({ length: d.size }, (_, i) => (i < carried ? rekey : key));
}

/** A pass over a deck that carries slots: each point times its factor, in the order of `perm`. */
export const carryPass = (input: readonly Point[], factors: readonly Scalar[], perm: readonly number[]): Point[] =>
  permute(
    input.map((p, i) => times(p, factors[i]!)),
    perm,
  );

/** D8: the listed cards under the lifter's old layer, in their order. */
export const liftPoints = (d: DeckState, oldKey: Scalar): Point[] => d.cards.map((c) => times(cardPoint(d.kind, c), oldKey));
