/**
 * npx tsx tools/playout-cost.ts [--level hard] [--playouts N] [--views N] [--seed S]
 *
 * What one search iteration (a sampled state, the tree, a playout, the evaluation) costs the
 * computer in Node: the level's search at N playouts on seeded card-play views and sub-decision
 * views of games played at random from turn 2 on, after a warm-up, in CPU milliseconds per playout (less moved by
 * other work on the machine than the time on the clock, which is printed beside it). It also
 * prints the decisions' digest, so two checkouts can be compared for the same decisions.
 */
import { createHash } from 'node:crypto';
import seedrandom from 'seedrandom';
import { apply, CARD_PLAY_PROMPTS, legalActions, newGame, viewFor, type PlayerView } from '../src/engine';
import { decide, LEVELS, type Level } from '../src/ai';
import { parseArgs } from './playout';

const args = parseArgs(process.argv.slice(2));
const level = String(args.level ?? 'hard') as Level;
if (!LEVELS.includes(level)) throw new Error('--level must be easy, normal or hard');
const playouts = Number(args.playouts ?? 300);
const perKind = Number(args.views ?? 24);
const seed = String(args.seed ?? 'cost');

/** Views of the deciding side with a choice to make, card plays and sub-decisions apart. */
function views(): { cardPlay: PlayerView[]; sub: PlayerView[] } {
  const out = { cardPlay: [] as PlayerView[], sub: [] as PlayerView[] };
  for (let g = 0; out.cardPlay.length < perKind || out.sub.length < perKind; g++) {
    let s = newGame({ seed: `${seed}-${g}` });
    const rng = seedrandom(`${seed}-pick-${g}`);
    for (let n = 0; !s.result && n < 600; n++) {
      const legal = legalActions(s);
      if (s.turn >= 2 && legal.length > 1 && n % 7 === 0) {
        const into = CARD_PLAY_PROMPTS.includes(s.prompt!.kind) ? out.cardPlay : out.sub;
        if (into.length < perKind) into.push(viewFor(s, s.prompt!.side));
      }
      s = apply(s, legal[Math.floor(rng() * legal.length)]!);
    }
  }
  return out;
}

const digest = createHash('sha256');
const all = views();
// a warm-up, so that the first figures do not pay for compiling the code
for (const view of [...all.cardPlay, ...all.sub].slice(0, 8)) decide(view, { level, seed: 'warm-up', budget: { playouts } });
for (const [kind, list] of Object.entries(all)) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  list.forEach((view, i) => digest.update(JSON.stringify(decide(view, { level, seed: `${seed}:${kind}:${i}`, budget: { playouts } }))));
  const cpu = process.cpuUsage(cpu0);
  const n = list.length * playouts;
  console.log(
    `${level}, ${kind}: ${list.length} decisions × ${playouts} playouts, ${((cpu.user + cpu.system) / 1000 / n).toFixed(3)} ms CPU per playout (${((performance.now() - t0) / n).toFixed(3)} ms on the clock)`,
  );
}
console.log(`decisions digest ${digest.digest('hex').slice(0, 16)}`);
