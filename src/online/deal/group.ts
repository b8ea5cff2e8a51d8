/**
 * The group the deal computes in (docs/remote.md "The deal"): ristretto255, a group of prime order
 * ℓ, from @noble/curves (audited). This is the only module that touches it: points and scalars,
 * their hex forms for messages, hashing a label to a point and a transcript to a scalar (RFC 9380,
 * each with a domain of its own). No arithmetic is written here, only named.
 */
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { bytesToHex, bytesToNumberLE, concatBytes, hexToBytes } from '@noble/curves/utils.js';
import { DealError } from './errors';

const RistrettoPoint = ristretto255.Point;
const Fn = RistrettoPoint.Fn;
export type Point = InstanceType<typeof RistrettoPoint>;
/** An integer modulo the group's order ℓ. */
export type Scalar = bigint;

/** The group's generator: a page's deck key `k` is published as `k·G`. */
export const G: Point = RistrettoPoint.BASE;

/** Where randomness comes from: n bytes (Web Crypto's by default; a test may give its own). */
export type RandomBytes = (n: number) => Uint8Array;
export const webRandom: RandomBytes = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n));

/** A uniformly random nonzero scalar: 64 random bytes reduced modulo ℓ (bias below 2^-250). */
export function randomScalar(random: RandomBytes = webRandom): Scalar {
  for (;;) {
    const k = Fn.create(bytesToNumberLE(random(64)));
    if (k !== 0n) return k;
  }
}

/** `k·P`, in constant time: for secret scalars. */
export const times = (p: Point, k: Scalar): Point => p.multiply(k);
/** `k·P` where nothing is secret (checking a proof): faster, not constant time. */
export const timesPublic = (p: Point, k: Scalar): Point => (k === 0n ? RistrettoPoint.ZERO : p.multiplyUnsafe(k));
export const plus = (p: Point, q: Point): Point => p.add(q);
export const minus = (p: Point, q: Point): Point => p.subtract(q);
export const inverse = (k: Scalar): Scalar => Fn.inv(k);
export const scalarPlus = (a: Scalar, b: Scalar): Scalar => Fn.add(a, b);
export const scalarTimes = (a: Scalar, b: Scalar): Scalar => Fn.mul(a, b);

/** A point's canonical encoding, 64 hex digits. */
export const pointHex = (p: Point): string => p.toHex();

const HEX64 = /^[0-9a-f]{64}$/;

/** The point a message names; a text that is not a canonical encoding of a group element is refused. */
export function pointOf(hex: unknown, rule: string, what: string): Point {
  if (typeof hex !== 'string' || !HEX64.test(hex)) throw new DealError('notPoint', rule, `${what} is not a point`, { what });
  let p: Point;
  try {
    p = RistrettoPoint.fromHex(hex);
  } catch {
    throw new DealError('notPoint', rule, `${what} is not a point`, { what });
  }
  if (p.is0()) throw new DealError('notPoint', rule, `${what} is the identity`, { what });
  return p;
}

/** A scalar as 64 hex digits, little-endian as the group's encodings are. */
export const scalarHex = (k: Scalar): string => bytesToHex(Fn.toBytes(k));

/** The scalar a message names (below ℓ, canonical), else null. */
export function scalarOf(hex: unknown): Scalar | null {
  if (typeof hex !== 'string' || !HEX64.test(hex)) return null;
  const k = bytesToNumberLE(hexToBytes(hex));
  return k < Fn.ORDER ? k : null;
}

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

/** The point of a label (hash to curve, RFC 9380 with ristretto255's map): nobody knows its logarithm. */
export const labelPoint = (label: string, domain: string): Point => ristretto255_hasher.hashToCurve(utf8(label), { DST: domain });

/**
 * A scalar from a transcript (RFC 9380 hash to field with its own domain). Each part is prefixed by
 * its length, so no two transcripts of different parts hash alike.
 */
export function transcriptScalar(domain: string, parts: readonly (string | Point)[]): Scalar {
  const bytes = parts.map((x) => (typeof x === 'string' ? utf8(x) : x.toBytes()));
  const framed = bytes.flatMap((b) => [Uint8Array.of(b.length >>> 8, b.length & 0xff), b]);
  return ristretto255_hasher.hashToScalar(concatBytes(...framed), { DST: domain });
}
