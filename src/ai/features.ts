/**
 * What the fitted evaluation (./fitted.ts) reads off a position of the standard game, each
 * number oriented toward the Democrat. The weights are fitted to the outcomes of many games
 * (tools/fit-evaluation.ts); the names below are the ones the weights file uses.
 */
import { CARDS, COUNTRY, COUNTRY_IDS, type CountryId, type Side } from '../engine/data';
import { countryScore } from '../engine/scoring';
import type { GameState } from '../engine';
import { lateness, scoringStillToCome } from './evaluate';

export const FEATURE_NAMES: readonly string[] = [
  'bias',
  'late',
  'vp',
  'vp-late',
  'tiananmen',
  ...COUNTRY_IDS.flatMap((c) => [
    `${c}:net-card-to-come`,
    `${c}:net-card-gone`,
    `${c}:net-late`,
    `${c}:communist-power`,
    `${c}:communist-power-late`,
    `${c}:spaces`,
    `${c}:battlegrounds`,
  ]),
  'scoring-held:democrat',
  'scoring-held:communist',
  'ops-held',
  'cards-held',
];

const scoringCountry = new Map<number, CountryId>(COUNTRY_IDS.map((c) => [COUNTRY[c].scoringCard, c]));

/** Net VP (toward the Democrat) of the countries whose scoring cards `side` holds. */
function heldScoringNet(s: GameState, side: Side, nets: Map<CountryId, number>): number {
  let total = 0;
  for (const card of s.hands[side]) {
    const c = scoringCountry.get(card);
    if (c) total += nets.get(c)!;
  }
  return total;
}

function opsHeld(s: GameState, side: Side): number {
  let ops = 0;
  for (const card of s.hands[side]) ops += CARDS[card]!.ops;
  return ops;
}

/** The features of `s`, in the order of FEATURE_NAMES. */
export function features(s: GameState): number[] {
  const late = lateness(s);
  const out: number[] = [1, late, s.vp, s.vp * late, s.tiananmen.democrat.box - s.tiananmen.communist.box];
  const nets = new Map<CountryId, number>();
  for (const c of COUNTRY_IDS) {
    const score = countryScore(s, c);
    const net = score.net;
    nets.set(c, net);
    const toCome = scoringStillToCome(s, c);
    const communistPower = s.power[c].holder === 'communist' ? 1 : 0;
    out.push(toCome ? net : 0, toCome ? 0 : net, net * late, communistPower, communistPower * late);
    // controlled spaces and battlegrounds, the Democrat's less the Communist's (9.2)
    out.push(score.democrat.spaces - score.communist.spaces, score.democrat.battlegrounds - score.communist.battlegrounds);
  }
  out.push(heldScoringNet(s, 'democrat', nets), heldScoringNet(s, 'communist', nets));
  out.push(opsHeld(s, 'democrat') - opsHeld(s, 'communist'), s.hands.democrat.length - s.hands.communist.length);
  return out;
}
