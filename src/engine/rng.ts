/**
 * All randomness of a game: the seeded generator kept inside the state, plus rigged values for tests.
 *
 * Fresh entropy (docs/design.md "Randomness, undo, save, load"): an action may carry `entropy`, drawn
 * by the store when the action is taken and recorded with it. At the generator's first use within
 * that action the entropy is mixed into the generator state, so nothing stored before the action
 * (seed, generator state, pile order) determines its dice or draws, and a replay with the recorded
 * entropy is still exact. Without entropy (tests, tools) the generator runs from its seed alone.
 */
import type seedrandom from 'seedrandom';
import alea from 'seedrandom/lib/alea.js';
import { pileOf } from './cow';
import { actionHasEntropy, noteRandomness, takeEntropy } from './finality';
import type { GameState } from './types';

type AleaState = seedrandom.State.Alea;

/**
 * The generator's state to continue from, copied (states are copy-on-write): the stored one, or
 * the seed's on first use; the action's fresh entropy is mixed in at its first use.
 */
function generatorState(s: GameState): AleaState {
  const entropy = takeEntropy(s);
  if (entropy !== undefined) {
    // the new state depends on the old one and on the action's entropy
    const mixed = alea(`${JSON.stringify(s.rng.state ?? s.rng.seed)}|${entropy}`, { state: true });
    s.rng = { seed: s.rng.seed, state: mixed.state() as object };
  }
  const st = (s.rng.state as AleaState | null) ?? (alea(s.rng.seed, { state: true }).state() as AleaState);
  return { c: st.c, s0: st.s0, s1: st.s1, s2: st.s2 };
}

/**
 * One step of Alea on its state: the very numbers `seedrandom.alea` gives from that state (a test
 * compares them), without building a generator and its closures for every die.
 */
function aleaNext(st: AleaState): number {
  const t = 2091639 * st.s0 + st.c * 2.3283064365386963e-10; // 2^-32
  st.s0 = st.s1;
  st.s1 = st.s2;
  return (st.s2 = t - (st.c = t | 0));
}

/** A number in [0, 1) from the game's generator; advances the stored generator state. */
export function random(s: GameState): number {
  const st = generatorState(s);
  const r = aleaNext(st);
  s.rng = { seed: s.rng.seed, state: st };
  return r;
}

/** One six-sided die. Rigged dice come first (GameOptions.rig.dice). */
export function rollDie(s: GameState): number {
  noteRandomness(s, 'dice');
  if (s.rigDice.length > 0) return pileOf(s, 'rigDice').shift()!;
  return 1 + Math.floor(random(s) * 6);
}

/** Fisher–Yates shuffle with the game's generator; `onTop` (rigged order) goes first. */
export function shuffle(s: GameState, cards: readonly number[], onTop: readonly number[] = []): number[] {
  noteRandomness(s, 'shuffles');
  const st = generatorState(s);
  const rest = cards.filter((c) => !onTop.includes(c));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(aleaNext(st) * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  s.rng = { seed: s.rng.seed, state: st };
  return [...onTop.filter((c) => cards.includes(c)), ...rest];
}

/** Pick `n` distinct random positions from a list (used for random discards). */
export function pickRandom<T>(s: GameState, items: readonly T[], n: number): T[] {
  const order = shuffle(
    s,
    items.map((_, i) => i),
  );
  return order.slice(0, Math.min(n, items.length)).map((i) => items[i]!);
}

/**
 * Take up to `n` cards out of a draw pile and return them; `pile()` gives the pile as the action
 * may change it (src/engine/cow.ts). With fresh entropy each card is taken at random at the
 * moment of the draw, so the stored order of a pile never tells the future; without entropy, or
 * for a rigged deck, from the top (index 0).
 */
export function takeFromPile(s: GameState, pile: () => number[], n: number, rigged: boolean): number[] {
  const out: number[] = [];
  const atRandom = actionHasEntropy(s) && !rigged;
  while (out.length < n) {
    const p = pile();
    if (p.length === 0) break;
    const i = atRandom ? Math.floor(random(s) * p.length) : 0;
    out.push(pile().splice(i, 1)[0]!);
  }
  noteRandomness(s, 'draws', out.length);
  return out;
}

/** 128 bits of fresh entropy as 32 hex digits, as recorded with an action (the store draws them with crypto.getRandomValues). */
export function isEntropy(x: unknown): x is string {
  return typeof x === 'string' && /^[0-9a-f]{32}$/.test(x);
}
