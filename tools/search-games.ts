/**
 * npm run search-games -- --a ai:normal --b ai:normal --games N --seed S --out FILE [--from K] [--others R]
 *
 * Plays standard games between two policies (a as the Communist in even games, as the Democrat in
 * odd ones) and writes, one line per game, the positions of its decisions with the game's outcome:
 * every card play and, of the other decisions with more than one choice (an SP, a support check,
 * an event's choice, the power struggle, the setup 3.4), one in R (default 3, seeded). Each
 * position's features (src/ai/features.ts) are read as play reads them, on a state sampled from
 * the view of the side to decide (./training-position.ts), not on the true state.
 * `npm run fit-evaluation -- --samples FILE` fits the evaluation to these games of searched play
 * instead of (or beside) the playout policy's own (expert iteration). Game g plays seed S-g;
 * --from K starts at game K, so a long run splits over processes, each writing its own file
 * (fit-evaluation reads several, gzipped or not). Budgets are playout counts, so the same
 * arguments give the same file.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { CARD_PLAY_PROMPTS, legalActions, type Side } from '../src/engine';
import { evaluate } from '../src/ai/evaluate';
import { FEATURE_SETS } from '../src/ai/features';
import { trainingPosition, type TrainingPosition } from './training-position';
import { parseArgs } from './playout';
import { playGame, policyByName } from './match';

export interface GameSamples {
  game: number;
  seed: string;
  /** the Democrat's result: 1 won, 0 lost, 0.5 drawn */
  y: number;
  /** the positions, each with the decision's kind (the prompt), read from the deciding side's view */
  positions: (TrainingPosition & { kind: string })[];
}

const args = parseArgs(process.argv.slice(2));
const aName = String(args.a ?? 'ai:normal');
const bName = String(args.b ?? aName);
const games = Number(args.games ?? 10);
const from = Number(args.from ?? 0);
const seed = String(args.seed ?? 'search');
const out = String(args.out ?? `search-games-${seed}.jsonl`);
const others = Number(args.others ?? 3);
// every feature (the larger set): fit-evaluation picks out the names of the set it fits
writeFileSync(out, JSON.stringify({ features: FEATURE_SETS.support, a: aName, b: bName, seed, from, others }) + '\n');

const a = await policyByName(aName);
const b = await policyByName(bName);
const t0 = performance.now();
for (let g = from; g < from + games; g++) {
  const aSide: Side = g % 2 === 0 ? 'communist' : 'democrat';
  const players = aSide === 'communist' ? { communist: a, democrat: b } : { communist: b, democrat: a };
  const positions: GameSamples['positions'] = [];
  const rng = seedrandom(`${seed}-${g}:positions`);
  const { state } = playGame({ seed: `${seed}-${g}` }, players, `${seed}-${g}`, (s) => {
    const kind = s.prompt!.kind;
    if (CARD_PLAY_PROMPTS.includes(kind) ? true : legalActions(s).length > 1 && rng() * others < 1)
      positions.push({ kind, ...trainingPosition(s, 'support', rng) });
  });
  const line: GameSamples = { game: g, seed: `${seed}-${g}`, y: evaluate(state, 'democrat'), positions };
  appendFileSync(out, JSON.stringify(line) + '\n');
  process.stderr.write(
    `game ${g}: ${state.result!.winner ?? 'draw'} (${state.result!.reason}), ${positions.length} positions, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`,
  );
}
