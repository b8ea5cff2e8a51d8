/**
 * Fixed opponents for measuring strength (tools/arena.ts). Each decides from the view alone.
 *  - random: any legal action, uniformly;
 *  - scoring: random, but plays a scoring card as soon as it can (so it seldom loses by holding one, 4.5.4);
 *  - greedy: one ply over determinizations: each legal action is tried in a few sampled states,
 *    the side's own follow-up decisions of that play are made by the heuristic, and the action with
 *    the best average evaluation wins.
 */
import seedrandom from 'seedrandom';
import { actionKey, applyInPlace, CARDS, determinize, legalActions, playoutCopy, type Action, type GameState, type PlayerView } from '../engine';
import { evaluate } from './evaluate';
import { pickBy } from './heuristics';
import { viewLegalActions } from './index';

export type Policy = (view: PlayerView, options: { seed: string }) => Action;

export const randomPolicy: Policy = (view, { seed }) => {
  const legal = viewLegalActions(view, seed);
  return legal[Math.floor(seedrandom(`r:${seed}`)() * legal.length)]!;
};

export const scoringPolicy: Policy = (view, { seed }) => {
  const legal = viewLegalActions(view, seed);
  const scoring = legal.filter((a) => a.type === 'play' && CARDS[a.card]!.side === 'scoring');
  const from = scoring.length > 0 ? scoring : legal;
  return from[Math.floor(seedrandom(`s:${seed}`)() * from.length)]!;
};

const GREEDY_SAMPLES = 3;
const GREEDY_FOLLOW_UP = 30;

export const greedyPolicy: Policy = (view, { seed }) => {
  const rng = seedrandom(`g:${seed}`);
  const samples = Array.from({ length: GREEDY_SAMPLES }, () => determinize(view, rng));
  const legal = legalActions(samples[0]!);
  if (legal.length === 1) return legal[0]!;
  const side = view.side;
  let best = legal[0]!;
  let bestValue = -Infinity;
  for (const a of legal) {
    let total = 0;
    for (const d of samples) {
      const s: GameState = applyInPlace(playoutCopy(d), a);
      // finish this play's own decisions with the heuristic, then judge the position
      for (let k = 0; k < GREEDY_FOLLOW_UP && !s.result && s.prompt!.side === side && s.prompt!.kind !== 'actionRound'; k++)
        applyInPlace(s, pickBy(s, legalActions(s), rng, 0));
      total += evaluate(s, side);
    }
    if (total > bestValue) {
      bestValue = total;
      best = a;
    }
  }
  return legal.find((x) => actionKey(x) === actionKey(best))!;
};
