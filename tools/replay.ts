/**
 * npm run replay -- FILE [--tail N]: load a saved game record (or a fuzz-failure-<seed>.json),
 * replay it action by action with the fuzz invariants, and print where it fails, or the final
 * result and the tail of the log.
 */
import { readFileSync } from 'node:fs';
import {
  actionKey,
  isKnownFormat,
  logEntries,
  logLength,
  legalActions,
  newGame,
  RecordActionError,
  replayActions,
  RuleError,
  type GameState,
  type RecordedAction,
  RULES_VERSION,
  stateChecksum,
} from '../src/engine';
import { parseArgs } from './playout';
import { checkFinal, checkState } from './invariants';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
const args = parseArgs(process.argv.slice(2));
const tail = Number(args.tail ?? 15);
if (!file) {
  console.error('usage: npm run replay -- FILE [--tail N]');
  process.exit(2);
}

function describe(s: GameState): string {
  const p = s.prompt;
  return `turn ${s.turn}, round ${s.round}, VP ${s.vp}, prompt ${p ? `${p.side} ${p.kind} (rule ${p.rule}) ${JSON.stringify(p.params)}` : 'none'}`;
}

function printLog(s: GameState): void {
  for (const e of logEntries(s).slice(-tail)) console.log(`  ${e.key} ${JSON.stringify(e.params)}`);
}

let raw: unknown;
try {
  raw = JSON.parse(readFileSync(file, 'utf8'));
} catch (e) {
  console.error(`${file}: cannot be read as JSON: ${(e as Error).message}`);
  process.exit(1);
}
const record = raw as {
  version?: unknown;
  rulesVersion?: unknown;
  checksum?: unknown;
  options?: unknown;
  actions?: unknown;
  failure?: { index: number; message: string };
};
if (!record || typeof record !== 'object' || !isKnownFormat(record.version) || !Array.isArray(record.actions)) {
  console.error(`${file}: not a game record ({ version: 1 or 2, options, actions })`);
  process.exit(1);
}
if (record.failure) console.log(`recorded failure at action ${record.failure.index}: ${record.failure.message}`);

let s: GameState;
try {
  s = newGame(record.options as never);
  checkState(s);
} catch (e) {
  console.error(`the options do not start a game: ${(e as Error).message}`);
  process.exit(1);
}
const actions = record.actions as RecordedAction[];
console.log(`${actions.length} actions, options ${JSON.stringify(record.options)}`);
// the state before the action to apply next, and its index
let before = s;
let at = 0;
try {
  s = replayActions(s, actions, (next, _a, i) => {
    checkState(next);
    before = next;
    at = i + 1;
  });
} catch (e) {
  const err = e instanceof RecordActionError ? e.refusal : (e as Error);
  console.error(`\nFAILS at action ${at}: ${JSON.stringify(actions[at])}`);
  console.error(`  ${err instanceof RuleError ? `RuleError ${err.code}` : err.name}: ${err.message}`);
  if (!(err instanceof RuleError) && err.name !== 'InvariantError') console.error(err.stack);
  console.error(`  before it: ${describe(before)}`);
  const legal = legalActions(before);
  console.error(`  legal then: ${legal.slice(0, 12).map(actionKey).join(' | ')}${legal.length > 12 ? ` … (${legal.length})` : ''}`);
  console.log('log before it:');
  printLog(before);
  process.exit(1);
}
console.log(`replayed: ${describe(s)}`);
// version 2 records carry the rules version they were played under and the checksum of their last state
if (typeof record.checksum === 'string') {
  const sum = stateChecksum(s);
  const same = sum === record.checksum;
  console.log(
    `checksum ${same ? 'matches' : `differs: ${sum}, recorded ${record.checksum}`} (rules version ${String(record.rulesVersion ?? 0)} recorded, ${RULES_VERSION} here)`,
  );
  if (!same) process.exitCode = 1;
}
if (s.result) {
  try {
    checkFinal(s, { version: 1, options: record.options as never, actions });
  } catch (e) {
    console.error(`final check fails: ${(e as Error).message}`);
    process.exitCode = 1;
  }
  console.log(`result: ${s.result.winner ?? 'draw'} by ${s.result.reason} (VP ${s.vp}, turn ${s.turn})`);
} else console.log('the game is not over');
console.log(`log tail (${Math.min(tail, logLength(s))} of ${logLength(s)}):`);
printLog(s);
