/** 8.0 power struggles: the numbers and tests the struggle's frames and the decision facts share. */
import { must } from '../errors';
import { controlledIn } from '../board';
import { spaceAt, psCardAt, RESULTS_TABLE, type CountryId, type ResultsRow, type Side, type Suit } from '../data';
import { isWorking, psOf } from '../cow';
import { sumHooks } from '../hooks';
import type { GameState, PowerStruggleState } from '../types';

export const SUITS: readonly Suit[] = ['rally-in-the-square', 'march', 'strike', 'petition'];

/** 8.2.2: the cards a player discards to raise the stakes */
export const RAISE_COST = 3;

/** 8.1.1: 6 cards for the first controlled space, 2 for each further one, none without control. */
export function dealCount(controlled: number): number {
  return controlled === 0 ? 0 : 6 + 2 * (controlled - 1);
}

/** 8.4.2 / 8.4.3: the results table row of a modified roll (below 0 reads as 0, above 7 as 7). */
export function resultsRow(modified: number): ResultsRow {
  return must(RESULTS_TABLE[Math.max(0, Math.min(7, modified))], 'results table row');
}

/** What the results table (8.4.2–8.4.4) gives on average over the die, for a roll with `modifier`. */
interface ExpectedResults {
  /** the winner's VP (8.4.3) */
  vp: number;
  /** the SPs the loser removes (8.4.2) */
  loss: number;
  /** the chance a Democrat's win takes power (8.4.4) */
  takesPower: number;
}

/**
 * The results table (8.4.2–8.4.4) averaged over the six faces of a die plus `modifier`, as the rolls
 * read it (`resultsRow`). `held`: the loser's SPs in the country, more than which he cannot lose (8.4.2).
 */
export function expectedResults(modifier: number, held = Infinity): ExpectedResults {
  const out = { vp: 0, loss: 0, takesPower: 0 };
  for (let die = 1; die <= 6; die++) {
    const row = resultsRow(die + modifier);
    out.vp += row.vp / 6;
    out.loss += Math.min(row.supportLoss, held) / 6;
    if (row.democratTakesPower) out.takesPower += 1 / 6;
  }
  return out;
}

/**
 * 8.3.2 step 2: whether `card` in `side`'s hand answers a lead of `suit` in `country`: a card of
 * that suit, a usable leader (2.3.2) or Tactic Fails.
 */
export function answersLead(s: GameState, side: Side, card: number, suit: Suit, country: CountryId): boolean {
  const c = psCardAt(card);
  return (c.type === 'suited' && c.suit === suit) || (c.type === 'leader' && canUseLeader(s, side, card, country)) || c.wild === 'tactic-fails';
}

/** 8.3.2 step 3: a matched card of rank 1 hands the initiative over at once; a higher rank asks a roll. */
export const counterattackRolls = (rank: number): boolean => rank > 1;

/** 8.3.2 step 3: whether the counterattack against a card of `rank` takes the initiative (`die`: null when no roll is made). */
export function counterattackSucceeds(rank: number, die: number | null): boolean {
  return !counterattackRolls(rank) || (die !== null && die >= rank);
}

/** 8.3.2 step 3 over the die: the faces on which the counterattack against `rank` takes the initiative, and the lowest one (7: none). */
export function counterattackFaces(rank: number): { succeed: number; lowest: number } {
  let succeed = 0;
  let lowest = 7;
  for (let die = 6; die >= 1; die--) {
    if (!counterattackSucceeds(rank, die)) continue;
    succeed++;
    lowest = die;
  }
  return { succeed, lowest };
}

/** The struggle under way; the working copy of an action gets its own copy to change. */
export const ps = (s: GameState): PowerStruggleState => (isWorking(s) ? psOf(s) : must(s.ps, 'power struggle'));

/** 8.4.1: the modifier of both aftermath rolls when `winner` wins with `suit` (−2 Petition, +2 Rally, +1 per raise, events). */
export function aftermathModifier(s: GameState, winner: Side, suit: Suit | null): number {
  const state = ps(s);
  return (
    (suit === 'petition' ? -2 : suit === 'rally-in-the-square' ? 2 : 0) +
    (state.raised.communist ? 1 : 0) +
    (state.raised.democrat ? 1 : 0) +
    sumHooks(s, 'aftermathModifier', (h, e) => h(s, e, winner))
  );
}

/** 2.3.2: a leader is usable only with a controlled space of its type in the contested country. */
export function canUseLeader(s: GameState, side: Side, card: number, country: CountryId): boolean {
  const type = psCardAt(card).leader;
  return controlledIn(s, country, side).some((i) => spaceAt(i).socio === type);
}
