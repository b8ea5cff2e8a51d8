/**
 * npm run simulate -- --games N --seed S [--mode standard|family] [--extra side:n] [--json]
 * [--record FILE]: random legal games to the end, with a summary. --record writes the first game's
 * record (a finished game) to FILE, in the form the page's Load file and replay viewer read.
 */
import { writeFileSync } from 'node:fs';
import { logEntries, makeRecord } from '../src/engine';
import { recordOf } from '../src/replay/record';
import { modeOptions, parseArgs, playout, PlayoutError } from './playout';

const args = parseArgs(process.argv.slice(2));
const games = Number(args.games ?? 100);
const seed = String(args.seed ?? '1');
const modeOpts = modeOptions(args);
const outcomes: Record<string, number> = {};
const eventsPlayed: Record<number, number> = {};
const errors: { seed: string; index: number; message: string }[] = [];
let actionsTotal = 0;
let completed = 0;
const start = performance.now();
for (let g = 0; g < games; g++) {
  const gameSeed = `${seed}-${g}`;
  try {
    const options = { seed: gameSeed, ...modeOpts };
    const { state, actions } = playout(options);
    completed++;
    if (g === 0 && typeof args.record === 'string') {
      writeFileSync(args.record, JSON.stringify(makeRecord(options, actions, state)));
      console.error(`record of game ${gameSeed} (${actions.length} actions): ${args.record}`);
    }
    actionsTotal += actions.length;
    const key = `${state.result!.winner ?? 'draw'} by ${state.result!.reason}`;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
    for (const e of logEntries(state)) if (e.key === 'event') eventsPlayed[e.params.card as number] = (eventsPlayed[e.params.card as number] ?? 0) + 1;
  } catch (e) {
    if (!(e instanceof PlayoutError)) throw e;
    errors.push({ seed: gameSeed, index: e.index, message: e.message });
    const file = `simulate-failure-${gameSeed}.json`;
    // the actions before the one that failed, written as the page writes a record
    writeFileSync(file, JSON.stringify(recordOf(e.options, e.actions), null, 1));
    console.error(`game seed ${gameSeed} failed at action ${e.index}: ${e.message} (record: ${file})`);
    if (e.cause instanceof Error) console.error(e.cause.stack);
  }
}
const seconds = (performance.now() - start) / 1000;
const summary = {
  games,
  completed,
  errors: errors.length,
  outcomes,
  averageActions: completed ? Math.round(actionsTotal / completed) : 0,
  gamesPerSecond: Number((completed / seconds).toFixed(1)),
  seconds: Number(seconds.toFixed(2)),
  eventsPlayed,
  failures: errors,
};
if (args.json) console.log(JSON.stringify(summary, null, 1));
else {
  console.log(`games: ${games}, completed: ${completed}, errors: ${errors.length}`);
  for (const [k, v] of Object.entries(outcomes)) console.log(`  ${k}: ${v}`);
  console.log(`average actions per game: ${summary.averageActions}`);
  console.log(`games per second: ${summary.gamesPerSecond} (${summary.seconds} s)`);
}
process.exitCode = errors.length ? 1 : 0;
