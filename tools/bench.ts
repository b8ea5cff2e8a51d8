/**
 * npm run bench -- [--games N] [--seed S] [--warmup N] [--no-build] [--compare DIR]: engine speed on one core
 * and bundle size.
 *  - random playouts per second (tools/playout.ts, after a warm-up of 2000 games, see below);
 *  - apply latency percentiles (all actions, and those of turn 10) and legalActions cost,
 *    replaying the same games action by action;
 *  - random playouts per second from turn-5 positions (what a computer player does);
 *  - the same three measures on the playout path (playoutCopy + applyInPlace, what the computer's
 *    search uses), for an engine that has it, in a process of its own (see "the path measured");
 *  - with --compare DIR (another checkout of the repository, e.g. a worktree of an older commit,
 *    with its node_modules): the same measures for that checkout's engine in the same run (in a
 *    process of its own, on the same seeds), and the ratios;
 *  - gzipped size of each built JS and CSS asset (vite build into dist/).
 * Prints a table and writes the same numbers to bench-results.json.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import seedrandom from 'seedrandom';
import * as current from '../src/engine';
import type { Action, GameOptions, GameState } from '../src/engine';
import { parseArgs } from './playout';

const args = parseArgs(process.argv.slice(2));
const games = Number(args.games ?? 300);
const seed = String(args.seed ?? 'bench');
const positions = Number(args.positions ?? 40);
const playoutsPerPosition = Number(args['playouts-per-position'] ?? 5);

const AIMS = { gamesPerSecond: 1000, applyP99Ms: 1, applyTurn10P99Ms: 0.02, playoutsPerSecond: 1000, bundleGzipKB: 200 };

/** The part of an engine the bench drives (the current one, or another checkout's). */
interface Engine {
  newGame(o: GameOptions): GameState;
  legalActions(s: GameState): Action[];
  apply(s: GameState, a: Action): GameState;
  /** the playout path (engines since playout copies) */
  playoutCopy?(s: GameState): GameState;
  applyInPlace?(s: GameState, a: Action): GameState;
}

/** The engine's playout path as an Engine: a playout copy of each new game, changed in place. */
function inPlace(e: Engine): Engine | null {
  const { playoutCopy, applyInPlace } = e;
  if (!playoutCopy || !applyInPlace) return null;
  return { newGame: (o) => playoutCopy(e.newGame(o)), legalActions: e.legalActions, apply: applyInPlace };
}

/** One random game to its end (the same picker as tools/playout.ts). */
function playout(e: Engine, options: GameOptions): { state: GameState; actions: Action[] } {
  return playFrom(e, e.newGame(options), seedrandom(`picker:${options.seed}`));
}

function playFrom(e: Engine, start: GameState, pick: () => number): { state: GameState; actions: Action[] } {
  let s = start;
  const actions: Action[] = [];
  while (!s.result) {
    const legal = e.legalActions(s);
    const a = legal[Math.floor(pick() * legal.length)]!;
    s = e.apply(s, a);
    actions.push(a);
  }
  return { state: s, actions };
}

