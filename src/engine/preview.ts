/**
 * Facts a player needs before deciding, worked out from the rules without changing anything:
 * what a country would score now (9.0), what keeping power is worth (8.4.6), what a Tiananmen
 * attempt needs (6.3.2), whether an opponent's event would fire (5.2, 6.3.6), and how many
 * action rounds are left before held scoring cards are checked (4.5.4). Pure functions of a
 * state; the UI shows them, it never works them out itself.
 */
import { must } from './errors';
import { other } from './board';
import { COUNTRY_IDS, TIANANMEN_BOXES, CARDS, type CountryId, type Side } from './data';
import { hand, isScoring, knownOf } from './zones';
import { eventPlayable } from './events/registry';
import { actionRoundsFor } from './frames/turn';
import { tiananmenModifiers } from './frames/tiananmen';
import { countryScore, type CountryScore } from './scoring';
import { LAST_BOX } from './tiananmen';
import type { GameState } from './types';

export type { CountryScore, SideScore, Level } from './scoring';
export { keepPowerVp } from './frames/psSurrender';

/** 9.2–9.3: every country as a scoring would count it now (levels, battlegrounds, VP each side). */
export function scoringPreview(s: GameState): Record<CountryId, CountryScore> {
  return Object.fromEntries(COUNTRY_IDS.map((c) => [c, countryScore(s, c)])) as Record<CountryId, CountryScore>;
}

export interface TiananmenOdds {
  /** 6.3.2: the total the attempt must reach from the marker's box */
  needed: number;
  /** 6.3.1: everything added to the die */
  modifier: number;
  /** the lowest die that succeeds (1 when any die does, 7 when none does) */
  die: number;
}

/** 6.3.1 / 6.3.2: what an attempt by `side` with `card` needs now; null from the last box. */
export function tiananmenOdds(s: GameState, side: Side, card: number): TiananmenOdds | null {
  const box = s.tiananmen[side].box;
  if (box >= LAST_BOX) return null;
  const needed = must(TIANANMEN_BOXES[box], 'Tiananmen box').requirement[side];
  const m = tiananmenModifiers(s, side, card);
  const modifier = m.ops + m.ownEvent + m.repeat + m.award + m.events;
  return { needed, modifier, die: Math.min(7, Math.max(1, needed - modifier)) };
}

/**
 * 5.2 / 6.3.6: whether the opponent's event on `card` takes place if `side` plays it for `use`.
 * A Tiananmen attempt never triggers it; otherwise it fires when it could be played now.
 */
export function opponentEventFires(s: GameState, side: Side, card: number, use: 'place' | 'check' | 'tiananmen'): boolean {
  if (use === 'tiananmen') return false;
  const cardSide = CARDS[card]?.side;
  if (cardSide !== other(side)) return false;
  return eventPlayable(s, card, cardSide);
}

/**
 * 4.5.2 / 4.5.4: the action rounds `side` still has this turn and the scoring cards in his hand.
 * The current round counts while its card is still to be chosen; once chosen (mid-play, or
 * announcing the next card under Stasi #13) it is spent. The Communist goes first in each round,
 * so while the Democrat is phasing the Communist's card of this round is spent as well.
 * `mustPlayNow`: a scoring card is held at the turn's end unless every round left plays one.
 */
export function heldScoringRisk(s: GameState, side: Side): HeldScoringRisk {
  const total = actionRoundsFor(s, side);
  const choosing = s.phasing === side && s.prompt?.kind === 'actionRound' && s.prompt.side === side;
  const spentThisRound = s.phasing === side ? !choosing : side === 'communist';
  const done = s.round === 0 ? 0 : s.round - 1 + (spentThisRound ? 1 : 0);
  const roundsLeft = Math.max(0, total - done);
  let scoringCards = 0;
  for (const c of knownOf(hand(s, side))) if (isScoring(c)) scoringCards++;
  return { roundsLeft, scoringCards, mustPlayNow: scoringCards > 0 && scoringCards >= roundsLeft };
}

export interface HeldScoringRisk {
  roundsLeft: number;
  scoringCards: number;
  /** every round left must play a scoring card, or one is still held when the turn ends (4.5.4) */
  mustPlayNow: boolean;
}
