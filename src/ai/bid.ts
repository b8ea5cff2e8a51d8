/**
 * The computer's sealed bid in the play balance bid (13.0) and its choice when it wins the tie roll.
 *
 * Which side it wants. Our arena figures against the yardstick (`ARENA` below, the games it was
 * measured in; tools/arena/yardstick.ts; docs/ai.md, "Strength and speed") show the computer
 * stronger as the Communist than as the Democrat at each level measured. So it bids Democrat SPs:
 * it offers the person SPs to play the Democrat and keeps the Communist for itself.
 *
 * How many SPs. Both figures are read on the scale the computer's own evaluation uses
 * (./evaluate: a win chance is a logistic of expected VP, 6 VP per logit):
 *  - its edge as the Communist, in VP: 6 × (logit pC − logit pD), each win rate taken as
 *    (wins + draws/2 + 1) / (games + 2) so that a clean sweep stays finite;
 *  - what n extra SPs are worth to the opponent, in VP: `spValue`, computed here. The 3.4
 *    placements are played out greedily by the evaluation for both sides from the printed setup,
 *    then n extra Democrat SPs are placed the same way (where the bid's SPs go, 13.0); their worth
 *    is the rise of the expected VP.
 * Winning the bid with n SPs plays the Communist against n extra SPs (edge/2 − V(n)); losing it
 * plays the Democrat (−edge/2, or better with the opponent's SPs). Offering n is worth it while
 * V(n) < edge, so it offers the largest such n, at most 2: the rulebook's example bids 1–2 SPs,
 * and the arena intervals are too wide to support more. Easy has no arena figures of its own: it
 * states normal's preference and offers nothing (a beginner's opponent does not pay to choose).
 *
 * Everything is computed from the rules data and these figures, so the bid is the same for every
 * game at a level: no seed, no chance. It is made before and without the person's bid (sealed).
 */
import { newGame, other, type Bid, type GameState, type Seat, type Side, type SupportRow } from '../engine';
import { expectedVp, SCALE } from './evaluate';
import type { Level } from './levels';

/** Arena results: the computer's games as each side at a level (docs/ai.md, "Strength and speed"). */
interface SideRecord {
  wins: number;
  draws: number;
  losses: number;
}
export const ARENA: Partial<Record<Level, Record<Side, SideRecord>>> = {
  // normal vs the yardstick, 100 games, sides alternating (seeds nf100-0..99, measured on 0abde4e)
  normal: { communist: { wins: 48, draws: 0, losses: 2 }, democrat: { wins: 27, draws: 0, losses: 23 } },
  // hard (4800/600 playouts, the support feature set) vs the yardstick, 100 games, sides alternating
  // (seeds hx-a-0..49, hx-b-0..49, measured on e6f87dc)
  hard: { communist: { wins: 50, draws: 0, losses: 0 }, democrat: { wins: 44, draws: 0, losses: 6 } },
};

/** VP per logit of the evaluation's win chance */
const VP_PER_LOGIT = SCALE;
/** the largest bid it makes: the rulebook's example is 1–2 SPs */
export const MAX_BID = 2;

const logit = (p: number) => Math.log(p / (1 - p));

/** A side's win rate, draws as half, with one win and one loss added (a sweep stays below 1). */
export function smoothedWinRate(r: SideRecord): number {
  return (r.wins + r.draws / 2 + 1) / (r.wins + r.draws + r.losses + 2);
}

/** The preferred side and how many VP better the computer fares there than at the other side. */
export function sideEdge(level: Level): { side: Side; vp: number } {
  const r = ARENA[level] ?? ARENA.normal!;
  const vp = VP_PER_LOGIT * (logit(smoothedWinRate(r.communist)) - logit(smoothedWinRate(r.democrat)));
  return vp >= 0 ? { side: 'communist', vp } : { side: 'democrat', vp: -vp };
}

const spValueCache = new Map<Side, number[]>();

/**
 * V(1..MAX_BID): the most that n extra SPs of `side` raise the expected VP toward that side, over
 * every way of placing them where the opponent has no SPs (3.4, which 13.0 applies to the bid's
 * SPs), on the printed setup (3.2 / 3.3). The deal does not enter the evaluation at setup, so the
 * fixed seed changes nothing.
 */
export function spValues(side: Side): number[] {
  const cached = spValueCache.get(side);
  if (cached) return cached;
  const start = newGame({ seed: 'bid-estimate' });
  const s: GameState = { ...start, support: start.support.map((r) => ({ ...r })) };
  const rows = s.support as SupportRow[];
  const sign = side === 'democrat' ? 1 : -1;
  const value = () => sign * expectedVp(s);
  const base = value();
  const targets = rows.flatMap((r, i) => (r[other(side)] === 0 ? [i] : []));
  // the best placement of `left` more SPs, on spaces from index `from` on (multisets, so each once)
  const best = (left: number, from: number): number => {
    if (left === 0) return value();
    let top = -Infinity;
    for (let k = from; k < targets.length; k++) {
      const row = rows[targets[k]!]!;
      row[side] += 1;
      top = Math.max(top, best(left - 1, k));
      row[side] -= 1;
    }
    return top;
  };
  const values = Array.from({ length: MAX_BID }, (_, n) => best(n + 1, 0) - base);
  spValueCache.set(side, values);
  return values;
}

/** What `n` extra SPs of `side` are worth to that side, in VP (0 for none). */
export function spValue(side: Side, n: number): number {
  if (n <= 0) return 0;
  const v = spValues(side);
  // beyond the largest bid it makes (the person's bid only), at the same rate per SP
  return n <= MAX_BID ? v[n - 1]! : (n * v[MAX_BID - 1]!) / MAX_BID;
}

/** The computer's sealed bid at a level: SPs of the side it wants the opponent to play. */
export function computerBid(level: Level): Bid {
  const edge = sideEdge(level);
  const offered = other(edge.side);
  if (!ARENA[level]) return { side: offered, sp: 0 };
  let sp = 0;
  while (sp < MAX_BID && spValue(offered, sp + 1) < edge.vp) sp++;
  return { side: offered, sp };
}

/**
 * Identical bids, and the computer rolled higher (13.0): which bid wins. Each choice is worth
 * ±edge/2 for the side it gives the computer, plus the extra SPs' worth to whoever gets them; it
 * takes the better, its own bid when they are equal.
 */
export function computerTieChoice(level: Level, bids: readonly [Bid, Bid], computerSeat: Seat): Seat {
  const edge = sideEdge(level);
  const worth = (winner: Seat) => {
    const bid = bids[winner];
    // the winner plays the other side; the loser plays the bid side with the SPs
    const computerSide = winner === computerSeat ? other(bid.side) : bid.side;
    const sps = spValue(bid.side, bid.sp);
    return (computerSide === edge.side ? edge.vp / 2 : -edge.vp / 2) + (computerSide === bid.side ? sps : -sps);
  };
  const mine = worth(computerSeat);
  const theirs = worth(computerSeat === 0 ? 1 : 0);
  return theirs > mine ? (computerSeat === 0 ? 1 : 0) : computerSeat;
}
