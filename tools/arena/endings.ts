/**
 * How a game won by automatic victory (10.1: VP at −20 for the Communist, +20 for the Democrat)
 * came about, read from its log and the states before each decision: the turn and action round,
 * the card play that crossed the line (a scoring card's struggle and scoring, an event's VP, the
 * Tiananmen track, a support check's aftermath), the VP before it and at the loser's last card
 * play, the scorings played before, and what the loser's evaluation said at that last card play
 * (on the true state: the search sees samples of it, so this is its view at best).
 *
 *   npx tsx tools/arena/endings.ts --a frozen-hard@0.015 --b frozen-hard@0.015 --games N --seed S [--from K] [--eval frozen|MODULE]
 *
 * Sides alternate as in tools/arena.ts (a the Communist in even games). One JSON line per game on
 * stdout, a summary on stderr at the end. --beliefs instead counts, at the Democrat's card plays,
 * the scoring cards in the Communist's hand against those his sampled states give her (a the
 * Communist; default frozen-hard@0.005 on both sides).
 */
import { COUNTRY, COUNTRY_IDS } from '../../src/engine/data';
import seedrandom from 'seedrandom';
import { determinize, logEntries, other, viewFor, zones, type GameState, type Side } from '../../src/engine';
import { parseArgs } from '../playout';
import { playGame, policyByName } from '../match';
import { FROZEN_HARD } from './frozen-hard';
import type { Policy } from '../../src/ai/baselines';
import type { Evaluation } from '../../src/ai/evaluate';
import { CARD_PLAY_PROMPTS } from '../../src/ai/levels';

const SCORING_OF = new Map<number, string>(COUNTRY_IDS.map((c) => [COUNTRY[c].scoringCard, c]));

export interface Ending {
  seed: string;
  winner: Side | null;
  reason: string;
  turn: number;
  round: number;
  finalVp: number;
  /** the card play that ended the game: who played it, the card, how, and what moved the VP in it */
  lastPlay: { side: Side; card: number; use: string; scoring: string | null; vpBefore: number; sources: Record<string, number> } | null;
  /** the loser's last card play: VP then, its turn, and the evaluation's chance for the loser on the true state */
  loserLast: { vp: number; turn: number; round: number; chance: number } | null;
  /** scoring cards played in the game, in order: country, who, turn */
  scorings: { country: string; side: Side; turn: number }[];
}

/** Reads one finished game and the states before each card play. */
export function ending(seed: string, final: GameState, cardPlays: { s: GameState; side: Side; chance: number }[]): Ending {
  const r = final.result!;
  const log = logEntries(final);
  const scorings: Ending['scorings'] = [];
  let turn = 1;
  let lastPlayIdx = -1;
  for (let i = 0; i < log.length; i++) {
    const e = log[i]!;
    if (e.key === 'turnStart') turn = Number(e.params.turn);
    if (e.key === 'playCard') {
      lastPlayIdx = i;
      const c = SCORING_OF.get(Number(e.params.card));
      if (c) scorings.push({ country: c, side: e.params.side as Side, turn });
    }
  }
  let lastPlay: Ending['lastPlay'] = null;
  if (lastPlayIdx >= 0) {
    const p = log[lastPlayIdx]!.params;
    const sources: Record<string, number> = {};
    const add = (k: string, v: number) => (sources[k] = (sources[k] ?? 0) + v);
    for (const e of log.slice(lastPlayIdx + 1)) {
      const q = e.params;
      const toDem = (side: unknown, v: number) => (side === 'democrat' ? v : -v);
      if (e.key === 'countryScored') add('country scoring', Number(q.net));
      if (e.key === 'psVictoryPoints') add('struggle roll', toDem(q.side, Number(q.vp)));
      if (e.key === 'psPowerScored') add('power kept', -Number(q.vp));
      if (e.key === 'eventVp') add('event', toDem(q.side, Number(q.vp)));
      if (e.key === 'finalBonus') add('final bonus', Number(q.vp));
      if (e.key === 'finalScoringEvent') add('final event', Number(q.vp));
    }
    const before = [...cardPlays].reverse().find((x) => x.side === p.side);
    lastPlay = {
      side: p.side as Side,
      card: Number(p.card),
      use: String(p.use),
      scoring: SCORING_OF.get(Number(p.card)) ?? null,
      vpBefore: before ? before.s.vp : NaN,
      sources,
    };
  }
  const loser = r.winner === null ? null : other(r.winner);
  const last = loser ? [...cardPlays].reverse().find((x) => x.side === loser) : undefined;
  return {
    seed,
    winner: r.winner,
    reason: r.reason,
    turn: final.turn,
    round: final.round,
    finalVp: final.vp,
    lastPlay,
    loserLast: last ? { vp: last.s.vp, turn: last.s.turn, round: last.s.round, chance: +last.chance.toFixed(3) } : null,
    scorings,
  };
}

