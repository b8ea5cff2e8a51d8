/**
 * npm run fit-evaluation -- [--features control|support] [--games N] [--temperature T] [--seed S]
 *                           [--lambda L] [--samples FILE,FILE…] [--prior] [--dry-run]
 *                           [--by-side] [--out FILE]
 *
 * Fits the weights of the computer's fitted evaluation (src/ai/fitted.ts) over one feature set of
 * src/ai/features.ts (control, the default, or support), each with its own weights file. It plays N standard
 * games of the playout policy against itself (the search's own playouts, src/ai/heuristics.ts,
 * at temperature T), takes about one action-round decision in five as a sample with the game's
 * outcome, its features read as play reads them, on a state sampled from the deciding side's view
 * (./training-position.ts), and fits a logistic model of the Democrat's win over the features of
 * src/ai/features.ts (Newton's method, an L2 penalty of L on every weight but the bias). Games
 * with a number divisible by five are held out: the log loss and accuracy on them are printed for
 * the fitted and the hand-made evaluation. Writes src/ai/fitted-weights.generated.ts (control) or
 * src/ai/fitted-weights-support.generated.ts unless --dry-run, or FILE with --out (a candidate,
 * tools/arena/games; the `presence` set, which no level reads, only so). The same arguments give the same weights.
 *
 * --samples adds the positions of games between searching players written by
 * tools/search-games.ts (expert iteration: the evaluation learns what follows under the search's
 * own play; FILE may be gzipped, FILE.gz); their games with a number divisible by five are held out too, and the figures are
 * printed for each source apart, beside those of the weights in use. --games 0 fits on those
 * alone. --prior pulls every weight toward the weights in use rather than toward 0 (a fit to few
 * games that corrects the one in use instead of starting afresh).
 *
 * --by-side fits two tables, one to the positions read from the Democrat's view and one to those
 * read from the Communist's (src/ai/fitted.ts fittedEvaluationBySide: a search judges its samples
 * by the table of its own side), and writes them to FILE (a candidate, tools/arena/games) with the
 * held-out figures of each; playout games only.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import seedrandom from 'seedrandom';
import { applyInPlace, legalActions, newGame, playoutCopy, type Side } from '../src/engine';
import { evaluate, logistic } from '../src/ai/evaluate';
import { FEATURE_SETS, type FeatureSet } from '../src/ai/features';
import { WEIGHT_TABLES } from '../src/ai/fitted';
import type { GameSamples } from './search-games';
import { pickBy } from '../src/ai/heuristics';
import { parseArgs } from './playout';
import { trainingPosition } from './training-position';

const args = parseArgs(process.argv.slice(2));
const set = String(args.features ?? 'control') as FeatureSet;
if (!(set in FEATURE_SETS)) throw new Error('--features must be control, support or presence');
const FEATURE_NAMES = FEATURE_SETS[set];
/** the weights in use: the set's own, or for a set no level reads yet the support set's (0 for the rest) */
const FITTED_WEIGHTS = set === 'control' ? WEIGHT_TABLES.control : WEIGHT_TABLES.support;
const games = Number(args.games ?? 40000);
const temperature = Number(args.temperature ?? 0.3);
const seed = String(args.seed ?? 'fit');
const lambda = Number(args.lambda ?? 1);
const sampleFiles = typeof args.samples === 'string' ? args.samples.split(',') : [];
const prior = args.prior === true;
const bySide = args['by-side'] === true;
const outFile = typeof args.out === 'string' ? args.out : null;
if (bySide && (sampleFiles.length > 0 || !outFile)) throw new Error('--by-side fits playout games only and needs --out FILE');
if (set === 'presence' && !outFile) throw new Error('no level reads --features presence: write the candidate with --out FILE');
const SAMPLE = 0.2;
const K = FEATURE_NAMES.length;
/** the weights in use: the centre of the penalty under --prior, and a yardstick for the new fit */
const current = FEATURE_NAMES.map((n) => FITTED_WEIGHTS.weights[n] ?? 0);
const centre = prior ? current : new Array<number>(K).fill(0);

interface Sample {
  x: number[];
  /** the 4.5.4 term src/ai/fitted.ts adds to the fitted logit (a rule, left out of the fit) */
  rule: number;
  /** the Democrat's result: 1 won, 0 lost, 0.5 drawn */
  y: number;
  /** the hand-made evaluation's chance for the Democrat */
  hand: number;
  heldOut: boolean;
  source: 'playout' | 'search';
  /** the side to decide, from whose view the features were read (playout games) */
  viewer?: Side;
}

/** What each file of --samples holds, for the generated file's record: players, seed and games. */
const searchSources: string[] = [];

