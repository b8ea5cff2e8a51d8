/**
 * The play balance bid (13.0) at the table: the rules are the engine's (src/engine/bid.ts); the
 * tie-break dice are rolled here with fresh entropy, as every die of the page is.
 */
import { tieRolls as rollTie } from '../engine';
import { cryptoRandom } from './entropy';

export { bidKind, otherSide as other, resolveBid, type Bid, type BidKind, type BidOutcome, type Seat } from '../engine';

/** The dice for identical bids, rolled with fresh entropy (a test passes a seeded generator). */
export function tieRolls(rng: () => number = cryptoRandom): ReturnType<typeof rollTie> {
  return rollTie(rng);
}
