/**
 * How long the game review (src/replay/review.ts) takes for a full game, run here on one core as
 * the page's worker runs it: `npm run review-time [-- --seed s --min 400]`. Plays random games until
 * one has at least `min` actions, then reviews it and prints the time and the swings.
 */
import { analyse, evaluate } from '../src/ai';
import { recordOf, statesOf } from '../src/replay/record';
import { reviewGame, reviewSteps } from '../src/replay/review';
import { playout } from './playout';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const seed = arg('seed', 'review-time');
const min = Number(arg('min', '400'));

let options = { seed: `${seed}-0` };
let game = playout(options);
for (let g = 1; game.actions.length < min && g < 200; g++) {
  options = { seed: `${seed}-${g}` };
  game = playout(options);
}
const record = recordOf(options, game.actions);
const t0 = performance.now();
const states = statesOf(record);
const t1 = performance.now();
const review = await reviewGame(states, record.actions, {
  evaluate: async (view, s) => evaluate(view, s),
  analyse: async (view, o) => analyse(view, o),
});
const t2 = performance.now();
console.log(`game ${options.seed}: ${record.actions.length} actions, ${reviewSteps(states).length} round starts rated`);
console.log(`states ${((t1 - t0) / 1000).toFixed(1)} s, review ${((t2 - t1) / 1000).toFixed(1)} s, total ${((t2 - t0) / 1000).toFixed(1)} s`);
for (const s of review.swings)
  console.log(
    `swing at step ${s.from}→${s.to}: ${(s.delta * 100).toFixed(0)} pts; ${s.side} played ${JSON.stringify(s.played)}, computer ${JSON.stringify(s.best)} (${(s.bestChance * 100).toFixed(0)}% vs ${(s.playedChance * 100).toFixed(0)}%)`,
  );