/** The positions of tools/search-games.ts files; every file starts with a line naming its features. */
function readSearchGames(): Sample[] {
  const samples: Sample[] = [];
  for (const file of sampleFiles) {
    const raw = readFileSync(file);
    const [head, ...lines] = (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8').trim().split('\n');
    const { features: names, a, b, seed } = JSON.parse(head!) as { features: string[]; a: string; b: string; seed: string };
    // the file's features may be more than the set's: take the set's by name
    const at = FEATURE_NAMES.map((n) => names.indexOf(n));
    if (at.includes(-1)) throw new Error(`${file} was written for other features: run tools/search-games.ts again`);
    const played = lines.map((line) => JSON.parse(line) as GameSamples);
    for (const g of played) for (const p of g.positions) p.x = at.map((i) => p.x[i]!);
    searchSources.push(`${a} vs ${b}, seeds ${seed}-${played[0]?.game}..${played.at(-1)?.game} (${played.length} games)`);
    for (const g of played)
      for (const p of g.positions) samples.push({ x: p.x, rule: p.rule, y: g.y, hand: p.hand, heldOut: g.game % 5 === 0, source: 'search' });
  }
  return samples;
}

function playGames(): Sample[] {
  const samples: Sample[] = [];
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const rng = seedrandom(`${seed}:policy:${g}`);
    const viewRng = seedrandom(`${seed}:view:${g}`);
    const s = playoutCopy(newGame({ seed: `${seed}:${g}` }));
    const mine: Sample[] = [];
    while (!s.result) {
      if (s.prompt!.kind === 'actionRound' && rng() < SAMPLE)
        mine.push({ ...trainingPosition(s, set, viewRng), y: 0, heldOut: g % 5 === 0, source: 'playout', viewer: s.prompt!.side });
      applyInPlace(s, pickBy(s, legalActions(s), rng, temperature));
    }
    const y = evaluate(s, 'democrat'); // exact at the end: 1 won, 0 lost, 0.5 drawn
    for (const m of mine) samples.push({ ...m, y });
    if ((g + 1) % 2000 === 0) process.stderr.write(`${g + 1}/${games} games, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
  return samples;
}

const dot = (w: number[], x: number[]): number => {
  let z = 0;
  for (let j = 0; j < K; j++) z += w[j]! * x[j]!;
  return z;
};

/** Solves A v = b by Gaussian elimination with partial pivoting (A is K × K, small). */
function solve(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < K; c++) {
    let p = c;
    for (let r = c + 1; r < K; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < K; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      if (f !== 0) for (let q = c; q <= K; q++) m[r]![q]! -= f * m[c]![q]!;
    }
  }
  return m.map((row, i) => row[K]! / row[i]!);
}

/** Logistic regression by Newton's method. */
function fit(train: Sample[]): number[] {
  let w = [...centre];
  for (let iter = 0; iter < 12; iter++) {
    const grad = new Array<number>(K).fill(0);
    const hess = Array.from({ length: K }, () => new Array<number>(K).fill(0));
    for (const { x, y } of train) {
      const p = logistic(dot(w, x));
      const v = p * (1 - p);
      for (let a = 0; a < K; a++) {
        grad[a]! += (p - y) * x[a]!;
        const vx = v * x[a]!;
        if (vx !== 0) for (let b = a; b < K; b++) hess[a]![b]! += vx * x[b]!;
      }
    }
    for (let a = 0; a < K; a++) {
      // no penalty on the bias (feature 0)
      const l = a === 0 ? 1e-9 : lambda;
      grad[a]! += l * (w[a]! - centre[a]!);
      hess[a]![a]! += l;
      for (let b = 0; b < a; b++) hess[a]![b] = hess[b]![a]!;
    }
    const step = solve(hess, grad);
    w = w.map((x, a) => x - step[a]!);
  }
  return w;
}

function logLoss(samples: Sample[], p: (s: Sample) => number): number {
  let total = 0;
  for (const s of samples) {
    const q = Math.min(1 - 1e-9, Math.max(1e-9, p(s)));
    total -= s.y * Math.log(q) + (1 - s.y) * Math.log(1 - q);
  }
  return total / samples.length;
}
const accuracy = (samples: Sample[], p: (s: Sample) => number): number =>
  samples.filter((s) => s.y !== 0.5 && (p(s) > 0.5 ? 1 : 0) === s.y).length / samples.length;

const samples = [...(games > 0 ? playGames() : []), ...readSearchGames()];
if (bySide) {
  writeBySide(outFile!);
  process.exit(0);
}
const train = samples.filter((s) => !s.heldOut);
const w = fit(train);
// the held-out figures are those of the evaluation as played: the fit plus the 4.5.4 term
const asPlayed =
  (weights: number[]) =>
  (s: Sample): number =>
    logistic(dot(weights, s.x) + s.rule);
const fitted = asPlayed(w);
function quality(test: Sample[]) {
  return {
    samples: samples.length,
    heldOut: test.length,
    logLoss: { fitted: +logLoss(test, fitted).toFixed(4), hand: +logLoss(test, (s) => s.hand).toFixed(4), even: +logLoss(test, () => 0.5).toFixed(4) },
    accuracy: { fitted: +accuracy(test, fitted).toFixed(4), hand: +accuracy(test, (s) => s.hand).toFixed(4) },
  };
}
const test = samples.filter((s) => s.heldOut);
const heldOut = quality(test);
console.log(JSON.stringify(heldOut, null, 2));
for (const source of ['playout', 'search'] as const) {
  const part = test.filter((s) => s.source === source);
  if (part.length === 0 || part.length === test.length) continue;
  console.log(source, JSON.stringify(quality(part)));
}
const ofSearch = test.filter((s) => s.source === 'search');
if (ofSearch.length > 0)
  console.log(
    `games of searched play, held out: weights in use log loss ${logLoss(ofSearch, asPlayed(current)).toFixed(4)}, accuracy ${accuracy(ofSearch, asPlayed(current)).toFixed(4)}; new fit ${logLoss(ofSearch, fitted).toFixed(4)}, ${accuracy(ofSearch, fitted).toFixed(4)}`,
  );

const weights = Object.fromEntries(FEATURE_NAMES.map((n, j) => [n, +w[j]!.toFixed(4)]));
const moved = FEATURE_NAMES.map((n, j) => ({ n, was: current[j]!, now: w[j]! })).sort((p, q) => Math.abs(q.now - q.was) - Math.abs(p.now - p.was));
console.log(
  `moved most from the weights in use: ${moved
    .slice(0, 12)
    .map((m) => `${m.n} ${m.was.toFixed(3)} → ${m.now.toFixed(3)}`)
    .join(', ')}`,
);
if (args['dry-run'] !== true) {
  const file = outFile ?? (set === 'control' ? 'src/ai/fitted-weights.generated.ts' : `src/ai/fitted-weights-${set}.generated.ts`);
  const searchGames = sampleFiles.map((f) => f.split('/').pop()).join(',');
  const command = `npm run fit-evaluation -- ${set === 'control' ? '' : `--features ${set} `}--games ${games} --temperature ${temperature} --seed ${seed} --lambda ${lambda}${searchGames ? ` --samples ${searchGames}` : ''}${prior ? ' --prior' : ''}${outFile ? ` --out ${outFile}` : ''}`;
  const parts = [
    games > 0 ? `${games} standard games of the playout policy (temperature ${temperature}) against itself` : '',
    searchGames ? `games of searched play (tools/search-games.ts): ${searchSources.join('; ')}` : '',
    prior ? `each weight pulled toward the fit before (${FITTED_WEIGHTS.source})` : '',
  ].filter(Boolean);
  writeFileSync(
    file,
    `/** Generated by \`${command}\`: do not edit. */\n` +
      `export const ${set === 'control' ? 'FITTED_WEIGHTS' : `FITTED_${set.toUpperCase()}_WEIGHTS`} = {\n` +
      `  source: ${JSON.stringify(`${parts.join('; ')}; ${samples.length} samples`)},\n` +
      `  heldOut: ${JSON.stringify(heldOut)},\n` +
      `  weights: {\n${Object.entries(weights)
        .map(([n, v]) => `    ${JSON.stringify(n)}: ${v},`)
        .join('\n')}\n  } as Record<string, number>,\n};\n`,
  );
  console.log(`written: ${file}`);
}

/** --by-side: a table per viewing side, each fitted and held out on that side's positions alone. */
function writeBySide(file: string): void {
  const tables = (['democrat', 'communist'] as const).map((side) => {
    const mine = samples.filter((s) => s.viewer === side);
    const w = fit(mine.filter((s) => !s.heldOut));
    const test = mine.filter((s) => s.heldOut);
    const p = (x: Sample) => logistic(dot(w, x.x) + x.rule);
    const inUse = (x: Sample) => logistic(dot(current, x.x) + x.rule);
    const heldOut = {
      samples: mine.length,
      heldOut: test.length,
      logLoss: { fitted: +logLoss(test, p).toFixed(4), hand: +logLoss(test, (s) => s.hand).toFixed(4), even: +logLoss(test, () => 0.5).toFixed(4) },
      accuracy: { fitted: +accuracy(test, p).toFixed(4), hand: +accuracy(test, (s) => s.hand).toFixed(4) },
    };
    console.log(
      `${side}'s view: ${JSON.stringify(heldOut)}; weights in use log loss ${logLoss(test, inUse).toFixed(4)}, accuracy ${accuracy(test, inUse).toFixed(4)}`,
    );
    const weights = Object.fromEntries(FEATURE_NAMES.map((n, j) => [n, +w[j]!.toFixed(4)]));
    return `  ${side}: {\n    source: ${JSON.stringify(`${games} standard games of the playout policy (temperature ${temperature}) against itself, positions read from the ${side}'s view; ${mine.length} samples`)},\n    heldOut: ${JSON.stringify(heldOut)},\n    weights: {\n${Object.entries(
      weights,
    )
      .map(([n, v]) => `      ${JSON.stringify(n)}: ${v},`)
      .join('\n')}\n    } as Record<string, number>,\n  },\n`;
  });
  const command = `npm run fit-evaluation -- --features ${set} --games ${games} --temperature ${temperature} --seed ${seed} --lambda ${lambda} --by-side --out ${file}`;
  writeFileSync(file, `/** Generated by \`${command}\`: do not edit. */\nexport const BY_SIDE_WEIGHTS = {\n${tables.join('')}};\n`);
  console.log(`written: ${file}`);
}
