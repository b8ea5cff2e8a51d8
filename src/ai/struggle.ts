/**
 * The power struggle (8.0) played from what one side knows: its own power-struggle hand, the
 * cards discarded so far and the size of the opponent's hand. The rest of the 52 cards are unseen,
 * and the opponent's hand is a random draw from them, so the chance he holds no card of a suit
 * (nor a leader he can use, 2.3.2, nor Tactic Fails) is hypergeometric.
 *
 *  - lead (8.3.2): the card the opponent is least likely to match; a matched card of rank r keeps
 *    the initiative when the counterattack roll misses (die below r), rank 1 never;
 *  - match: when possible, spending the cheapest card; but concede (8.3.2 step 2, 8.3.3) when
 *    losing now, to the suit led, costs less than playing on: a struggle won with a Petition rolls
 *    its aftermath at −2 (8.4.1), so a defender likely to lose anyway gives up fewer VP and SPs,
 *    and as the Communist keeps power more often, by conceding at once than by losing later;
 *  - both weigh what the suit a struggle is won with does to its aftermath (8.4.1–8.4.6);
 *  - raise (8.2): only with cards to spare after the three discards;
 *  - discard: the cards worth least for leading and matching.
 * It also gives the chance to win a struggle from the deal sizes (8.1.1), for evaluations.
 */
import {
  aftermathModifier,
  answersLead,
  canUseLeader,
  controlledIn,
  COUNTRY,
  counterattackFaces,
  dealCount,
  expectedResults,
  keepPowerVp,
  other,
  psCardAt,
  PS_CARD_INDEXES,
  SUITS,
  type Action,
  type CountryId,
  type GameState,
  type Side,
  type Suit,
  zones,
} from '../engine';
import { logistic } from './evaluate';

/** C(n, k) / C(N, k): the chance a hand of k drawn from N unseen cards holds none of N − n marked ones. */
export function noneDrawn(unseen: number, marked: number, drawn: number): number {
  if (drawn <= 0 || marked <= 0) return 1;
  if (marked > unseen - drawn) return 0;
  let p = 1;
  for (let i = 0; i < drawn; i++) p *= (unseen - marked - i) / (unseen - i);
  return p;
}

/** The cards `side` has not seen in the struggle under way: neither in its hand nor discarded. */
function unseenOf(s: GameState, side: Side): number[] {
  const seen = new Set([...zones.psHand(s, side), ...zones.psDiscards(s)]);
  return PS_CARD_INDEXES.filter((c) => !seen.has(c));
}

/** Unseen cards with which the opponent could answer a lead of `suit` (8.3.2 step 2, as the struggle reads it). */
function answers(s: GameState, side: Side, unseen: readonly number[], suit: Suit): number {
  const opp = other(side);
  const country = s.ps!.country;
  let n = 0;
  for (const c of unseen) if (answersLead(s, opp, c, suit, country)) n++;
  return n;
}

/** How much a card in hand is worth keeping: for leading (rank) and for matching (leaders, Tactic Fails). */
function keepValue(s: GameState, side: Side, card: number): number {
  const d = psCardAt(card);
  if (d.wild === 'tactic-fails') return 4;
  if (d.type === 'wild') return 2.5;
  if (d.type === 'leader') return canUseLeader(s, side, card, s.ps!.country) ? 3.5 : 0;
  // a rank-1 Rally is always countered when matched, but wins +2 on the aftermath (8.4.1)
  return d.suit === 'rally-in-the-square' ? 1.2 : (d.rank ?? 1) / 2;
}

/** A struggle's chance to win: logits per card more in hand, and for holding the initiative (fitted by eye) */
const CARD_WEIGHT = 0.32;
const INITIATIVE_WEIGHT = 0.3;
/** That chance from `cards` more in hand and `initiative` in −1..1 (+1 holding it, 8.3.1). */
function cardsChance(cards: number, initiative: number): number {
  return logistic(CARD_WEIGHT * cards + INITIATIVE_WEIGHT * initiative);
}
/**
 * Power kept now scores again at later scorings (8.4.6), and power taken ends that (8.4.4): counted
 * as this many more of the country's power value. Two did best of 0, 1 and 2 in played struggles
 * (tools/arena/struggles.ts, docs/ai.md).
 */
