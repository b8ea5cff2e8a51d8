/**
 * The power struggle (8.0) played from what one side knows: its own power-struggle hand, the
 * cards discarded so far and the size of the opponent's hand. The rest of the 52 cards are unseen,
 * and the opponent's hand is a random draw from them, so the chance he holds no card of a suit
 * (nor a leader he can use, 2.3.2, nor Tactic Fails) is hypergeometric.
 *
 *  - lead (8.3.2): the card the opponent is least likely to match; a matched card of rank r keeps
 *    the initiative when the counterattack roll misses (die below r), rank 1 never;
 *  - match: always when possible (conceding loses at once, 8.3.2); spend the cheapest card;
 *  - raise (8.2): only with cards to spare after the three discards;
 *  - discard: the cards worth least for leading and matching.
 * It also gives the chance to win a struggle from the deal sizes (8.1.1), for evaluations.
 */
import { controlledIn, other } from '../engine/board';
import { psCardAt, PS_CARD_INDEXES, type CountryId, type Side, type Suit } from '../engine/data';
import { canUseLeader, dealCount } from '../engine/frames/powerStruggle';
import type { Action, GameState } from '../engine';

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
  const ps = s.ps!;
  const seen = new Set([...ps.hands[side], ...ps.discard]);
  return PS_CARD_INDEXES.filter((c) => !seen.has(c));
}

/** Whether `side` could use a leader of this socio-economic type in the country (2.3.2, from the board). */
function leaderUsable(s: GameState, side: Side, card: number, country: CountryId): boolean {
  return canUseLeader(s, side, card, country);
}

/** Unseen cards with which the opponent could answer a lead of `suit` (8.3.2 step 2). */
function answers(s: GameState, side: Side, unseen: readonly number[], suit: Suit): number {
  const opp = other(side);
  const country = s.ps!.country;
  let n = 0;
  for (const c of unseen) {
    const d = psCardAt(c);
    if ((d.type === 'suited' && d.suit === suit) || d.wild === 'tactic-fails' || (d.type === 'leader' && leaderUsable(s, opp, c, country))) n++;
  }
  return n;
}

/** How much a card in hand is worth keeping: for leading (rank) and for matching (leaders, Tactic Fails). */
function keepValue(s: GameState, side: Side, card: number): number {
  const d = psCardAt(card);
  if (d.wild === 'tactic-fails') return 4;
  if (d.type === 'wild') return 2.5;
  if (d.type === 'leader') return leaderUsable(s, side, card, s.ps!.country) ? 3.5 : 0;
  // a rank-1 Rally is always countered when matched, but wins +2 on the aftermath (8.4.1)
  return d.suit === 'rally-in-the-square' ? 1.2 : (d.rank ?? 1) / 2;
}

/** Chance that the lead `a` wins the struggle at once or keeps the initiative (a score in 0..1). */
export function leadScore(s: GameState, a: Extract<Action, { type: 'psPlay' }>): number {
  const ps = s.ps!;
  const side = a.side;
  const opp = other(side);
  const d = psCardAt(a.card);
  const oppCards = ps.hands[opp].length;
  const unseen = unseenOf(s, side);
  if (d.type === 'wild') {
    // 8.3.2 step 1: the initiative passes; Support Falters may leave the opponent nothing to lead
    if (d.wild === 'support-falters') return oppCards <= 2 ? 0.98 : 0.35 - 0.02 * oppCards;
    if (d.wild === 'support-surges') return 0.3;
    return 0.25;
  }
  const suit = (d.type === 'suited' ? d.suit : a.suit) as Suit;
  const pNone = noneDrawn(unseen.length, answers(s, side, unseen, suit), oppCards);
  // matched: the counterattack roll (die ≥ rank) takes the initiative; rank 1 always does
  const rank = d.rank ?? 1;
  const keep = rank <= 1 ? 0 : (rank - 1) / 6;
  // among equals, lead the card least worth keeping, and a Rally's +2 aftermath (8.4.1) when it wins
  const bonus = suit === 'rally-in-the-square' ? 0.03 : suit === 'petition' ? -0.03 : 0;
  return pNone + (1 - pNone) * keep * 0.5 + bonus - 0.01 * keepValue(s, side, a.card);
}

/** The playouts' preference among a struggle's actions (./heuristics), on the scale of its other scores. */
export function struggleScore(s: GameState, a: Action): number {
  if (!s.ps) return 0;
  if (a.type === 'concede') return -3;
  if (a.type !== 'psPlay') return 0;
  return s.prompt?.kind === 'psAttack' ? 2 * leadScore(s, a) : 1 - keepValue(s, a.side, a.card) / 10;
}

/** The analytic choice in a power struggle's decision, or null when it leaves this decision to others. */
export function struggleChoice(s: GameState, legal: readonly Action[]): Action | null {
  const p = s.prompt;
  if (!p || !s.ps || legal.length === 0) return null;
  const side = p.side;
  const ps = s.ps;
  switch (p.kind) {
    case 'psAttack': {
      let best: Action | null = null;
      let bestScore = -Infinity;
      for (const a of legal) {
        if (a.type !== 'psPlay') continue;
        const v = leadScore(s, a);
        if (v > bestScore) {
          bestScore = v;
          best = a;
        }
      }
      return best;
    }
    case 'psDefend': {
      // never concede while a card answers (8.3.2); spend the answer worth least, Tactic Fails last
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
      return best ?? legal.find((a) => a.type === 'concede') ?? null;
    }
    case 'psRaise': {
      // 8.2: raising costs three cards and raises both aftermath rolls; only with cards to spare
      const mine = ps.hands[side].length;
      const theirs = ps.hands[other(side)].length;
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
  const lead = initiator === 'democrat' ? 0.3 : initiator === 'communist' ? -0.3 : 0;
  return 1 / (1 + Math.exp(-(0.32 * (d - c) + lead)));
}
