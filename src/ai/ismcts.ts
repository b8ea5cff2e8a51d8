/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).
 * Each iteration samples a full state consistent with the deciding side's view (determinize),
 * walks the tree over the actions legal in that sample (UCB with availability counts), adds one
 * node, continues with heuristic playouts for a fixed number of actions and scores the result
 * with the game-aware evaluation. Nodes hold the statistics of the side that chose them.
 */
import seedrandom from 'seedrandom';
import { actionKey, applyInPlace, determinize, legalActions, playoutCopy, type Action, type GameState, type PlayerView, type Side } from '../engine';
import type { Evaluation } from './evaluate';
import { actionScores, pickBy, scoreIsPublic } from './heuristics';
import { CARD_PLAY_PROMPTS } from '../engine';

export interface SearchOptions {
  seed: string;
  /** iterations (one sampled state and one playout each) */
  playouts: number;
  /** stop early after this many milliseconds (the page's think time), if given */
  timeMs?: number;
  /** actions played by the playout policy after the tree before evaluating */
  horizon: number;
  /** softmax temperature of the playout policy */
  temperature: number;
  /** UCB exploration constant */
  exploration: number;
  /**
   * What the exploration constant is measured in. 'range' (the default): the reward's range, a win
   * chance 0..1, as UCB1 has it. 'spread': the standard deviation of the rewards seen at the node,
   * so that exploration keeps to the scale of the differences the evaluation draws (a leaf's chance
   * spreads about 0.07, a Bernoulli outcome's 0.5), as UCB1-Tuned (Auer et al. 2002) reads it.
   */
  explorationUnit?: ExplorationUnit;
  /** weight of the heuristic's ranking, fading with visits (progressive bias) */
  bias: number;
  /** card plays the playout begins before it stops and evaluates */
  rounds: number;
  /** how the root action is chosen: most visits, or at random in proportion to visits */
  final: 'robust' | 'proportional';
  /** only root actions passing this test are searched (a rule of thumb that leaves no choice) */
  rootFilter?: (a: Action) => boolean;
  /** how the position where a playout stops is judged (./evaluate, ./fitted) */
  evaluation: Evaluation;
}

export type ExplorationUnit = 'range' | 'spread';

interface Node {
  /** the side that chose the action leading here */
  mover: Side | null;
  action: Action | null;
  visits: number;
  /** sum of rewards for `mover` */
  reward: number;
  /** sum of squared rewards for `mover` (the spread the 'spread' unit reads) */
  squares: number;
  /** how often this node's action was legal when its parent was visited */
  avail: number;
  /** 1 for the heuristic's best-ranked action, towards 0 for its worst */
  prior: number;
  children: Map<string, Node>;
}

const newNode = (mover: Side | null, action: Action | null): Node => ({
  mover,
  action,
  visits: 0,
  reward: 0,
  squares: 0,
  avail: 0,
  prior: 0,
  children: new Map(),
});

interface SearchResult {
  action: Action;
  iterations: number;
  /** root statistics, best first */
  stats: { action: Action; visits: number; value: number }[];
}

/**
 * The legal actions, best first by the heuristic (ties in random order). `known` keeps the scores
 * of the root's actions that every sample shares (heuristics `scoreIsPublic`): the root is
 * ranked at every iteration, each time on another sample of the same view.
 */
function ranked(s: GameState, rng: () => number, known?: Map<string, number>): { action: Action; key: string; score: number }[] {
  const legal = legalActions(s);
  const keys = legal.map(actionKey);
  let scores: number[];
  if (known && keys.every((k) => known.has(k))) scores = keys.map((k) => known.get(k)!);
  else {
    scores = actionScores(s, legal);
    if (known) legal.forEach((a, i) => scoreIsPublic(a) && known.set(keys[i]!, scores[i]!));
  }
  return legal.map((action, i) => ({ action, key: keys[i]!, score: scores[i]! + rng() * 1e-3 })).sort((x, y) => y.score - x.score);
}

/**
 * The standard deviation of the rewards of a node's children (all of one mover), pooled, with
 * one pseudo-observation at a win chance's largest variance (1/4), so that a node seen a few
 * times explores as the 'range' unit does until its rewards show their spread.
 */
