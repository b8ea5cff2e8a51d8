/** All randomness of a game: the seeded generator kept inside the state, plus rigged values for tests. */
import seedrandom from 'seedrandom';
import { pileOf } from './cow';
import type { GameState } from './types';

type AleaState = seedrandom.State.Alea;

/** The Alea generator (seedrandom) resumed from the stored state, or seeded on first use. */
function generator(s: GameState): seedrandom.StatefulPRNG<AleaState> {
  const st = s.rng.state as AleaState | null;
  return st ? seedrandom.alea('', { state: { ...st } }) : seedrandom.alea(s.rng.seed, { state: true });
}

/** A number in [0, 1) from the game's generator; advances the stored generator state. */
export function random(s: GameState): number {
  const g = generator(s);
  const r = g();
  s.rng = { seed: s.rng.seed, state: g.state() as object };
  return r;
}

/** One six-sided die. Rigged dice come first (GameOptions.rig.dice). */
export function rollDie(s: GameState): number {
  if (s.rigDice.length > 0) return pileOf(s, 'rigDice').shift()!;
  return 1 + Math.floor(random(s) * 6);
}

/** Fisher–Yates shuffle with the game's generator; `onTop` (rigged order) goes first. */
export function shuffle(s: GameState, cards: readonly number[], onTop: readonly number[] = []): number[] {
  const g = generator(s);
  const rest = cards.filter((c) => !onTop.includes(c));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(g() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  s.rng = { seed: s.rng.seed, state: g.state() as object };
  return [...onTop.filter((c) => cards.includes(c)), ...rest];
}

/** Pick `n` distinct random positions from a list (used for random discards). */
export function pickRandom<T>(s: GameState, items: readonly T[], n: number): T[] {
  const order = shuffle(s, items.map((_, i) => i));
  return order.slice(0, Math.min(n, items.length)).map((i) => items[i]!);
}
