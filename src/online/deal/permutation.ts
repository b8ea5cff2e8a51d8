/**
 * A shuffle's permutation (docs/remote.md "The deal", D2): Fisher–Yates over random 32-bit
 * integers from Web Crypto (or the randomness a test gives), each drawn without bias by rejection.
 * `out[j] = in[perm[j]]`.
 */
import { webRandom, type RandomBytes } from './group';

/** A uniform integer in [0, n). */
function below(n: number, random: RandomBytes): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  for (;;) {
    const b = random(4);
    const x = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
    if (x < limit) return x % n;
  }
}

/** A uniformly random permutation of 0..n-1. */
export function randomPermutation(n: number, random: RandomBytes = webRandom): number[] {
  const perm = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = below(i + 1, random);
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  return perm;
}

/** Whether `perm` is a permutation of 0..n-1. */
export function isPermutation(perm: unknown, n: number): perm is number[] {
  if (!Array.isArray(perm) || perm.length !== n) return false;
  const seen = new Uint8Array(n);
  for (const x of perm) {
    if (!Number.isInteger(x) || x < 0 || x >= n || seen[x as number]) return false;
    seen[x as number] = 1;
  }
  return true;
}

export const permute = <T>(items: readonly T[], perm: readonly number[]): T[] => perm.map((i) => items[i]!);
