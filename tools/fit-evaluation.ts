/**
 * npm run fit-evaluation -- [--games N] [--temperature T] [--seed S] [--lambda L] [--dry-run]
 *
 * Fits the weights of the computer's fitted evaluation (src/ai/fitted.ts). It plays N standard
 * games of the playout policy against itself (the search's own playouts, src/ai/heuristics.ts,
 * at temperature T), takes about one action-round decision in five as a sample with the game's
 * outcome, and fits a logistic model of the Democrat's win over the features of
 * src/ai/features.ts (Newton's method, an L2 penalty of L on every weight but the bias). Games
 * with a number divisible by five are held out: the log loss and accuracy on them are printed for
 * the fitted and the hand-made evaluation. Writes src/ai/fitted-weights.generated.ts unless
 * --dry-run. The same arguments give the same weights.
 */
import { writeFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { applyInPlace, legalActions, newGame, playoutCopy } from '../src/engine';
import { evaluate, heldScoringLogit, logistic } from '../src/ai/evaluate';
import { FEATURE_NAMES, features } from '../src/ai/features';
import { pickBy } from '../src/ai/heuristics';
import { parseArgs } from './playout';

const args = parseArgs(process.argv.slice(2));
const games = Number(args.games ?? 40000);
const temperature = Number(args.temperature ?? 0.3);
const seed = String(args.seed ?? 'fit');
const lambda = Number(args.lambda ?? 1);
const SAMPLE = 0.2;
const K = FEATURE_NAMES.length;

interface Sample {
  x: number[];
  /** the 4.5.4 term src/ai/fitted.ts adds to the fitted logit (a rule, left out of the fit) */
  rule: number;
  /** the Democrat's result: 1 won, 0 lost, 0.5 drawn */
  y: number;
  /** the hand-made evaluation's chance for the Democrat */
  hand: number;
  heldOut: boolean;
}

function playGames(): Sample[] {
  const samples: Sample[] = [];
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const rng = seedrandom(`${seed}:policy:${g}`);
    const s = playoutCopy(newGame({ seed: `${seed}:${g}` }));
    const mine: Sample[] = [];
    while (!s.result) {
      if (s.prompt!.kind === 'actionRound' && rng() < SAMPLE)
        mine.push({ x: features(s), rule: heldScoringLogit(s), y: 0, hand: evaluate(s, 'democrat'), heldOut: g % 5 === 0 });
      applyInPlace(s, pickBy(s, legalActions(s), rng, temperature));
    }
    const y = s.result.winner === null ? 0.5 : s.result.winner === 'democrat' ? 1 : 0;
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
  let w = new Array<number>(K).fill(0);
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
      grad[a]! += l * w[a]!;
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

const samples = playGames();
const train = samples.filter((s) => !s.heldOut);
const test = samples.filter((s) => s.heldOut);
const w = fit(train);
// the held-out figures are those of the evaluation as played: the fit plus the 4.5.4 term
const fitted = (s: Sample): number => logistic(dot(w, s.x) + s.rule);
const quality = {
  samples: samples.length,
  heldOut: test.length,
  logLoss: { fitted: +logLoss(test, fitted).toFixed(4), hand: +logLoss(test, (s) => s.hand).toFixed(4), even: +logLoss(test, () => 0.5).toFixed(4) },
  accuracy: { fitted: +accuracy(test, fitted).toFixed(4), hand: +accuracy(test, (s) => s.hand).toFixed(4) },
};
console.log(JSON.stringify(quality, null, 2));

const weights = Object.fromEntries(FEATURE_NAMES.map((n, j) => [n, +w[j]!.toFixed(4)]));
if (args['dry-run'] !== true) {
  const file = 'src/ai/fitted-weights.generated.ts';
  writeFileSync(
    file,
    `/** Generated by \`npm run fit-evaluation -- --games ${games} --temperature ${temperature} --seed ${seed} --lambda ${lambda}\`: do not edit. */\n` +
      `export const FITTED_WEIGHTS = {\n` +
      `  source: ${JSON.stringify(`${games} standard games of the playout policy (temperature ${temperature}) against itself, ${samples.length} samples`)},\n` +
      `  heldOut: ${JSON.stringify(quality)},\n` +
      `  weights: {\n${Object.entries(weights)
        .map(([n, v]) => `    ${JSON.stringify(n)}: ${v},`)
        .join('\n')}\n  } as Record<string, number>,\n};\n`,
  );
  console.log(`written: ${file}`);
}