const cpuSeconds = (c0: NodeJS.CpuUsage): number => {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1e6;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const round = (x: number, digits = 1): number => Number(x.toFixed(digits));

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const stats = (xs: number[], digits: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return {
    mean: round(mean(sorted), digits),
    p50: round(percentile(sorted, 50), digits),
    p99: round(percentile(sorted, 99), digits),
    max: round(sorted[sorted.length - 1] ?? 0, digits),
  };
};

// ---------------------------------------------------------------- the engine and the path measured
// Each engine and each path runs in a process of its own: two engines, or the two paths of one
// engine, in one process share the JIT's type feedback and the heap, which slows whichever runs
// second. In the product they never share one either: the page applies actions with `apply`, the
// computer's search plays its playouts in a worker.
//  --engine-dir DIR (used by --compare): that checkout's engine instead of this one;
//  --path playout: its playout path (playoutCopy + applyInPlace) instead of `apply`;
//  --json-out FILE: write the figures there (a child process) instead of printing them.
const engineDir = typeof args['engine-dir'] === 'string' ? resolve(args['engine-dir']) : null;
const subject: Engine = engineDir ? ((await import(`${engineDir}/src/engine/index.ts`)) as Engine) : current;
const name = engineDir ? `compare (${engineDir})` : 'current';
const onPlayoutPath = args.path === 'playout';
const driven: Engine | null = onPlayoutPath ? inPlace(subject) : subject;
if (!driven) throw new Error(`${name} has no playout path`);

// ---------------------------------------------------------------- warm-up
// V8 compiles the engine's code as it runs hot, and many of its paths (110 events, power
// struggles, final scoring) run once a game or less: its speed settles only after a few thousand
// games. A computer player plays that many within its first decisions, in one long-lived worker,
// so the figures below are taken after `warmup` games (--warmup N, 2000 by default, run on both
// engines alike with --compare). The rate of the first `games` games from start is reported too.
const warmup = Number(args.warmup ?? 2000);
let coldGamesPerSecond = 0;
{
  const t0 = performance.now();
  for (let g = 0; g < warmup; g++) {
    playout(driven, { seed: `${seed}-warmup-${g}` });
    if (g + 1 === Math.min(games, warmup)) coldGamesPerSecond = (g + 1) / ((performance.now() - t0) / 1000);
  }
}

// ---------------------------------------------------------------- random games per second
// Three batches: on a shared machine the best batch is the closest to the engine's own speed.
const BATCHES = 3;
const records: { options: GameOptions; actions: Action[] }[] = [];
const gameRun = { seconds: 0, cpuSeconds: 0, batchRates: [] as number[], actions: 0 };
for (let b = 0; b < BATCHES; b++) {
  const from = Math.floor((b * games) / BATCHES);
  const to = Math.floor(((b + 1) * games) / BATCHES);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let g = from; g < to; g++) {
    const options = { seed: `${seed}-${g}` };
    const { actions } = playout(driven, options);
    records.push({ options, actions });
    gameRun.actions += actions.length;
  }
  const sec = (performance.now() - t0) / 1000;
  gameRun.seconds += sec;
  gameRun.cpuSeconds += cpuSeconds(c0);
  gameRun.batchRates.push((to - from) / sec);
}

// ---------------------------------------------------------------- apply and legalActions, per call
// The same games again, action by action.
function perCall(e: Engine) {
  const applyMs: number[] = [];
  const turn10Ms: number[] = [];
  const legalUs: number[] = [];
  let slowest = { ms: 0, seed: '', index: -1, kind: '' };
  for (const r of records) {
    let s = e.newGame(r.options);
    r.actions.forEach((a, i) => {
      const l0 = performance.now();
      e.legalActions(s);
      const l1 = performance.now();
      const kind = s.prompt?.kind ?? '';
      const turn = s.turn;
      s = e.apply(s, a);
      const a1 = performance.now();
      legalUs.push((l1 - l0) * 1000);
      applyMs.push(a1 - l1);
      if (turn === 10) turn10Ms.push(a1 - l1);
      if (a1 - l1 > slowest.ms) slowest = { ms: a1 - l1, seed: r.options.seed, index: i, kind };
    });
  }
  return {
    applyMs: { ...stats(applyMs, 4), slowest: { ...slowest, ms: round(slowest.ms, 3) } },
    applyTurn10Ms: stats(turn10Ms, 4),
    legalActionsUs: stats(legalUs, 1),
  };
}
const calls = perCall(driven);

// ---------------------------------------------------------------- playouts from turn-5 positions
// The positions: the first decision of turn 5 in the first games played above; random games
// to the end from there (on the playout path, each from a playout copy of the position).
const startStates: GameState[] = [];
for (const r of records) {
  if (startStates.length >= positions) break;
  let s = driven.newGame(r.options);
  for (const a of r.actions) {
    if (s.turn >= 5 || s.result) break;
    s = driven.apply(s, a);
  }
  if (s.turn === 5 && !s.result) startStates.push(s);
}
const turn5Run = { seconds: 0, cpuSeconds: 0, playouts: 0 };
for (let pass = 0; pass < playoutsPerPosition; pass++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  startStates.forEach((s, i) => {
    playFrom(driven, onPlayoutPath ? subject.playoutCopy!(s) : s, seedrandom(`position:${i}:${pass}`));
    turn5Run.playouts++;
  });
  turn5Run.seconds += (performance.now() - t0) / 1000;
  turn5Run.cpuSeconds += cpuSeconds(c0);
}

