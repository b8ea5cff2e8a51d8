/**
 * The play balance bid (13.0, optional rule). Each player secretly offers the opponent a number
 * of extra SPs of one side — the side he wants the opponent to play; he himself wants the other.
 *  - Same side, different numbers: the more generous bid wins; the winner plays the other side,
 *    the loser plays the bid side and places the winning bid's SPs after the 3.4 placements.
 *  - Identical bids: each rolls a die (again on equal rolls); the higher roll chooses which bid wins.
 *  - Opposite sides: each takes the side the opponent offered; the SPs are ignored.
 * Rulebook example: Bruce bids 2 Democrat SPs, Jason 1 Democrat SP → Bruce wins and plays the
 * Communist; Jason plays the Democrat and places 2 extra Democrat SPs.
 */
import type { Side } from './data';

export interface Bid {
  side: Side;
  sp: number;
}
/** 0 = Player 1, 1 = Player 2 */
export type Seat = 0 | 1;
export type BidKind = 'same' | 'identical' | 'opposite';

export interface BidOutcome {
  kind: BidKind;
  /** whose bid won; null when the bids were for opposite sides */
  winner: Seat | null;
  /** the side each seat plays */
  sides: [Side, Side];
  /** the extra SPs the engine places after 3.4; null when none */
  extraSupport: { side: Side; sp: number } | null;
}

export { other } from './board';
import { other } from './board';

export function bidKind(bids: readonly [Bid, Bid]): BidKind {
  const [a, b] = bids;
  if (a.side !== b.side) return 'opposite';
  return a.sp === b.sp ? 'identical' : 'same';
}

/** The outcome of two bids; identical bids need the seat whose bid the tie-break winner chose. */
export function resolveBid(bids: readonly [Bid, Bid], chosenOnTie?: Seat): BidOutcome {
  const kind = bidKind(bids);
  if (kind === 'opposite') return { kind, winner: null, sides: [other(bids[0].side), other(bids[1].side)], extraSupport: null };
  let winner: Seat;
  if (kind === 'same') winner = bids[0].sp > bids[1].sp ? 0 : 1;
  else if (chosenOnTie === undefined) throw new Error('identical bids: the higher die roll must choose the winning bid');
  else winner = chosenOnTie;
  const bid = bids[winner];
  const sides: [Side, Side] = winner === 0 ? [other(bid.side), bid.side] : [bid.side, other(bid.side)];
  return { kind, winner, sides, extraSupport: bid.sp > 0 ? { side: bid.side, sp: bid.sp } : null };
}

/**
 * The dice for identical bids: pairs (Player 1, Player 2) are rolled until they differ; `rolls`
 * holds every die in order, `high` the seat that rolled higher. The dice come from `rng`: the
 * players' dialog rolls them with fresh entropy when both bids are sealed (they are recorded in the
 * game's options); tests pass a seeded generator.
 */
export function tieRolls(rng: () => number): { rolls: number[]; high: Seat } {
  const rolls: number[] = [];
  for (;;) {
    const a = 1 + Math.floor(rng() * 6);
    const b = 1 + Math.floor(rng() * 6);
    rolls.push(a, b);
    if (a !== b) return { rolls, high: a > b ? 0 : 1 };
  }
}