const LATER_POWER_SCORINGS = 2;
/** VP a support point is worth to its owner, roughly: the country is scored after the loss (8.5) */
const SP_VALUE = 0.5;

/**
 * The aftermath (8.4) of the struggle under way won by `winner` with `suit`, in VP toward `side`:
 * the VP roll, the loser's SPs, and the power the Communist keeps and scores (8.4.6: its value
 * times the scorings, this one included, and LATER_POWER_SCORINGS more of its value).
 */
function aftermathValue(s: GameState, side: Side, winner: Side, suit: Suit): number {
  const country = s.ps!.country;
  const row = expectedResults(aftermathModifier(s, winner, suit));
  const powerVp = s.power[country].holder === 'communist' ? keepPowerVp(s, country) + LATER_POWER_SCORINGS * COUNTRY[country].powerValue : 0;
  const kept = winner === 'democrat' ? 1 - row.takesPower : 1;
  const toDemocrat = (winner === 'democrat' ? 1 : -1) * (row.vp + SP_VALUE * row.loss) - kept * powerVp;
  return side === 'democrat' ? toDemocrat : -toDemocrat;
}

/** The aftermath toward `side` when `winner` wins, the suits not blocked (8.3.2) taken alike. */
function meanAftermath(s: GameState, side: Side, winner: Side): number {
  const suits = SUITS.filter((x) => !s.ps!.blockedSuits.includes(x));
  return suits.reduce((n, x) => n + aftermathValue(s, side, winner, x), 0) / suits.length;
}

/**
 * Whether `side`, defending against the card led, does better to concede now (8.3.2 step 2) than
 * to answer and play on. Playing on, it wins with the chance its cards give (a logistic of the
 * difference in cards after the answer, and of its chance to take the initiative, 8.3.2 step 3)
 * and the struggle ends in any suit not blocked, alike.
 */
function concedeBetter(s: GameState, side: Side): boolean {
  const ps = s.ps!;
  if (!ps.lead) return false;
  const opp = other(side);
  const now = aftermathValue(s, side, opp, ps.lead.suit);
  const left = zones.psHand(s, side).length - 1;
  // 8.3.2 step 3: the chance the answer's counterattack takes the initiative
  const initiative = counterattackFaces(psCardAt(ps.lead.card).rank ?? 1).succeed / 6;
  const p = left <= 0 ? 0 : cardsChance(left - zones.psHand(s, opp).length, 2 * initiative - 1);
  return now > p * meanAftermath(s, side, side) + (1 - p) * meanAftermath(s, side, opp);
}

/**
 * How much better than the average suit it is for `side` to win with `suit` (8.4.1: a Petition's
 * −2, a Rally's +2 on the VP roll, the SPs lost and the Democrat's chance to take power), in
 * units of the difference between winning and losing.
 */
function suitWorth(s: GameState, side: Side, suit: Suit): number {
  const won = meanAftermath(s, side, side);
  return (aftermathValue(s, side, side, suit) - won) / Math.max(1, won - meanAftermath(s, side, other(side)));
}

/**
 * Chance that the lead `a` wins the struggle at once or keeps the initiative (a score in 0..1);
 * with `aftermath`, plus what winning with its suit is worth (`suitWorth`) times the chance it wins
 * at once.
 */
function leadScore(s: GameState, a: Extract<Action, { type: 'psPlay' }>, aftermath = true): number {
  const side = a.side;
  const opp = other(side);
  const d = psCardAt(a.card);
  const oppCards = zones.psHand(s, opp).length;
  const unseen = unseenOf(s, side);
  if (d.type === 'wild') {
    // 8.3.2 step 1: the initiative passes; Support Falters may leave the opponent nothing to lead
    if (d.wild === 'support-falters') return oppCards <= 2 ? 0.98 : 0.35 - 0.02 * oppCards;
    if (d.wild === 'support-surges') return 0.3;
    return 0.25;
  }
  const suit = (d.type === 'suited' ? d.suit : a.suit) as Suit;
  const pNone = noneDrawn(unseen.length, answers(s, side, unseen, suit), oppCards);
  // matched: the counterattack roll takes the initiative on some faces (8.3.2 step 3); on the others it is kept
  const keep = (6 - counterattackFaces(d.rank ?? 1).succeed) / 6;
  // among equals, lead the card least worth keeping, and a Rally's +2 aftermath (8.4.1) when it wins
  const bonus = suit === 'rally-in-the-square' ? 0.03 : suit === 'petition' ? -0.03 : 0;
  const plain = pNone + (1 - pNone) * keep * 0.5 + bonus - 0.01 * keepValue(s, side, a.card);
  return aftermath ? plain + pNone * suitWorth(s, side, suit) : plain;
}