/** Plays one game (as tools/arena.ts does) and reads its ending; `evaluation` judges each card play's state for the side to play. */
export function playForEnding(seed: string, players: Record<Side, Policy>, evaluation: Evaluation): Ending {
  const cardPlays: { s: GameState; side: Side; chance: number }[] = [];
  const out = playGame({ seed }, players, seed, (s) => {
    if (s.prompt && CARD_PLAY_PROMPTS.includes(s.prompt.kind)) {
      const side = s.prompt.side;
      cardPlays.push({ s, side, chance: evaluation.chance(s, side, side) });
    }
  });
  return ending(seed, out.state, cardPlays);
}

/**
 * What the Democrat believes of the scoring cards in the Communist's hand: at each of his card
 * plays, the scoring cards she holds and the mean over `samples` states sampled from his view
 * (determinize), by the round of the turn.
 */
export function scoringBeliefs(seed: string, players: Record<Side, Policy>, samples = 16): Record<string, { n: number; truth: number; sampled: number }> {
  const count = (s: GameState) => zones.hand(s, 'communist').filter((c) => SCORING_OF.has(c)).length;
  const by: Record<string, { n: number; truth: number; sampled: number }> = {};
  playGame({ seed }, players, seed, (s) => {
    if (s.prompt?.kind !== 'actionRound' || s.prompt.side !== 'democrat') return;
    const view = viewFor(s, 'democrat');
    const rng = seedrandom(`${seed}:${s.turn}:${s.round}`);
    let sum = 0;
    for (let i = 0; i < samples; i++) sum += count(determinize(view, rng));
    const k = s.round <= 2 ? 'rounds 1-2' : s.round <= 4 ? 'rounds 3-4' : 'rounds 5-7';
    const b = (by[k] ??= { n: 0, truth: 0, sampled: 0 });
    b.n++;
    b.truth += count(s);
    b.sampled += sum / samples;
  });
  return by;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const args = parseArgs(process.argv.slice(2));
  const fallback = args.beliefs === true ? 'frozen-hard@0.005' : 'frozen-hard@0.015';
  const a = await policyByName(String(args.a ?? fallback));
  const b = await policyByName(String(args.b ?? fallback));
  const games = Number(args.games ?? 20);
  const from = Number(args.from ?? 0);
  const seed = String(args.seed ?? 'endings');
  let evaluation = FROZEN_HARD.evaluation;
  if (typeof args.eval === 'string' && args.eval !== 'frozen') {
    const { pathToFileURL } = await import('node:url');
    const { resolve } = await import('node:path');
    const mod = (await import(pathToFileURL(resolve(args.eval)).href)) as { settings?: { evaluation?: typeof evaluation } };
    if (mod.settings?.evaluation) evaluation = mod.settings.evaluation;
  }
  if (args.beliefs === true) {
    const total: Record<string, { n: number; truth: number; sampled: number }> = {};
    for (let g = from; g < from + games; g++)
      for (const [k, x] of Object.entries(scoringBeliefs(`${seed}-${g}`, { communist: a, democrat: b }))) {
        const t = (total[k] ??= { n: 0, truth: 0, sampled: 0 });
        t.n += x.n;
        t.truth += x.truth;
        t.sampled += x.sampled;
      }
    for (const [k, t] of Object.entries(total).sort())
      console.log(`${k}: ${t.n} card plays, scoring cards in her hand ${(t.truth / t.n).toFixed(3)}, in his samples ${(t.sampled / t.n).toFixed(3)}`);
    process.exit(0);
  }
  const all: Ending[] = [];
  for (let g = from; g < from + games; g++) {
    const aSide: Side = g % 2 === 0 ? 'communist' : 'democrat';
    const e = { ...playForEnding(`${seed}-${g}`, { [aSide]: a, [other(aSide)]: b } as Record<Side, Policy>, evaluation), aSide };
    all.push(e);
    console.log(JSON.stringify(e));
  }
  const auto = all.filter((e) => e.reason === 'automatic-victory');
  process.stderr.write(`${all.length} games, ${auto.length} automatic victories\n`);
}
