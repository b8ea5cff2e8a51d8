/**
 * The yardstick: a determinized one-ply player that knows the game, to measure the computer
 * against (npm run arena -- --a ai:hard --b yardstick). It decides from its PlayerView alone.
 *
 *  - A card play: each legal play is tried in a few states sampled from the view (determinize);
 *    the play's own follow-up decisions are made quickly (the playout heuristic, the analytic
 *    power struggle) up to the next card play, or to the deal of a struggle the play starts; the
 *    play with the best average value wins.
 *  - A sub-decision: SP placements and removals by the value right after them (best SP per Op),
 *    support checks by their value averaged over sampled dice (expected value), other choices
 *    like card plays.
 *  - A power struggle: leads what the opponent is least likely to match, never concedes while a
 *    card answers (src/ai/struggle).
 *
 * The value compared is the expected VP toward the Democrat (a decided game far beyond): the VP marker; each
 * country's score now (9.2, battlegrounds included) times the scorings still ahead of it (its
 * scoring card: about to be played, in a hand, still to come, or back in the discards; the final
 * scoring 10.4); each struggle still ahead by the chance to win it from the deal sizes (8.1.1):
 * its VP roll, power taken (8.4.4) or kept and scored (8.4.6), and power held at the end
 * (10.4.1); Tiananmen (6.3); a scoring card held into the turn's end loses (4.5.4, 10.2).
 */
import seedrandom from 'seedrandom';
import {
  actionKey,
  applyInPlace,
  countryScore,
  determinize,
  legalActions,
  playoutCopy,
  type Action,
  type GameState,
  type PlayerView,
  type Side,
} from '../../src/engine';
import { COUNTRY, COUNTRY_IDS, type CountryId } from '../../src/engine/data';
import { heldScoringPenalty, LAST_TURN, logistic } from '../../src/ai/evaluate';
import { actionScore, mustDeclareScoring, mustPlayScoring, pickBy } from '../../src/ai/heuristics';
import { CARD_PLAY_PROMPTS } from '../../src/ai/levels';
import { democratStruggleChance, struggleChoice } from '../../src/ai/struggle';
import type { Policy } from '../../src/ai/baselines';

/** VP per logit of the win chance */
const SCALE = 6;
/** states sampled per card-play action, per check, per other choice */
const PLAY_SAMPLES = 3;
const CHECK_SAMPLES = 6;
const CHOICE_SAMPLES = 3;
/** the most actions a look-ahead takes before it judges */
const LOOKAHEAD = 40;
/** mean VP of a won struggle's roll with no modifier (8.4.3: a die of 1..6 on the results table) */
const STRUGGLE_VP = (0 + 1 + 1 + 2 + 2 + 3) / 6;
/** chance the winning Democrat's roll takes power (8.4.4: 4 or more) */
const TAKES_POWER = 0.5;

const isScoringCard = (c: number, country: CountryId) => COUNTRY[country].scoringCard === c;

interface Pending {
  country: CountryId;
  initiator: Side;
  step: string;
}

/** The struggle a play has started and not yet finished, if any. */
function pendingStruggle(s: GameState): Pending | null {
  // its stage is 'score' while the Communist decides whether to keep power (8.4.5)
  for (const f of s.stack) if (f.kind === 'powerStruggle') return { country: f.country, initiator: f.initiator, step: f.stage };
  return null;
}

/** Expected VP toward the Democrat of one scoring of `country` from the board now (8.0, 9.0). */
function scoringValue(s: GameState, country: CountryId, initiator: Side | null, turnsLeft: number, step = 'deal'): number {
  // a struggle under way: once power is settled only the country's scoring (8.5) is still to come
  if (step === 'surrender' || step === 'score') return countryScore(s, country).net;
  if (step === 'done') return 0;
  const winner = s.ps?.country === country ? s.ps.winner : null;
  const pD = winner ? (winner === 'democrat' ? 1 : 0) : democratStruggleChance(s, country, initiator);
  const held = s.power[country].holder === 'communist';
  let v = countryScore(s, country).net + STRUGGLE_VP * (2 * pD - 1);
  if (held) {
    const taken = pD * TAKES_POWER;
    // 8.4.6: kept power scores its value times the scorings so far; taken power spares the 10.4.1 bonus
    v -= (1 - taken) * COUNTRY[country].powerValue * (s.power[country].timesScored + 1);
    v += taken * 4 * Math.min(1, 0.4 + turnsLeft / LAST_TURN);
  }
  return v;
}