/** The playouts' preference among a struggle's actions (./heuristics), on the scale of its other scores. */
export function struggleScore(s: GameState, a: Action): number {
  if (!s.ps) return 0;
  if (a.type === 'concede') return -3;
  if (a.type !== 'psPlay') return 0;
  return s.prompt?.kind === 'psAttack' ? 2 * leadScore(s, a) : 1 - keepValue(s, a.side, a.card) / 10;
}

/**
 * The analytic choice in a power struggle's decision, or null when it leaves this decision to others.
 * With `aftermath: false` it leads by the chance alone and answers whenever a card answers, blind
 * to what the suit won with does to the aftermath (8.4.1): the yardstick's policy.
 */
export function struggleChoice(s: GameState, legal: readonly Action[], { aftermath = true } = {}): Action | null {
  const p = s.prompt;
  if (!p || !s.ps || legal.length === 0) return null;
  const side = p.side;
  switch (p.kind) {
    case 'psAttack': {
      let best: Action | null = null;
      let bestScore = -Infinity;
      for (const a of legal) {
        if (a.type !== 'psPlay') continue;
        const v = leadScore(s, a, aftermath);
        if (v > bestScore) {
          bestScore = v;
          best = a;
        }
      }
      return best;
    }
    case 'psDefend': {
      // answer with the card worth least, Tactic Fails last, unless conceding costs less (above)
      let best: Action | null = null;
      let bestCost = Infinity;
      for (const a of legal) {
        if (a.type !== 'psPlay') continue;
        const cost = keepValue(s, side, a.card);
        if (cost < bestCost) {
          bestCost = cost;
          best = a;
        }
      }
      const concede = legal.find((a) => a.type === 'concede');
      if (best && concede && aftermath && concedeBetter(s, side)) return concede;
      return best ?? concede ?? null;
    }
    case 'psRaise': {
      // 8.2: raising costs three cards and raises both aftermath rolls; only with cards to spare
      const mine = zones.psHand(s, side).length;
      const theirs = zones.psHand(s, other(side)).length;
      const raise = mine - 3 >= theirs + 4 && mine >= 8;
      return legal.find((a) => a.type === (raise ? 'raise' : 'done')) ?? null;
    }
    case 'psRaiseDiscard': {
      let best: Action | null = null;
      let bestValue = Infinity;
      for (const a of legal) {
        if (a.type !== 'psDiscard') continue;
        const v = keepValue(s, side, a.card);
        if (v < bestValue) {
          bestValue = v;
          best = a;
        }
      }
      return best;
    }
    default:
      return null;
  }
}

/**
 * The chance the Democrat wins a struggle in `country` dealt now (8.1.1): nobody dealt cards loses
 * (an attacker with nothing to lead, a defender with nothing to match, 8.3.2); otherwise a logistic
 * of the difference in cards, the initiator a little ahead. Fitted by eye to played struggles.
 */
export function democratStruggleChance(s: GameState, country: CountryId, initiator: Side | null): number {
  const d = dealCount(controlledIn(s, country, 'democrat').length);
  const c = dealCount(controlledIn(s, country, 'communist').length);
  if (d === 0 && c === 0) return initiator === 'democrat' ? 0 : initiator === 'communist' ? 1 : 0.5;
  if (d === 0) return 0;
  if (c === 0) return 1;
  return cardsChance(d - c, initiator === 'democrat' ? 1 : initiator === 'communist' ? -1 : 0);
}
