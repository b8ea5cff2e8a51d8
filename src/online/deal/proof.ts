/**
 * Chaum–Pedersen proofs (docs/remote.md "The deal", D5): that `over = k·under` for the `k` of the
 * deck key `K = k·G` a page published with its pass, without telling `k`. Made non-interactive by
 * Fiat–Shamir: the challenge hashes a domain, the move's context (game, deck, slot, page, what is
 * shown) and every point of the statement, so a proof holds for its own move only.
 *
 * Prover: random r; T₁ = r·G, T₂ = r·under; c = H(context, K, under, over, T₁, T₂); s = r + c·k.
 * Verifier: T₁ = s·G − c·K, T₂ = s·under − c·over, and c must hash back.
 *
 * Several pairs under one key (a hand's cards dealt at once) take one proof over their weighted
 * sums, the weights hashed from every point of the pairs (RFC 9497's batched DLEQ proofs do the
 * same): if one `overᵢ ≠ k·underᵢ`, the sums match only with chance 2⁻¹²⁸.
 */
import {
  G,
  minus,
  plus,
  randomScalar,
  scalarHex,
  scalarOf,
  scalarPlus,
  scalarTimes,
  times,
  timesPublic,
  transcriptScalar,
  webRandom,
  type Point,
  type RandomBytes,
} from './group';
import type { DeckKey } from './layer';

/** The proof's two scalars, as 64 hex digits each. */
export interface LayerProof {
  c: string;
  s: string;
}

const PROOF_DOMAIN = 'jn1989-deal-chaum-pedersen-v1';

const challenge = (context: string, K: Point, under: Point, over: Point, t1: Point, t2: Point) =>
  transcriptScalar(PROOF_DOMAIN, [context, K, under, over, t1, t2]);

/** A proof that `over` is `under` with the page's layer of `key` on it. */
export function proveLayer(context: string, key: DeckKey, under: Point, over: Point, random: RandomBytes = webRandom): LayerProof {
  const r = randomScalar(random);
  const c = challenge(context, key.public, under, over, times(G, r), times(under, r));
  return { c: scalarHex(c), s: scalarHex(scalarPlus(r, scalarTimes(c, key.secret))) };
}

/** Whether `proof` shows `over = k·under` for the `k` behind `K`, in this context. */
export function checkLayer(context: string, K: Point, under: Point, over: Point, proof: unknown): boolean {
  if (!proof || typeof proof !== 'object') return false;
  const c = scalarOf((proof as Record<string, unknown>).c);
  const s = scalarOf((proof as Record<string, unknown>).s);
  if (c === null || s === null) return false;
  const t1 = minus(timesPublic(G, s), timesPublic(K, c));
  const t2 = minus(timesPublic(under, s), timesPublic(over, c));
  return challenge(context, K, under, over, t1, t2) === c;
}

const WEIGHT_DOMAIN = 'jn1989-deal-batch-weights-v1';
const WEIGHT_BITS = (1n << 128n) - 1n;

/** The weighted sums of the pairs: one pair is itself. */
function composite(context: string, K: Point, unders: readonly Point[], overs: readonly Point[]): [Point, Point] {
  if (unders.length !== overs.length || unders.length === 0) throw new Error('a batch needs pairs');
  if (unders.length === 1) return [unders[0]!, overs[0]!];
  const seed = scalarHex(transcriptScalar(WEIGHT_DOMAIN, [context, K, ...unders, ...overs]));
  const w = unders.map((_, i) => transcriptScalar(WEIGHT_DOMAIN, [seed, String(i)]) & WEIGHT_BITS);
  const sum = (ps: readonly Point[]) => ps.map((p, i) => timesPublic(p, w[i]!)).reduce(plus);
  return [sum(unders), sum(overs)];
}

/** One proof that every `overs[i]` is `unders[i]` with the page's layer of `key` on it. */
export function proveLayers(context: string, key: DeckKey, unders: readonly Point[], overs: readonly Point[], random: RandomBytes = webRandom): LayerProof {
  const [u, v] = composite(context, key.public, unders, overs);
  return proveLayer(context, key, u, v, random);
}

/** Whether `proof` shows `overs[i] = k·unders[i]` for every i, for the `k` behind `K`, in this context. */
export function checkLayers(context: string, K: Point, unders: readonly Point[], overs: readonly Point[], proof: unknown): boolean {
  const [u, v] = composite(context, K, unders, overs);
  return checkLayer(context, K, u, v, proof);
}
