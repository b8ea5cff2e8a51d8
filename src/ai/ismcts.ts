/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).
 * Each iteration samples a full state consistent with the deciding side's view (determinize),
 * walks the tree over the actions legal in that sample (UCB with availability counts), adds one
 * node, continues with heuristic playouts for a fixed number of actions and scores the result
 * with the game-aware evaluation. Nodes hold the statistics of the side that chose them.
 */
import seedrandom from 'seedrandom';
import { actionKey, apply, determinize, legalActions, type Action, type GameState, type PlayerView, type Side } from '../engine';
import { evaluate } from './evaluate';
import { pickBy } from './heuristics';

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
  /** how the root action is chosen: most visits, or at random in proportion to visits */
  final: 'robust' | 'proportional';
}

interface Node {
  /** the side that chose the action leading here */
  mover: Side | null;
  action: Action | null;
  visits: number;
  /** sum of rewards for `mover` */
  reward: number;
  /** how often this node's action was legal when its parent was visited */
  avail: number;
  children: Map<string, Node>;
}

const newNode = (mover: Side | null, action: Action | null): Node => ({ mover, action, visits: 0, reward: 0, avail: 0, children: new Map() });

export interface SearchResult {
  action: Action;
  iterations: number;
  /** root statistics, best first */
  stats: { action: Action; visits: number; value: number }[];
}

/** Skip decisions with a single choice: they add nothing to the tree. */
function forward(s: GameState): GameState {
  for (;;) {
    if (s.result) return s;
    const legal = legalActions(s);
    if (legal.length !== 1) return s;
    s = apply(s, legal[0]!);
  }
}

export function search(view: PlayerView, o: SearchOptions): SearchResult {
  const rng = seedrandom(o.seed);
  const root = newNode(null, null);
  const start = performance.now();
  let rootLegal: Action[] = [];
  let it = 0;
  for (; it < o.playouts; it++) {
    if (o.timeMs !== undefined && it > 0 && performance.now() - start > o.timeMs) break;
    let s: GameState = determinize(view, rng);
    if (it === 0) rootLegal = legalActions(s);
    let node = root;
    const path: Node[] = [root];
    // selection and expansion
    let depth = 0;
    while (!s.result) {
      const legal = legalActions(s);
      const mover = s.prompt!.side;
      const untried: Action[] = [];
      for (const a of legal) {
        const k = actionKey(a);
        const child = node.children.get(k);
        if (child) child.avail++;
        else untried.push(a);
      }
      let next: Node;
      if (untried.length > 0) {
        const a = depth === 0 || untried.length < 2 ? untried[Math.floor(rng() * untried.length)]! : pickBy(s, untried, rng, o.temperature);
        next = newNode(mover, a);
        next.avail = 1;
        node.children.set(actionKey(a), next);
        s = forward(apply(s, a));
        path.push(next);
        break;
      }
      let best: Node | null = null;
      let bestValue = -Infinity;
      for (const a of legal) {
        const c = node.children.get(actionKey(a))!;
        const v = c.reward / c.visits + o.exploration * Math.sqrt(Math.log(c.avail) / c.visits);
        if (v > bestValue) {
          bestValue = v;
          best = c;
        }
      }
      next = best!;
      s = forward(apply(s, next.action!));
      path.push(next);
      node = next;
      depth++;
    }
    // playout
    for (let k = 0; k < o.horizon && !s.result; k++) s = apply(s, pickBy(s, legalActions(s), rng, o.temperature));
    const pDemocrat = evaluate(s, 'democrat');
    for (const n of path) {
      n.visits++;
      if (n.mover) n.reward += n.mover === 'democrat' ? pDemocrat : 1 - pDemocrat;
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
