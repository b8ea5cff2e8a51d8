/**
 * npm run arena -- --a ai:normal --b random --games N --seed S [--from K] [--mode family] [--side democrat] [--json] [--analysis] [--progress FILE]
 *
 * Plays N games between policies a and b, a taking the Communist side in even games and the
 * Democrat in odd ones (or always the --side given). --from K plays seeds S-K .. S-(K+N−1), the
 * rest of a run split in parts. Reports per side of a: wins, draws, losses, a's win rate (draws count
 * half) with a 95% Wilson interval, average final VP, how the games ended, and each policy's time
 * per decision (card-play decisions and sub-decisions apart). --json prints one object whose
 * winRateA is a's win rate over all games.
 *
 * --analysis adds the loss-analysis table (./arena/analysis.ts): a's power struggles, scoring-card
 * timing, Tiananmen, automatic victories and support checks, by the side a played.
 *
 * Policies: random, scoring, greedy, yardstick (./arena/yardstick.ts), frozen-hard[@scale] (./arena/frozen-hard.ts), ai:easy|normal|hard (ai:normal:64 sets the playouts of every
 * decision), or a module path exporting a policy (default, `policy` or `decide`).
 */
import { writeFileSync } from 'node:fs';
import { other, type Side } from '../src/engine';
import { parseArgs, modeOptions } from './playout';
import { playGame, policyByName, type Timing } from './match';
import { addGame, analysisTable, newAnalysis } from './arena/analysis';
import { wilsonInterval } from './arena/stats';

const args = parseArgs(process.argv.slice(2));
const aName = String(args.a ?? 'ai:normal');
const bName = String(args.b ?? 'random');
const games = Number(args.games ?? 20);
/** --from K: the first game's number (a run split in parts plays the same seeds and sides) */
const from = Number(args.from ?? 0);
const seed = String(args.seed ?? 'arena');
const json = args.json === true;
const analysis = args.analysis === true;
/** --progress FILE: the report so far is rewritten there after each game */
const progress = typeof args.progress === 'string' ? args.progress : null;
const mode = modeOptions(args);
/** --side communist|democrat: a plays that side in every game (default: alternate) */
const fixedSide = args.side === 'communist' || args.side === 'democrat' ? (args.side as Side) : null;
if (args.side !== undefined && !fixedSide) throw new Error('--side must be communist or democrat');

export const wilson = wilsonInterval;

const pct = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!);
function timeSummary(ms: number[]) {
  const s = [...ms].sort((x, y) => x - y);
  const mean = s.length ? s.reduce((a, b) => a + b, 0) / s.length : 0;
  return { count: s.length, meanMs: +mean.toFixed(1), p95Ms: +pct(s, 0.95).toFixed(1), maxMs: +(s.at(-1) ?? 0).toFixed(1) };
}

interface SideTally {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  vpSum: number;
  reasons: Record<string, number>;
}
const tally = (): SideTally => ({ games: 0, wins: 0, draws: 0, losses: 0, vpSum: 0, reasons: {} });

const a = await policyByName(aName);
const b = await policyByName(bName);
const asSide: Record<Side, SideTally> = { communist: tally(), democrat: tally() };
const analysed = { communist: newAnalysis(), democrat: newAnalysis() };
const times = { a: { cardPlay: [] as number[], sub: [] as number[] }, b: { cardPlay: [] as number[], sub: [] as number[] } };
const t0 = performance.now();
for (let g = from; g < from + games; g++) {
  const aSide: Side = fixedSide ?? (g % 2 === 0 ? 'communist' : 'democrat');
  const bSide = other(aSide);
  const out = playGame({ seed: `${seed}-${g}`, ...mode }, { [aSide]: a, [bSide]: b } as Record<Side, typeof a>, `${seed}-${g}`);
  const r = out.state.result!;
  const t = asSide[aSide];
  t.games++;
  if (r.winner === null) t.draws++;
  else if (r.winner === aSide) t.wins++;
  else t.losses++;
  t.vpSum += out.state.vp;
  if (analysis) addGame(analysed[aSide], out.state, aSide);
  const reason = `${r.winner ?? 'draw'}:${r.reason}`;
  t.reasons[reason] = (t.reasons[reason] ?? 0) + 1;
  const add = (into: Timing, from: Timing) => {
    into.cardPlay.push(...from.cardPlay);
    into.sub.push(...from.sub);
  };
  add(times.a, out.timing[aSide]);
  add(times.b, out.timing[bSide]);
  if (progress) {
    const lines: string[] = [];
    printReport((line) => lines.push(line));
    writeFileSync(progress, lines.join('\n') + '\n');
  }
  process.stderr.write(
    `game ${g + 1}/${from + games}: a (${aSide}) ${r.winner === aSide ? 'won' : r.winner === null ? 'drew' : 'lost'} (${r.reason}, VP ${out.state.vp})\n`,
  );
}