/** The figures of the path measured here. */
const rates = [...gameRun.batchRates].sort((a, b) => a - b);
const figures = {
  games,
  actions: gameRun.actions,
  averageActionsPerGame: Math.round(gameRun.actions / games),
  gamesPerSecond: round(games / gameRun.seconds),
  gamesPerSecondBestBatch: round(rates[rates.length - 1]!),
  warmupGames: warmup,
  /** the rate of the first games from start, while V8 is still compiling the engine */
  coldGamesPerSecond: round(coldGamesPerSecond),
  /** games per second of CPU time used by this process: what one idle core would do */
  gamesPerCpuSecond: round(games / gameRun.cpuSeconds),
  playoutSeconds: round(gameRun.seconds, 2),
  ...calls,
  turn5Playouts: {
    positions: startStates.length,
    playouts: turn5Run.playouts,
    perSecond: round(turn5Run.playouts / turn5Run.seconds),
    perCpuSecond: round(turn5Run.playouts / turn5Run.cpuSeconds),
  },
};
type Figures = typeof figures;
if (onPlayoutPath) {
  writeFileSync(String(args['json-out']), JSON.stringify(figures));
  process.exit(0);
}

/** Figures measured by a child process on the same seeds (`more`: the engine and the path). */
function measureInChild<T>(more: string[]): T {
  const out = join(tmpdir(), `bench-${process.pid}-${more.join('-').replace(/[^a-z0-9-]/gi, '')}.json`);
  const pass = [
    '--games',
    String(games),
    '--warmup',
    String(warmup),
    '--seed',
    seed,
    '--positions',
    String(positions),
    '--playouts-per-position',
    String(playoutsPerPosition),
  ];
  execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, ...more, '--json-out', out, ...pass], { stdio: 'inherit' });
  const r = JSON.parse(readFileSync(out, 'utf8')) as T;
  rmSync(out);
  return r;
}

/** The playout path's figures, as the result reports them (null for an engine without one). */
function playoutPathFigures() {
  if (!inPlace(subject)) return null;
  const p = measureInChild<Figures>([...(engineDir ? ['--engine-dir', engineDir] : []), '--path', 'playout']);
  return {
    gamesPerSecond: p.gamesPerSecond,
    gamesPerSecondBestBatch: p.gamesPerSecondBestBatch,
    gamesPerCpuSecond: p.gamesPerCpuSecond,
    applyInPlaceMs: p.applyMs,
    applyInPlaceTurn10Ms: p.applyTurn10Ms,
    turn5PlayoutsPerSecond: p.turn5Playouts.perSecond,
    turn5PlayoutsPerCpuSecond: p.turn5Playouts.perCpuSecond,
  };
}
const result = { name, ...figures, playoutPath: playoutPathFigures() };
if (engineDir) {
  writeFileSync(String(args['json-out']), JSON.stringify(result));
  process.exit(0);
}
const results: (typeof result)[] = [result];
const engine = results[0]!;
const compared = typeof args.compare === 'string' ? measureInChild<typeof result>(['--engine-dir', resolve(args.compare)]) : undefined;
if (compared) results.push(compared);
const ratios = compared && {
  gamesPerSecond: round(engine.gamesPerSecond / compared.gamesPerSecond, 2),
  gamesPerCpuSecond: round(engine.gamesPerCpuSecond / compared.gamesPerCpuSecond, 2),
  turn5PlayoutsPerSecond: round(engine.turn5Playouts.perSecond / compared.turn5Playouts.perSecond, 2),
  applyP50: round(compared.applyMs.p50 / engine.applyMs.p50, 2),
  applyTurn10P99: round(compared.applyTurn10Ms.p99 / engine.applyTurn10Ms.p99, 2),
  playoutPath: engine.playoutPath && {
    gamesPerSecond: round(engine.playoutPath.gamesPerSecond / compared.gamesPerSecond, 2),
    turn5PlayoutsPerSecond: round(engine.playoutPath.turn5PlayoutsPerSecond / compared.turn5Playouts.perSecond, 2),
  },
};

