/**
 * npm run fuzz -- --games N --seed S [--from K] [--policy uniform|scoring] [--illegal-every K] [--loader-every L] [--mode standard|family] [--extra side:n] [--quiet]: random legal games with every
 * invariant checked after every action, random illegal actions refused, and replay determinism.
 * A failure prints the seed and action index and writes the record to fuzz-failure-<seed>.json.
 */
import { writeFileSync } from 'node:fs';
import { modeOptions, parseArgs } from './playout';
import { FuzzFailure, fuzzGame, policyOf, type Policy } from './invariants';
import { fuzzLoader } from './record-fuzz';

const args = parseArgs(process.argv.slice(2));
const games = Number(args.games ?? 100);
const seed = String(args.seed ?? '1');
// --from K plays games K..N-1 of the same series (to split a long run over several processes)
const from = Number(args.from ?? 0);
const modeOpts = modeOptions(args);
const illegalEvery = Number(args['illegal-every'] ?? 5);
// every this many games, damaged copies of the record go through the loader
const loaderEvery = Number(args['loader-every'] ?? 10);
// uniform random players, or scoring cards first (longer games); by default half and half
const policy = args.policy === 'uniform' || args.policy === 'scoring' ? (args.policy as Policy) : undefined;
const turnsReached: Record<number, number> = {};
if (!Number.isInteger(games) || games < 1) throw new Error('--games must be a positive integer');
if (!Number.isInteger(from) || from < 0 || from >= games) throw new Error('--from must be a whole number below --games');

const outcomes: Record<string, number> = {};
const failures: { seed: string; index: number; message: string; file: string }[] = [];
let actions = 0;
let maxActions = 0;
const start = performance.now();
let lastReport = start;
for (let g = from; g < games; g++) {
  const gameSeed = `${seed}-${g}`;
  try {
    const r = fuzzGame(gameSeed, {
      illegalEvery,
      afterGame: g % loaderEvery === 0 ? (r, s) => void fuzzLoader(r, s, 10) : undefined,
      policy: policy ?? policyOf(g),
      ...modeOpts,
    });
    actions += r.actions;
    maxActions = Math.max(maxActions, r.actions);
    turnsReached[r.turn] = (turnsReached[r.turn] ?? 0) + 1;
    const key = `${r.result.winner ?? 'draw'} by ${r.result.reason}`;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  } catch (e) {
    if (!(e instanceof FuzzFailure)) throw e;
    const file = `fuzz-failure-${e.seed}.json`;
    writeFileSync(file, JSON.stringify({ ...e.record, failure: { index: e.index, message: e.message } }, null, 1));
    failures.push({ seed: e.seed, index: e.index, message: e.message, file });
    console.error(`FAIL seed ${e.seed} at action ${e.index}: ${e.message}\n  record: ${file} (npm run replay -- ${file})`);
    if (e.cause instanceof Error && !(e.cause.name === 'InvariantError')) console.error(e.cause.stack);
  }
  const now = performance.now();
  if (!args.quiet && now - lastReport > 10000) {
    lastReport = now;
    console.log(`  ${g + 1}/${games} games, ${failures.length} failed, ${((now - start) / 1000).toFixed(0)} s`);
  }
}
const seconds = (performance.now() - start) / 1000;
const played = games - from;
const passed = played - failures.length;
console.log(`fuzz: ${played} games (seed ${seed}${from > 0 ? `, games ${from}–${games - 1}` : ''}), ${passed} passed, ${failures.length} failed`);
for (const [k, v] of Object.entries(outcomes).sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${v}`);
console.log(
  `last turn reached: ${Object.entries(turnsReached)
    .map(([t, n]) => `${t}: ${n}`)
    .join(', ')}`,
);
console.log(`actions: ${actions} (average ${passed ? Math.round(actions / passed) : 0}, longest ${maxActions})`);
console.log(`time: ${seconds.toFixed(1)} s (${(played / seconds).toFixed(1)} games/s with all checks)`);
process.exitCode = failures.length ? 1 : 0;
