/**
 * How good a position is for one side, as an estimated chance to win (0..1). It knows the game:
 * the VP marker (10.1: 20 wins at once), what each country would score now (9.2, battlegrounds
 * count twice over), how many scorings each country still faces (its scoring card not yet played,
 * the final scoring 10.4; in the family mode every country at every turn end, TR.2.4.4), who holds
 * power (10.4.1: 4 VP to the Communist per country), the Tiananmen Square track (6.3) and scoring
 * cards stuck in a hand late in a turn (4.5.4 loses the game).
 */
import { COUNTRY, COUNTRY_IDS, countryScore, heldScoringRisk, type CountryId, type GameState, type Side, zones } from '../engine';

export const LAST_TURN = 10;
/** VP per step of the logistic: 6 VP ahead reads as about 73% */
export const SCALE = 6;

/** Where the scoring card of a country is: still to come (hands, deck, not yet added) or gone. */
export function scoringStillToCome(s: GameState, c: CountryId): boolean {
  const card = COUNTRY[c].scoringCard;
  return !zones.isPlayedOut(s, card);
}

/** 0 in turn 1 .. 1 in turn 10 */
export const lateness = (s: GameState): number => Math.min(1, Math.max(0, (s.turn - 1) / (LAST_TURN - 1)));

/** Expected VP toward the Democrat (positive) from the position. */
export function expectedVp(s: GameState): number {
  let e = s.vp;
  const late = lateness(s);
  const family = !!s.family;
  for (const c of COUNTRY_IDS) {
    const net = countryScore(s, c).net;
    const scorings = family ? 0.5 * (LAST_TURN - s.turn + 1) : (scoringStillToCome(s, c) ? 0.8 : 0.15) + 0.35 + 0.55 * late;
    e += scorings * net;
    if (!family && s.power[c].holder === 'communist') e -= 4 * (0.35 + 0.6 * late);
  }
  e += 0.7 * (s.tiananmen.democrat.box - s.tiananmen.communist.box);
  if (!family) e += heldScoringPenalty(s, 'communist') - heldScoringPenalty(s, 'democrat');
  return e;
}

/** 4.5.4: a scoring card still held when the rounds run out loses: more scoring cards than rounds to play them in weigh heavily. */
export function heldScoringPenalty(s: GameState, side: Side): number {
  const { roundsLeft, scoringCards } = heldScoringRisk(s, side);
  return scoringCards > roundsLeft ? 40 * (scoringCards - roundsLeft) : 0;
}

/** 4.5.4 as `heldScoringPenalty` weighs it, in logits toward the Democrat (the fitted evaluation adds it unfitted). */
export const heldScoringLogit = (s: GameState): number => (heldScoringPenalty(s, 'communist') - heldScoringPenalty(s, 'democrat')) / SCALE;

/** A logit to a chance. */
export const logistic = (z: number): number => 1 / (1 + Math.exp(-z));

/**
 * How a search judges the position where a playout stops (./ismcts): `side`'s chance to win, 0..1,
 * exact once the game has ended. The hand-made one below, the fitted ones (./fitted), or any other
 * a level or a yardstick brings.
 */
export interface Evaluation {
  /** what it is, for reports */
  readonly name: string;
  /** `viewer`: the side whose view `s` was sampled from (a search's deciding side), for an evaluation fitted per view */
  chance(s: GameState, side: Side, viewer?: Side): number;
}

/** The chance `side` wins, estimated; exact at the end of a game. */
export function evaluate(s: GameState, side: Side): number {
  if (s.result) {
    if (s.result.winner === null) return 0.5;
    return s.result.winner === side ? 1 : 0;
  }
  const pDemocrat = logistic(expectedVp(s) / SCALE);
  return side === 'democrat' ? pDemocrat : 1 - pDemocrat;
}

/** The hand-made evaluation as a search takes it. */
export const HAND_EVALUATION: Evaluation = { name: 'hand-made', chance: evaluate };
