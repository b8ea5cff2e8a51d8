/**
 * A quick, rule-aware preference for each legal action, read off the state without applying it.
 * It guides the playouts of the search (and the simple baselines): place SPs where they take or
 * break control (2.1.7), battlegrounds first (2.1.5); check where the opponent controls; play
 * favourable scoring cards (9.0) and own events (7.1); play the opponent's cards where their
 * event does not fire (Tiananmen attempts, 6.3) rather than for Ops (5.2).
 */
import {
  CARDS,
  controlsAfter,
  COUNTRY,
  COUNTRY_IDS,
  countryScore,
  heldScoringRisk,
  other,
  SPACES,
  spaceIndex,
  spsToControl,
  type Action,
  type CountryId,
  type GameState,
  type Side,
} from '../engine';
import { struggleScore } from './struggle';

/**
 * 4.5.4: `side`, choosing the card of an action round, holds as many scoring cards as it has
 * action rounds left, this one included: unless it plays one now, one is still held when the turn
 * ends, and that loses the game.
 */
export function mustPlayScoring(s: GameState, side: Side): boolean {
  if (s.family || s.prompt?.kind !== 'actionRound' || s.prompt.side !== side) return false;
  return heldScoringRisk(s, side).mustPlayNow;
}

/**
 * 4.5.4 under Stasi (card 13): the Democrat announces the card of his next action round and must
 * play it. Holding as many scoring cards as action rounds left, announcing any other card means a
 * scoring card still held when the turn ends, and that loses the game.
 */
export function mustDeclareScoring(s: GameState, side: Side): boolean {
  if (s.family || s.prompt?.kind !== 'card13:declare' || s.prompt.side !== side) return false;
  return heldScoringRisk(s, side).mustPlayNow;
}

/**
 * What the scores of one state's actions share, read once for all of them (`actionScores`): each
 * country's net score now (9.2) and whether a side must play a scoring card now (4.5.4).
 */
interface Shared {
  nets: Map<CountryId, number>;
  mustPlay: Map<Side, boolean>;
}
const newShared = (): Shared => ({ nets: new Map(), mustPlay: new Map() });

function netNow(s: GameState, country: CountryId, shared: Shared | undefined): number {
  if (!shared) return countryScore(s, country).net;
  let net = shared.nets.get(country);
  if (net === undefined) shared.nets.set(country, (net = countryScore(s, country).net));
  return net;
}

function mustPlayNow(s: GameState, side: Side, shared: Shared | undefined): boolean {
  if (!shared) return mustPlayScoring(s, side);
  let must = shared.mustPlay.get(side);
  if (must === undefined) shared.mustPlay.set(side, (must = mustPlayScoring(s, side)));
  return must;
}

/** The change of the country's score (9.2) for `side` if one more of its SPs stood in `space`. */
export function scoreGain(s: GameState, side: Side, space: number, shared?: Shared): number {
  // 9.2 counts controlled spaces only: no change of control, no change of score
  const opp = other(side);
  const takes = !controlsAfter(s, space, side, 0) && controlsAfter(s, space, side, 1);
  const breaks = controlsAfter(s, space, opp, 0) && !controlsAfter(s, space, opp, -1);
  if (!takes && !breaks) return 0;
  const country = SPACES[space]!.country;
  const support = s.support.slice();
  const row = support[space]!;
  support[space] = side === 'communist' ? { communist: row.communist + 1, democrat: row.democrat } : { communist: row.communist, democrat: row.democrat + 1 };
  const net = countryScore({ ...s, support }, country).net - netNow(s, country, shared);
  return side === 'democrat' ? net : -net;
}