/** The report of the games played so far, printed through `out`. */
function printReport(out: (line: string) => void): void {
  const rate = (t: SideTally) => (t.games === 0 ? 0 : (t.wins + t.draws / 2) / t.games);
  const perSide = Object.fromEntries(
    (['communist', 'democrat'] as const).map((side) => {
      const t = asSide[side];
      const r = rate(t);
      return [
        side,
        {
          games: t.games,
          wins: t.wins,
          draws: t.draws,
          losses: t.losses,
          winRate: +r.toFixed(3),
          winRate95: wilson(r, t.games).map((x) => +x.toFixed(3)),
          averageFinalVp: t.games ? +(t.vpSum / t.games).toFixed(2) : 0,
          endings: t.reasons,
        },
      ];
    }),
  );
  const all = { wins: asSide.communist.wins + asSide.democrat.wins, draws: asSide.communist.draws + asSide.democrat.draws };
  const played = asSide.communist.games + asSide.democrat.games;
  const winRateA = played ? (all.wins + all.draws / 2) / played : 0;
  const report = {
    a: aName,
    b: bName,
    games: played,
    seed,
    mode: mode.mode ?? 'standard',
    winRateA: +winRateA.toFixed(3),
    winRateA95: wilson(winRateA, played).map((x) => +x.toFixed(3)),
    /** a's results by the side a played; VP positive favours the Democrat */
    aAs: perSide,
    timePerDecision: {
      a: { cardPlay: timeSummary(times.a.cardPlay), sub: timeSummary(times.a.sub) },
      b: { cardPlay: timeSummary(times.b.cardPlay), sub: timeSummary(times.b.sub) },
    },
    seconds: +((performance.now() - t0) / 1000).toFixed(1),
  };
  if (json) out(JSON.stringify(analysis ? { ...report, analysis: analysed } : report));
  else {
    out(`${aName} vs ${bName}: ${played} games (${report.mode}), seed ${seed}, ${report.seconds} s`);
    out(`a's win rate ${(winRateA * 100).toFixed(1)}% (95% ${report.winRateA95.map((x) => (x * 100).toFixed(1)).join('–')}%)`);
    for (const side of ['communist', 'democrat'] as const) {
      const p = perSide[side] as {
        games: number;
        wins: number;
        draws: number;
        losses: number;
        winRate: number;
        winRate95: number[];
        averageFinalVp: number;
        endings: Record<string, number>;
      };
      out(
        `  a as ${side}: ${p.wins}-${p.draws}-${p.losses} (W-D-L), win rate ${(p.winRate * 100).toFixed(1)}% (95% ${p.winRate95.map((x) => (x * 100).toFixed(1)).join('–')}%), average final VP ${p.averageFinalVp}, endings ${JSON.stringify(p.endings)}`,
      );
    }
    for (const who of ['a', 'b'] as const) {
      const t = report.timePerDecision[who];
      out(
        `  ${who} time per decision: card play mean ${t.cardPlay.meanMs} ms, p95 ${t.cardPlay.p95Ms} ms (${t.cardPlay.count}); sub-decision mean ${t.sub.meanMs} ms, p95 ${t.sub.p95Ms} ms (${t.sub.count})`,
      );
    }
    if (analysis) out(`\nLoss analysis of ${aName} against ${bName}:\n${analysisTable(analysed)}`);
  }
}

printReport((line) => console.log(line));
