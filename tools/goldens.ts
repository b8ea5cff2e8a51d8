/**
 * Golden records: a few dozen games, played with fresh entropy on every action as the
 * store plays them, stored with the rules version and the checksum of their last state. The test
 * tests/engine/golden.test.ts replays them: a change of rules behaviour without a RULES_VERSION
 * bump fails CI.
 *
 *   npm run goldens            # regenerate tests/golden/records.jsonl (after bumping RULES_VERSION)
 *   npm run goldens -- --check # only replay and report, write nothing
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import {
  apply,
  legalActions,
  makeRecord,
  newGame,
  replay,
  RULES_VERSION,
  stateChecksum,
  type Action,
  type GameOptions,
  type GameRecord,
  type RecordedAction,
} from '../src/engine';
import { entropySource } from './finality-property';
import { policyOf, scoringFirst } from './invariants';
import { parseArgs } from './playout';

/** tests/golden/records.jsonl (path arithmetic: under jsdom the global URL is not Node's) */
export const GOLDEN_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'golden', 'records.jsonl');

/** The games: 16 whole standard games, 8 cut short, 4 with extra Democratic SPs, 4 family games. */
export function goldenGames(): { options: GameOptions; stopAt: number | null; game: number }[] {
  const out: { options: GameOptions; stopAt: number | null; game: number }[] = [];
  for (let g = 0; g < 16; g++) out.push({ options: { seed: `golden-${g}` }, stopAt: null, game: g });
  for (let g = 16; g < 24; g++) out.push({ options: { seed: `golden-${g}` }, stopAt: 40 + (g - 16) * 37, game: g });
  for (let g = 24; g < 28; g++) out.push({ options: { seed: `golden-${g}`, extraSupport: { side: 'democrat', sp: 1 + (g % 2) } }, stopAt: null, game: g });
  for (let g = 28; g < 32; g++) out.push({ options: { seed: `golden-${g}`, mode: 'family' }, stopAt: null, game: g });
  return out;
}

/** Play one golden game: the fuzz policies, entropy on every action (kept where it was used). */
export function playGolden(options: GameOptions, stopAt: number | null, game: number): GameRecord {
  const pick = seedrandom(`picker:${options.seed}`);
  const entropy = entropySource(options.seed);
  let s = newGame(options);
  const actions: RecordedAction[] = [];
  while (!s.result && (stopAt === null || actions.length < stopAt)) {
    const legal = legalActions(s);
    const a: Action = policyOf(game) === 'scoring' ? scoringFirst(legal, s, pick) : legal[Math.floor(pick() * legal.length)]!;
    const e = entropy();
    const next = apply(s, { ...a, entropy: e } as RecordedAction);
    actions.push(next.finality.random ? { ...a, entropy: e } : a);
    s = next;
  }
  return makeRecord(options, actions, s);
}

export function readGoldens(file = GOLDEN_FILE): GameRecord[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as GameRecord);
}

if (import.meta.url.startsWith('file:') && process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = parseArgs(process.argv.slice(2));
  if (args.check) {
    const goldens = readGoldens();
    let bad = 0;
    goldens.forEach((r, i) => {
      try {
        const sum = stateChecksum(replay(r));
        if (sum !== r.checksum) {
          bad++;
          console.log(`game ${i} (${r.options.seed}): checksum ${sum}, stored ${r.checksum}`);
        }
      } catch (e) {
        bad++;
        console.log(`game ${i} (${r.options.seed}): ${(e as Error).message}`);
      }
    });
    console.log(`${goldens.length} golden records of rules version ${goldens[0]?.rulesVersion}; engine at ${RULES_VERSION}; ${bad} differ`);
    process.exit(bad ? 1 : 0);
  }
  const t0 = performance.now();
  const records = goldenGames().map(({ options, stopAt, game }) => playGolden(options, stopAt, game));
  writeFileSync(GOLDEN_FILE, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const actions = records.reduce((n, r) => n + r.actions.length, 0);
  console.log(
    `${records.length} golden records (${actions} actions) of rules version ${RULES_VERSION} written to tests/golden/records.jsonl in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}