function placeScore(s: GameState, side: Side, space: number, shared: Shared | undefined): number {
  const sp = SPACES[space]!;
  const opp = other(side);
  const bg = sp.battleground ? 1 : 0;
  if (controlsAfter(s, space, side, 0)) return -1.5 + bg * 0.3;
  let score = scoreGain(s, side, space, shared);
  // taking control also means power-struggle cards (8.1.1) and a base to spread from (6.1.2)
  if (controlsAfter(s, space, side, 1)) score += 1.5 + bg;
  // breaking the opponent's control
  else if (controlsAfter(s, space, opp, 0) && !controlsAfter(s, space, opp, -1)) score += 1.2 + bg;
  // on the way to control: closer is better
  else score += (0.6 + bg * 0.4) / (1 + Math.max(0, spsToControl(s, space, side) - 1));
  return score;
}

function checkScore(s: GameState, side: Side, space: number): number {
  const sp = SPACES[space]!;
  const opp = other(side);
  let score = s.support[space]![opp] > 0 ? 1 : 0;
  if (controlsAfter(s, space, opp, 0)) score += 2;
  if (sp.battleground) score += 1.5;
  return score;
}

function playScore(s: GameState, side: Side, card: number, use: string, shared: Shared | undefined): number {
  const c = CARDS[card]!;
  if (c.side === 'scoring') {
    const country = COUNTRY_IDS.find((k) => COUNTRY[k].scoringCard === card)!;
    const net = netNow(s, country, shared);
    const mine = side === 'democrat' ? net : -net;
    return 2 + Math.max(-2, Math.min(3, mine / 2));
  }
  // another card now means a scoring card held at the turn's end (4.5.4)
  if (mustPlayNow(s, side, shared)) return -10;
  const own = c.side === side || c.side === 'neutral';
  switch (use) {
    case 'event':
      return 2.5 + c.ops * 0.3;
    case 'place':
      return c.ops * 0.8 - (own ? 0 : 2);
    case 'check':
      return c.ops * 0.6 - (own ? 0 : 2);
    case 'tiananmen':
      return own ? -0.5 : 1 + c.ops * 0.3;
    default:
      return 0;
  }
}

/** Higher is better for the side taking the action. */
export function actionScore(s: GameState, a: Action, shared?: Shared): number {
  switch (a.type) {
    case 'place':
      return placeScore(s, a.side, spaceIndex(a.space), shared);
    case 'check':
      return checkScore(s, a.side, spaceIndex(a.space));
    case 'play':
      return playScore(s, a.side, a.card, a.use, shared);
    case 'psPlay':
    case 'concede':
      return struggleScore(s, a);
    case 'surrender':
      return a.yes ? -1 : 0;
    default:
      return 0;
  }
}

/** `actionScore` of each of one state's actions, what they share read once (the same numbers, fewer scorings). */
export function actionScores(s: GameState, legal: readonly Action[]): number[] {
  const shared = newShared();
  return legal.map((a) => actionScore(s, a, shared));
}

/**
 * Whether an action's score reads only what every state sampled from the deciding side's view
 * shares (the board, the tracks, that side's own hand): a search may then score it once for all
 * its samples. A power struggle's cards are scored against the cards still unseen (./struggle).
 */
export const scoreIsPublic = (a: Action): boolean => a.type !== 'psPlay' && a.type !== 'concede';

/** Pick by softmax over the scores at temperature `t` (t = 0: the best, ties at random). */
export function pickBy(s: GameState, legal: readonly Action[], rng: () => number, t: number): Action {
  if (legal.length === 1) return legal[0]!;
  const scores = actionScores(s, legal);
  if (t <= 0) {
    const best = Math.max(...scores);
    const top = legal.filter((_, i) => scores[i] === best);
    return top[Math.floor(rng() * top.length)]!;
  }
  const max = Math.max(...scores);
  const w = scores.map((x) => Math.exp((x - max) / t));
  let r = rng() * w.reduce((a, b) => a + b, 0);
  for (let i = 0; i < legal.length; i++) {
    r -= w[i]!;
    if (r <= 0) return legal[i]!;
  }
  return legal[legal.length - 1]!;
}