/** Expected VP toward the Democrat. */
export function yardstickVp(s: GameState): number {
  let e = s.vp;
  const turnsLeft = LAST_TURN - s.turn;
  const late = Math.min(1, Math.max(0, (s.turn - 1) / (LAST_TURN - 1)));
  const pending = pendingStruggle(s);
  for (const country of COUNTRY_IDS) {
    const net = countryScore(s, country).net;
    // the final scoring (10.4.1): the board then is less and less like this one the earlier it is
    e += (0.45 + 0.55 * late) * net;
    if (s.power[country].holder === 'communist') e -= 4 * (0.45 + 0.55 * late);
    const card = COUNTRY[country].scoringCard;
    if (pending?.country === country) {
      e += scoringValue(s, country, pending.initiator, turnsLeft, pending.step);
      continue;
    }
    if (s.removed.includes(card) || s.inPlay.includes(card)) continue;
    // who can time the scoring: its holder plays it when the struggle favours him (scoring-card timing)
    const holder = s.hands.democrat.some((c) => isScoringCard(c, country))
      ? 'democrat'
      : s.hands.communist.some((c) => isScoringCard(c, country))
        ? 'communist'
        : null;
    const now = scoringValue(s, country, holder, turnsLeft);
    if (holder) e += holder === 'democrat' ? Math.max(now, 0.7 * now) : Math.min(now, 0.7 * now);
    else if (s.discard.includes(card)) e += now * Math.min(0.5, turnsLeft / 8);
    else e += now * (s.turn >= LAST_TURN ? 0.4 : 0.85);
  }
  e += 0.7 * (s.tiananmen.democrat.box - s.tiananmen.communist.box);
  if (!s.family) e += heldScoringPenalty(s, 'communist') - heldScoringPenalty(s, 'democrat');
  return e;
}

/** The yardstick's win chance for `side`; exact at a game's end. */
export function yardstickValue(s: GameState, side: Side): number {
  if (s.result) return s.result.winner === null ? 0.5 : s.result.winner === side ? 1 : 0;
  const p = logistic(yardstickVp(s) / SCALE);
  return side === 'democrat' ? p : 1 - p;
}

/** A game's end as VP toward the Democrat, far beyond any position's expectation. */
const END_VP = 60;

/** What the yardstick compares: expected VP for `side`; a decided game counts ±END_VP. */
function vpFor(s: GameState, side: Side): number {
  const d = s.result ? (s.result.winner === null ? 0 : s.result.winner === 'democrat' ? END_VP : -END_VP) : yardstickVp(s);
  return side === 'democrat' ? d : -d;
}

/** One quick decision in a look-ahead: the analytic struggle, else the playout heuristic's best. */
function quick(s: GameState, rng: () => number): Action {
  const legal = legalActions(s);
  return struggleChoice(s, legal, { aftermath: false }) ?? pickBy(s, legal, rng, 0);
}

/** Plays on quickly to the next card play, or to a struggle's deal, and judges for `side`. */
function lookahead(s: GameState, side: Side, rng: () => number): number {
  for (let k = 0; k < LOOKAHEAD && !s.result; k++) {
    if (CARD_PLAY_PROMPTS.includes(s.prompt!.kind) || pendingStruggle(s)) break;
    applyInPlace(s, quick(s, rng));
  }
  return vpFor(s, side);
}

export const yardstickPolicy: Policy = (view: PlayerView, { seed }) => {
  const rng = seedrandom(`y:${seed}`);
  const side = view.side;
  const first = determinize(view, rng);
  let legal = legalActions(first);
  if (legal.length === 1) return legal[0]!;
  const struggle = struggleChoice(first, legal, { aftermath: false });
  if (struggle) return struggle;
  // 4.5.4: with as many scoring cards as rounds left, a scoring card now (or announced, card 13)
  const scoringPlay = (a: Action) => a.type === 'play' && isScoring(a.card);
  if (mustPlayScoring(first, side) && legal.some(scoringPlay)) legal = legal.filter(scoringPlay);
  else if (mustDeclareScoring(first, side) && legal.some((a) => a.type === 'choose' && isScoring(a.card)))
    legal = legal.filter((a) => a.type === 'choose' && isScoring(a.card));
  const kind = first.prompt!.kind;
  const cardPlay = CARD_PLAY_PROMPTS.includes(kind);
  const types = new Set(legal.map((a) => a.type));
  const immediate = !cardPlay && (types.has('place') || types.has('remove')) && !types.has('check');
  const samples = [first];
  const want = cardPlay ? PLAY_SAMPLES : types.has('check') ? CHECK_SAMPLES : immediate ? 1 : CHOICE_SAMPLES;
  while (samples.length < want) samples.push(determinize(view, rng));
  let best = legal[0]!;
  let bestValue = -Infinity;
  for (const a of legal) {
    // among equal values (an SP that changes no control yet) the playout heuristic's preference
    let total = 1e-3 * actionScore(first, a);
    for (const d of samples) {
      const s = applyInPlace(playoutCopy(d), a);
      total += immediate ? vpFor(s, side) : lookahead(s, side, rng);
    }
    if (total > bestValue) {
      bestValue = total;
      best = a;
    }
  }
  return legal.find((x) => actionKey(x) === actionKey(best))!;
};

function isScoring(card: number): boolean {
  return COUNTRY_IDS.some((k) => COUNTRY[k].scoringCard === card);
}

export default yardstickPolicy;
