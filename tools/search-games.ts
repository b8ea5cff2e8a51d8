/**
 * npm run search-games -- --a ai:normal --b ai:normal --games N --seed S --out FILE [--from K]
 *
 * Plays standard games between two policies (a as the Communist in even games, as the Democrat in
 * odd ones) and writes, one line per game, the features (src/ai/features.ts) of every action-round
 * position with the game's outcome. `npm run fit-evaluation -- --samples FILE` fits the evaluation
 * to these games of searched play instead of (or beside) the playout policy's own (expert
 * iteration). Game g plays seed S-g; --from K starts at game K, so a long run splits over
 * processes, each writing its own file (fit-evaluation reads several). Budgets are playout counts,
 * so the same arguments give the same file.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import type { Side } from '../src/engine';
import { evaluate, heldScoringLogit } from '../src/ai/evaluate';
import { FEATURE_SETS, features } from '../src/ai/features';
import { parseArgs } from './playout';
import { playGame, policyByName } from './match';

export interface GameSamples {
  game: number;
  seed: string;
  /** the Democrat's result: 1 won, 0 lost, 0.5 drawn */
  y: number;
  /** the features of each action-round position, with the 4.5.4 term and the hand-made chance */
  positions: { x: number[]; rule: number; hand: number }[];
}

const args = parseArgs(process.argv.slice(2));
const aName = String(args.a ?? 'ai:normal');
const bName = String(args.b ?? aName);
const games = Number(args.games ?? 10);
const from = Number(args.from ?? 0);
const seed = String(args.seed ?? 'search');
const out = String(args.out ?? `search-games-${seed}.jsonl`);
// every feature (the larger set): fit-evaluation picks out the names of the set it fits
writeFileSync(out, JSON.stringify({ features: FEATURE_SETS.support, a: aName, b: bName, seed, from }) + '\n');

const a = await policyByName(aName);
const b = await policyByName(bName);
const t0 = performance.now();
for (let g = from; g < from + games; g++) {
  const aSide: Side = g % 2 === 0 ? 'communist' : 'democrat';
  const players = aSide === 'communist' ? { communist: a, democrat: b } : { communist: b, democrat: a };
  const positions: GameSamples['positions'] = [];
  const { state } = playGame({ seed: `${seed}-${g}` }, players, `${seed}-${g}`, (s) => {
    if (s.prompt!.kind === 'actionRound') positions.push({ x: features(s, 'support'), rule: heldScoringLogit(s), hand: evaluate(s, 'democrat') });
  });
  const line: GameSamples = { game: g, seed: `${seed}-${g}`, y: evaluate(state, 'democrat'), positions };
  appendFileSync(out, JSON.stringify(line) + '\n');
  process.stderr.write(
    `game ${g}: ${state.result!.winner ?? 'draw'} (${state.result!.reason}), ${positions.length} positions, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`,
  );
}
