/**
 * The automatic victory within reach (10.1: the game ends at once when the VP reach 20 toward a
 * side). A fitted evaluation (./fitted.ts) weighs VP linearly, so at −15 one VP more or less
 * moves the Democrat's chance by about a point, and a board he likes still reads as half a game;
 * yet there a single scoring card played against him (its struggle's roll, the power kept, the
 * country's score: 10 VP at the median, up to 30, in the games measured, docs/ai.md "How the
 * Democrat loses by automatic victory") ends the game. `withReach` mixes into a side's chance the
 * chance that the opponent reaches the line first, a logistic of how close the VP stand to it:
 *
 *   p' = aD + (1 − aD − aC) · p,  aC = weight · logistic((−vp − (20 − margin)) / width), aD alike
 *
 * so that each VP near the line weighs up to weight / (4 · width) of a game, and a position at
 * the line is lost for that side whatever the board says. Finished games keep their exact value.
 * With `held` the VP read are those the scoring cards in hand will bring this turn (4.5.4).
 */
import { COUNTRY, COUNTRY_IDS, countryScore, zones, type CountryId, type GameState, type Side } from '../engine';
import { logistic, type Evaluation } from './evaluate';

/** 10.1: the VP at which the game ends at once */
export const AUTOMATIC_VICTORY_AT = 20;

export interface Reach {
  /** VP short of the line where the chance of being pushed over it is half the weight */
  margin: number;
  /** VP per logit of that chance */
  width: number;
  /** the most it takes from the board's verdict, 0..0.5 */
  weight: number;
  /**
   * Read the VP as they will stand once the scoring cards in both hands are played, which 4.5.4
   * makes them be this turn: each adds its country's net score now (9.2; the struggle's roll and
   * the power kept come on top, 8.4). Off: the VP as they stand.
   */
  held?: boolean;
}

const SCORING_OF = new Map<number, CountryId>(COUNTRY_IDS.map((c) => [COUNTRY[c].scoringCard, c]));

/** The VP toward the Democrat once the scoring cards held by both sides have scored the board as it stands. */
export function vpAfterHeldScorings(s: GameState): number {
  let vp = s.vp;
  for (const side of ['communist', 'democrat'] as const)
    for (const card of zones.hand(s, side)) {
      const c = SCORING_OF.get(card);
      if (c) vp += countryScore(s, c).net;
    }
  return vp;
}

/** The chance the VP are pushed over the line toward each side before the board's verdict counts. */
export function reachChances(vp: number, r: Reach): { democrat: number; communist: number } {
  const near = AUTOMATIC_VICTORY_AT - r.margin;
  return {
    democrat: r.weight * logistic((vp - near) / r.width),
    communist: r.weight * logistic((-vp - near) / r.width),
  };
}

/** `base` with the automatic victory within reach mixed in (the family mode and finished games as `base` judges them). */
export function withReach(base: Evaluation, r: Reach): Evaluation {
  if (!(r.weight >= 0 && r.weight <= 0.5 && r.width > 0)) throw new Error('withReach: weight in 0..0.5 and a positive width');
  return {
    name: `${base.name}, automatic victory within ${r.margin} VP (width ${r.width}, weight ${r.weight})`,
    chance(s: GameState, side: Side, viewer?: Side): number {
      const p = base.chance(s, side, viewer);
      if (s.result || s.family) return p;
      const a = reachChances(r.held ? vpAfterHeldScorings(s) : s.vp, r);
      const mine = side === 'democrat' ? a.democrat : a.communist;
      const theirs = side === 'democrat' ? a.communist : a.democrat;
      return mine + (1 - mine - theirs) * p;
    },
  };
}
