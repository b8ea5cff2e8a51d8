/**
 * Commutative encryption (docs/remote.md "The deal", D2–D4): a page's layer over a point is `k·P`
 * for its deck key `k`, and because `a·(b·P) = b·(a·P)` either page's layer comes off first
 * (`k⁻¹·(k·P) = P`). A pass encrypts every card of a deck under the page's key and shuffles it.
 */
import { G, inverse, randomScalar, times, webRandom, type Point, type RandomBytes, type Scalar } from './group';
import { permute } from './permutation';

/** A page's key for one deck: the secret, and the point it publishes with its pass (`k·G`). */
export interface DeckKey {
  secret: Scalar;
  public: Point;
}

export function newDeckKey(random: RandomBytes = webRandom): DeckKey {
  const secret = randomScalar(random);
  return { secret, public: times(G, secret) };
}

export const keyOf = (secret: Scalar): DeckKey => ({ secret, public: times(G, secret) });

/** The page's layer over a point. */
export const addLayer = (p: Point, key: Pick<DeckKey, 'secret'>): Point => times(p, key.secret);

/** The page's layer taken off a point. */
export const removeLayer = (p: Point, key: Pick<DeckKey, 'secret'>): Point => times(p, inverse(key.secret));

/**
 * A pass: every point under the page's layer, in the order of `perm` (`out[j] = k·in[perm[j]]`).
 * Shuffling first and encrypting after gives the same list, so a page may send it in parts.
 */
export function shufflePass(points: readonly Point[], key: Pick<DeckKey, 'secret'>, perm: readonly number[]): Point[] {
  return permute(points, perm).map((p) => addLayer(p, key));
}