// ---------------------------------------------------------------- bundle size
interface Asset {
  file: string;
  bytes: number;
  gzipBytes: number;
}
let bundle: { js: Asset[]; css: Asset[]; jsGzipBytes: number; cssGzipBytes: number; totalGzipBytes: number } | null = null;
if (!args['no-build']) {
  execFileSync('npx', ['vite', 'build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' });
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else files.push(p);
    }
  };
  walk('dist');
  const assets = (ext: string): Asset[] =>
    files
      .filter((f) => f.endsWith(ext))
      .map((f) => {
        const buf = readFileSync(f);
        return { file: f, bytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length };
      });
  const js = assets('.js');
  const css = assets('.css');
  const sum = (xs: Asset[]): number => xs.reduce((n, a) => n + a.gzipBytes, 0);
  bundle = { js, css, jsGzipBytes: sum(js), cssGzipBytes: sum(css), totalGzipBytes: sum(js) + sum(css) };
}

// ---------------------------------------------------------------- report
const machine = {
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: availableParallelism(),
  date: new Date().toISOString(),
};
const kb = (b: number): string => `${(b / 1024).toFixed(1)} KB`;
const meets = {
  gamesPerSecond: engine.gamesPerSecond >= AIMS.gamesPerSecond,
  applyP99: engine.applyMs.p99 <= AIMS.applyP99Ms,
  applyTurn10P99: engine.applyTurn10Ms.p99 <= AIMS.applyTurn10P99Ms,
  playoutsPerSecond: engine.turn5Playouts.perSecond >= AIMS.playoutsPerSecond,
  bundle: bundle ? bundle.totalGzipBytes <= AIMS.bundleGzipKB * 1024 : null,
  playoutPath: engine.playoutPath && {
    gamesPerSecond: engine.playoutPath.gamesPerSecond >= AIMS.gamesPerSecond,
    applyInPlaceTurn10P99: engine.playoutPath.applyInPlaceTurn10Ms.p99 <= AIMS.applyTurn10P99Ms,
    playoutsPerSecond: engine.playoutPath.turn5PlayoutsPerSecond >= AIMS.playoutsPerSecond,
  },
};
const us = (ms: number): string => `${round(ms * 1000, 1)} µs`;
const ok = (x: boolean): string => (x ? 'ok' : 'MISSED');
const rows: [string, string, string][] = [];
for (const r of results) {
  const mine = r === engine;
  if (results.length > 1) rows.push([`engine: ${r.name}`, '', '']);
  rows.push(
    [
      'random games per second (1 core)',
      String(r.gamesPerSecond),
      `${mine ? `≥ ${AIMS.gamesPerSecond} ${ok(meets.gamesPerSecond)} ` : ''}(best batch ${r.gamesPerSecondBestBatch}; after ${r.warmupGames} warm-up games)`,
    ],
    [`  the first ${Math.min(games, r.warmupGames)} games from start`, String(r.coldGamesPerSecond), '(V8 still compiling the engine)'],
    ['random games per CPU second', String(r.gamesPerCpuSecond), '(the wall-clock rate on a busy machine is lower)'],
    ['actions per game (average)', String(r.averageActionsPerGame), ''],
    ['apply p50', us(r.applyMs.p50), ''],
    ['apply p99', us(r.applyMs.p99), mine ? `≤ ${AIMS.applyP99Ms * 1000} µs ${ok(meets.applyP99)}` : ''],
    ['apply p50 in turn 10', us(r.applyTurn10Ms.p50), ''],
    ['apply p99 in turn 10', us(r.applyTurn10Ms.p99), mine ? `≤ ${AIMS.applyTurn10P99Ms * 1000} µs ${ok(meets.applyTurn10P99)}` : ''],
    ['apply max', us(r.applyMs.max), `(${r.applyMs.slowest.kind}, seed ${r.applyMs.slowest.seed} action ${r.applyMs.slowest.index})`],
    ['legalActions mean', `${r.legalActionsUs.mean} µs`, ''],
    ['legalActions p99', `${r.legalActionsUs.p99} µs`, ''],
    [
      'random playouts per second from turn 5',
      String(r.turn5Playouts.perSecond),
      `${mine ? `≥ ${AIMS.playoutsPerSecond} ${ok(meets.playoutsPerSecond)} ` : ''}(${r.turn5Playouts.playouts} from ${r.turn5Playouts.positions} positions; ${r.turn5Playouts.perCpuSecond} per CPU second)`,
    ],
  );
  const pp = r.playoutPath;
  const pm = mine ? meets.playoutPath : null;
  if (pp)
    rows.push(
      ['playout path (playoutCopy + applyInPlace):', '', ''],
      [
        '  random games per second',
        String(pp.gamesPerSecond),
        `${pm ? `≥ ${AIMS.gamesPerSecond} ${ok(pm.gamesPerSecond)} ` : ''}(best batch ${pp.gamesPerSecondBestBatch}; ${pp.gamesPerCpuSecond} per CPU second)`,
      ],
      ['  applyInPlace p50 / p99', `${us(pp.applyInPlaceMs.p50)} / ${us(pp.applyInPlaceMs.p99)}`, ''],
      [
        '  applyInPlace p50 / p99 in turn 10',
        `${us(pp.applyInPlaceTurn10Ms.p50)} / ${us(pp.applyInPlaceTurn10Ms.p99)}`,
        pm ? `p99 ≤ ${AIMS.applyTurn10P99Ms * 1000} µs ${ok(pm.applyInPlaceTurn10P99)}` : '',
      ],
      [
        '  random playouts per second from turn 5',
        String(pp.turn5PlayoutsPerSecond),
        `${pm ? `≥ ${AIMS.playoutsPerSecond} ${ok(pm.playoutsPerSecond)} ` : ''}(a playout copy of the position each; ${pp.turn5PlayoutsPerCpuSecond} per CPU second)`,
      ],
    );
}
if (ratios) {
  rows.push(['current ÷ compare, same run', '', '']);
  rows.push(['  random games per second', `× ${ratios.gamesPerSecond}`, `(per CPU second × ${ratios.gamesPerCpuSecond})`]);
  rows.push(['  playouts per second from turn 5', `× ${ratios.turn5PlayoutsPerSecond}`, '']);
  rows.push(['  apply p50 / p99 in turn 10, faster by', `× ${ratios.applyP50} / × ${ratios.applyTurn10P99}`, '']);
  if (ratios.playoutPath) {
    rows.push(['  playout path ÷ compare apply: games per second', `× ${ratios.playoutPath.gamesPerSecond}`, '']);
    rows.push(['  playout path ÷ compare apply: playouts from turn 5', `× ${ratios.playoutPath.turn5PlayoutsPerSecond}`, '']);
  }
}
if (bundle) {
  for (const a of [...bundle.js, ...bundle.css]) rows.push([`  ${a.file}`, `${kb(a.gzipBytes)} gz`, `${kb(a.bytes)} raw`]);
  rows.push(['JS gzipped', kb(bundle.jsGzipBytes), '']);
  rows.push(['CSS gzipped', kb(bundle.cssGzipBytes), '']);
  rows.push(['bundle gzipped (JS + CSS)', kb(bundle.totalGzipBytes), `≤ ${AIMS.bundleGzipKB} KB ${meets.bundle ? 'ok' : 'MISSED'}`]);
}
const w0 = Math.max(...rows.map((r) => r[0].length));
const w1 = Math.max(...rows.map((r) => r[1].length));
console.log(`bench: ${games} games (seed ${seed}), ${machine.node}, ${machine.cores} cores, ${machine.cpu}`);
for (const [a, b, c] of rows) console.log(`  ${a.padEnd(w0)}  ${b.padStart(w1)}  ${c}`);
writeFileSync(
  'bench-results.json',
  JSON.stringify({ machine, aims: AIMS, meets, engine, compared: compared ?? null, ratios: ratios ?? null, bundle }, null, 2) + '\n',
);
console.log('written: bench-results.json');
