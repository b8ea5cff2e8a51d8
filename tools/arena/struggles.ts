/**
 * Power struggles alone (8.0): npx tsx tools/arena/struggles.ts --a ai:hard --b POLICY [--games N] [--seed S]
 *
 * Collects the struggles of N games of the yardstick against itself, at their first decision
 * (8.2, raise the stakes), and plays each one twice to its end: a on the Communist side and b on
 * the Democrat, then the other way round. Every decision until the struggle is over (raise,
 * discards, leads, answers, the loser's SP removals, the Communist's surrender) is taken by that
 * side's policy from its view. Reports a's struggles won and the mean VP the struggle moved toward
 * a (the roll 8.4.3, power scored 8.4.6, the country's scoring 8.5) and how often the Democrat took
 * power (8.4.4, 8.4.5), per side, with intervals.
 */
import { apply, newGame, other, viewFor, type GameState, type Side } from '../../src/engine';
import { parseArgs } from '../playout';
import { policyByName } from '../match';
import { wilsonInterval } from './stats';
import { yardstickPolicy } from './yardstick';

const args = parseArgs(process.argv.slice(2));
const aName = String(args.a ?? 'ai:hard');
const bName = String(args.b ?? 'yardstick');
const games = Number(args.games ?? 10);
const seed = String(args.seed ?? 'struggles');

const a = await policyByName(aName);
const b = await policyByName(bName);

/** The positions where a struggle's first decision is due. */
function positions(): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    let s = newGame({ seed: `${seed}-${g}` });
    let inStruggle = false;
    for (let n = 0; !s.result; n++) {
      if (s.ps && !inStruggle && s.prompt?.kind === 'psRaise') out.push(s);
      inStruggle = !!s.ps;
      s = apply(s, yardstickPolicy(viewFor(s, s.prompt!.side), { seed: `${seed}-${g}:${n}` }));
    }
  }
  return out;
}

/** Plays the struggle of `start` to its end; the winner, the VP it moved toward the Democrat and whether he took power (8.4.4, 8.4.5). */
function playOut(start: GameState, players: Record<Side, typeof a>, key: string): { winner: Side; vp: number; took: boolean } {
  let s = start;
  let winner: Side | null = null;
  for (let n = 0; s.ps && !s.result; n++) {
    winner = s.ps.winner ?? winner;
    const side = s.prompt!.side;
    s = apply(s, players[side](viewFor(s, side), { seed: `${key}:${n}` }));
  }
  const country = start.ps!.country;
  const took = start.power[country].holder === 'communist' && s.power[country].holder === 'democrat';
  return { winner: winner ?? 'communist', vp: s.vp - start.vp, took };
}

const tally = { communist: { n: 0, won: 0, vp: 0, took: 0 }, democrat: { n: 0, won: 0, vp: 0, took: 0 } };
const list = positions();
process.stderr.write(`${list.length} struggles from ${games} games\n`);
list.forEach((p, i) => {
  for (const aSide of ['communist', 'democrat'] as const) {
    const bSide = other(aSide);
    const r = playOut(p, { [aSide]: a, [bSide]: b } as Record<Side, typeof a>, `${seed}-${i}`);
    const t = tally[aSide];
    t.n++;
    if (r.winner === aSide) t.won++;
    t.vp += aSide === 'democrat' ? r.vp : -r.vp;
    if (r.took) t.took++;
  }
});
console.log(`${aName} vs ${bName} in ${list.length} struggles (from ${games} yardstick games, seed ${seed}), each played from both sides:`);
for (const side of ['communist', 'democrat'] as const) {
  const t = tally[side];
  const [lo, hi] = wilsonInterval(t.won / t.n, t.n);
  console.log(
    `  a as ${side}: won ${t.won}/${t.n} = ${((100 * t.won) / t.n).toFixed(1)}% (95% ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}%), mean VP to a ${(t.vp / t.n).toFixed(2)}, power taken by the Democrat ${t.took}`,
  );
}
