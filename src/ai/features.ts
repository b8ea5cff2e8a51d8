/**
 * What the fitted evaluation (./fitted.ts) reads off a position of the standard game, each
 * number oriented toward the Democrat. The weights are fitted to the outcomes of many games
 * (tools/fit-evaluation.ts); the names below are the ones the weights files use.
 *
 * Two sets: `control` reads the board as a scoring does, by controlled spaces and battlegrounds
 * (9.2); `support` adds, per country, the SPs short of control and beyond it, which a scoring
 * does not count but the next card plays and support checks turn on (2.1.7, 6.1, 6.2);
 * `presence` adds, per country whose scoring card is still to come, whether each side controls a
 * space there at all: the first space deals six power-struggle cards, each further one two, and
 * none leaves a side without cards (8.1.1), a step the linear count of spaces does not read.
 */
import {
  CARDS,
  COUNTRY,
  COUNTRY_IDS,
  countryScore,
  isInPlay,
  rowAt,
  spaceAt,
  SPACES_OF_COUNTRY,
  type CountryId,
  type GameState,
  type Side,
  zones,
} from '../engine';
import { lateness, scoringStillToCome } from './evaluate';

const CONTROL_NAMES: readonly string[] = [
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

const SUPPORT_NAMES: readonly string[] = COUNTRY_IDS.flatMap((c) => [`${c}:support`, `${c}:hold`]);

const PRESENCE_NAMES: readonly string[] = COUNTRY_IDS.map((c) => `${c}:presence-card-to-come`);

export type FeatureSet = 'control' | 'support' | 'presence';
/** The names of each set, in the order `features` returns them; each set extends the one before. */
export const FEATURE_SETS: Record<FeatureSet, readonly string[]> = {
  control: CONTROL_NAMES,
  support: [...CONTROL_NAMES, ...SUPPORT_NAMES],
  presence: [...CONTROL_NAMES, ...SUPPORT_NAMES, ...PRESENCE_NAMES],
};

const scoringCountry = new Map<number, CountryId>(COUNTRY_IDS.map((c) => [COUNTRY[c].scoringCard, c]));

/** Net VP (toward the Democrat) of the countries whose scoring cards `side` holds. */
function heldScoringNet(s: GameState, side: Side, nets: Map<CountryId, number>): number {
  let total = 0;
  for (const card of zones.hand(s, side)) {
    const c = scoringCountry.get(card);
    if (c) total += nets.get(c)!;
  }
  return total;
}

function opsHeld(s: GameState, side: Side): number {
  let ops = 0;
  for (const card of zones.hand(s, side)) ops += CARDS[card]!.ops;
  return ops;
}

/**
 * Per country: each space's lead in units of its stability, toward control (up to 1 once
 * controlled) and beyond it (up to 1 more: an SP margin a support check or a placement must
 * take away before control changes; 2.1.7).
 */
function supportFeatures(s: GameState, out: number[]): void {
  for (const c of COUNTRY_IDS) {
    let support = 0;
    let hold = 0;
    for (const i of SPACES_OF_COUNTRY[c]) {
      if (!isInPlay(s, i)) continue;
      const row = rowAt(s, i);
      const lead = (row.democrat - row.communist) / spaceAt(i).stability;
      support += Math.max(-1, Math.min(1, lead));
      if (lead >= 1) hold += Math.min(1, lead - 1);
      else if (lead <= -1) hold += Math.max(-1, lead + 1);
    }
    out.push(support, hold);
  }
}

/** The features of `s` in the set's order (FEATURE_SETS). */
export function features(s: GameState, set: FeatureSet): number[] {
  const late = lateness(s);
  const out: number[] = [1, late, s.vp, s.vp * late, s.tiananmen.democrat.box - s.tiananmen.communist.box];
  const nets = new Map<CountryId, number>();
  const presence: number[] = [];
  for (const c of COUNTRY_IDS) {
    const score = countryScore(s, c);
    const net = score.net;
    nets.set(c, net);
    const toCome = scoringStillToCome(s, c);
    const communistPower = s.power[c].holder === 'communist' ? 1 : 0;
    out.push(toCome ? net : 0, toCome ? 0 : net, net * late, communistPower, communistPower * late);
    // controlled spaces and battlegrounds, the Democrat's less the Communist's (9.2)
    out.push(score.democrat.spaces - score.communist.spaces, score.democrat.battlegrounds - score.communist.battlegrounds);
    // 8.1.1: a side that controls no space in the country is dealt no cards in its struggle
    presence.push(toCome ? (score.democrat.spaces > 0 ? 1 : 0) - (score.communist.spaces > 0 ? 1 : 0) : 0);
  }
  out.push(heldScoringNet(s, 'democrat', nets), heldScoringNet(s, 'communist', nets));
  out.push(opsHeld(s, 'democrat') - opsHeld(s, 'communist'), zones.hand(s, 'democrat').length - zones.hand(s, 'communist').length);
  if (set !== 'control') supportFeatures(s, out);
  if (set === 'presence') out.push(...presence);
  return out;
}
