/** One game between two policies, each deciding from its own view only (tools/arena.ts, tests/ai). */
import { apply, newGame, viewFor, type GameOptions, type GameState, type Side } from '../src/engine';
import { decide, LEVELS, playoutsFor, type Level, type LevelSettings } from '../src/ai';
import { greedyPolicy, randomPolicy, scoringPolicy, type Policy } from '../src/ai/baselines';
import { CARD_PLAY_PROMPTS } from '../src/ai/levels';
import { yardstickPolicy } from './arena/yardstick';
import { frozenHard, hardWith, hardWithBySide, hardWithSettings } from './arena/frozen-hard';
import type { WeightTable } from '../src/ai/fitted';

export interface Timing {
  /** milliseconds per decision that starts a card play, and per sub-decision */
  cardPlay: number[];
  sub: number[];
}

export interface GameOutcome {
  state: GameState;
  decisions: number;
  timing: Record<Side, Timing>;
}

export const MAX_DECISIONS = 5000;

/**
 * Plays a game to its end; an action a policy returns that the engine refuses throws. `observe`
 * sees each state before its decision (tools/search-games.ts samples positions with it).
 */
export function playGame(options: GameOptions, players: Record<Side, Policy>, seed: string, observe?: (s: GameState) => void): GameOutcome {
  let s = newGame(options);
  const timing: Record<Side, Timing> = { communist: { cardPlay: [], sub: [] }, democrat: { cardPlay: [], sub: [] } };
  let n = 0;
  while (!s.result) {
    if (++n > MAX_DECISIONS) throw new Error(`game ${options.seed} did not end in ${MAX_DECISIONS} decisions`);
    observe?.(s);
    const side = s.prompt!.side;
    const view = viewFor(s, side);
    const t0 = performance.now();
    const a = players[side](view, { seed: `${seed}:${n}` });
    const ms = performance.now() - t0;
    (CARD_PLAY_PROMPTS.includes(s.prompt!.kind) ? timing[side].cardPlay : timing[side].sub).push(ms);
    s = apply(s, a);
  }
  return { state: s, decisions: n, timing };
}

/**
 * A policy by name: random, scoring, greedy, ai:<level>, ai:<level>:<playouts> (that many for every
 * decision), ai:<level>@<scale> (the level's own budgets times scale), frozen-hard[@<scale>] (hard as
 * it was on a38fba5, ./arena/frozen-hard.ts), hard-weights:<module>[@<scale>] (hard with the support
 * weights a module exports, e.g. a generation's candidate in ./arena/games, or a table per viewing side),
 * hard-settings:<module>[@<scale>] (hard with the settings the module's `settings` changes), or a module path exporting
 * `decide` or a default policy.
 */
export async function policyByName(name: string): Promise<Policy> {
  if (name === 'random') return randomPolicy;
  if (name === 'scoring') return scoringPolicy;
  if (name === 'greedy') return greedyPolicy;
  if (name === 'yardstick') return yardstickPolicy;
  const frozen = /^frozen-hard(?:@([\d.]+))?$/.exec(name);
  if (frozen) return frozenHard(frozen[1] === undefined ? 1 : Number(frozen[1]));
  const weighted = /^hard-weights:(.+?)(?:@([\d.]+))?$/.exec(name);
  if (weighted) {
    const { pathToFileURL } = await import('node:url');
    const { resolve } = await import('node:path');
    const mod = (await import(pathToFileURL(resolve(weighted[1]!)).href)) as Record<string, unknown>;
    const scale = weighted[2] === undefined ? 1 : Number(weighted[2]);
    const isTable = (v: unknown): v is WeightTable => typeof v === 'object' && v !== null && 'weights' in v;
    const table = Object.values(mod).find(isTable);
    if (table) return hardWith(table, weighted[1]!, scale);
    // a table per viewing side (fit-evaluation --by-side)
    const bySide = Object.values(mod).find(
      (v): v is Record<Side, WeightTable> =>
        typeof v === 'object' && v !== null && isTable((v as Record<string, unknown>).democrat) && isTable((v as Record<string, unknown>).communist),
    );
    if (!bySide) throw new Error(`${weighted[1]} exports no table of weights`);
    return hardWithBySide(bySide, weighted[1]!, scale);
  }
  const changed = /^hard-settings:(.+?)(?:@([\d.]+))?$/.exec(name);
  if (changed) {
    const { pathToFileURL } = await import('node:url');
    const { resolve } = await import('node:path');
    const mod = (await import(pathToFileURL(resolve(changed[1]!)).href)) as { settings?: Partial<LevelSettings> };
    if (typeof mod.settings !== 'object' || mod.settings === null) throw new Error(`${changed[1]} exports no settings`);
    return hardWithSettings(mod.settings, changed[2] === undefined ? 1 : Number(changed[2]));
  }
  const m = /^ai:(\w+)(?::(\d+)|@([\d.]+))?$/.exec(name);
  if (m) {
    const level = m[1] as Level;
    if (!LEVELS.includes(level)) throw new Error(`unknown level ${level} (easy, normal, hard)`);
    const playouts = m[2] === undefined ? undefined : Number(m[2]);
    const scale = m[3] === undefined ? undefined : Number(m[3]);
    return (view, { seed }) => {
      const n = scale !== undefined ? Math.max(1, Math.round(playoutsFor(view, level) * scale)) : playouts;
      return decide(view, { level, seed, budget: n === undefined ? undefined : { playouts: n } });
    };
  }
  const { pathToFileURL } = await import('node:url');
  const { resolve } = await import('node:path');
  const mod = (await import(pathToFileURL(resolve(name)).href)) as { default?: Policy; decide?: Policy; policy?: Policy };
  const p = mod.policy ?? mod.default ?? mod.decide;
  if (typeof p !== 'function') throw new Error(`${name} exports no policy (default, policy or decide)`);
  return p;
}