export function rewardSpread(children: readonly Pick<Node, 'visits' | 'reward' | 'squares'>[]): number {
  let n = 1;
  let sum = 0.5;
  let squares = 0.5;
  for (const c of children) {
    n += c.visits;
    sum += c.reward;
    squares += c.squares;
  }
  const mean = sum / n;
  return Math.sqrt(Math.max(0, squares / n - mean * mean));
}

/** Skip decisions with a single choice: they add nothing to the tree. */
function forward(s: GameState): GameState {
  for (;;) {
    if (s.result) return s;
    const legal = legalActions(s);
    if (legal.length !== 1) return s;
    applyInPlace(s, legal[0]!);
  }
}

export function search(view: PlayerView, o: SearchOptions): SearchResult {
  const rng = seedrandom(o.seed);
  const root = newNode(null, null);
  const start = performance.now();
  let rootLegal: Action[] = [];
  const rootScores = new Map<string, number>();
  let it = 0;
  for (; it < o.playouts; it++) {
    if (o.timeMs !== undefined && it > 0 && performance.now() - start > o.timeMs) break;
    // each iteration plays one throw-away game on a private copy, changed in place
    const s: GameState = playoutCopy(determinize(view, rng));
    if (it === 0) rootLegal = legalActions(s).filter((a) => o.rootFilter?.(a) ?? true);
    let node = root;
    const path: Node[] = [root];
    // selection and expansion, over the actions legal in this sample, best-ranked first
    while (!s.result) {
      let legal = ranked(s, rng, node === root ? rootScores : undefined);
      if (node === root && o.rootFilter) legal = legal.filter((x) => o.rootFilter!(x.action));
      const mover = s.prompt!.side;
      // progressive widening: a node visited n times considers its 2 + sqrt(n) best-ranked actions
      const width = Math.min(legal.length, 2 + Math.floor(Math.sqrt(node.visits)));
      let expand: Action | null = null;
      const open: Node[] = [];
      for (let i = 0; i < width; i++) {
        const a = legal[i]!.action;
        const child = node.children.get(legal[i]!.key);
        if (child) {
          child.avail++;
          open.push(child);
        } else if (expand === null) expand = a;
      }
      if (expand) {
        const next = newNode(mover, expand);
        next.avail = 1;
        next.prior = 1 - legal.findIndex((x) => x.action === expand) / legal.length;
        node.children.set(actionKey(expand), next);
        forward(applyInPlace(s, expand));
        path.push(next);
        break;
      }
      const c0 = o.explorationUnit === 'spread' ? o.exploration * rewardSpread(open) : o.exploration;
      let best = open[0]!;
      let bestValue = -Infinity;
      for (const c of open) {
        const v = c.reward / c.visits + c0 * Math.sqrt(Math.log(c.avail) / c.visits) + (o.bias * c.prior) / (c.visits + 1);
        if (v > bestValue) {
          bestValue = v;
          best = c;
        }
      }
      forward(applyInPlace(s, best.action!));
      path.push(best);
      node = best;
    }
    // playout: until `rounds` card plays have begun after the tree (or `horizon` actions)
    let plays = 0;
    for (let k = 0; k < o.horizon && !s.result; k++) {
      if (CARD_PLAY_PROMPTS.includes(s.prompt!.kind) && ++plays > o.rounds) break;
      applyInPlace(s, pickBy(s, legalActions(s), rng, o.temperature));
    }
    const pDemocrat = o.evaluation.chance(s, 'democrat', view.side);
    for (const n of path) {
      n.visits++;
      if (!n.mover) continue;
      const r = n.mover === 'democrat' ? pDemocrat : 1 - pDemocrat;
      n.reward += r;
      n.squares += r * r;
    }
  }
  const stats = rootLegal
    .map((a) => {
      const c = root.children.get(actionKey(a));
      return { action: a, visits: c?.visits ?? 0, value: c && c.visits > 0 ? c.reward / c.visits : 0 };
    })
    .sort((x, y) => y.visits - x.visits || y.value - x.value);
  let action = stats[0]!.action;
  if (o.final === 'proportional') {
    let r = rng() * stats.reduce((t, x) => t + x.visits, 0);
    for (const x of stats) {
      r -= x.visits;
      if (r <= 0) {
        action = x.action;
        break;
      }
    }
  }
  return { action, iterations: it, stats };
}
