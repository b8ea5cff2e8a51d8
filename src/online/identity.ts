/**
 * A page's key pair for a game between two devices (docs/remote.md, "The seat's binding"): made at
 * the first meeting with Web Crypto, kept with the session, and pinned by the friend's page, so
 * that only this page can take its seat again. Ed25519 where the browser has it, else ECDSA P-256.
 * No primitive of our own: Web Crypto signs, verifies and hashes.
 */
import { sha256 } from './crypto';

export type KeyAlg = 'ed25519' | 'p256';

/** A page's own key pair as kept in the session: the public key as `alg:hex`, the private one as a JWK. */
export interface Identity {
  publicKey: string;
  privateKey: JsonWebKey;
}

const hex = (bytes: ArrayBuffer | Uint8Array): string => Array.from(new Uint8Array(bytes), (x) => x.toString(16).padStart(2, '0')).join('');

function unhex(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})*$/.test(text)) return null;
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}

const PARAMS: Record<KeyAlg, { key: AlgorithmIdentifier | EcKeyImportParams; sign: AlgorithmIdentifier | EcdsaParams; raw: number; sig: number }> = {
  ed25519: { key: { name: 'Ed25519' }, sign: { name: 'Ed25519' }, raw: 32, sig: 64 },
  p256: { key: { name: 'ECDSA', namedCurve: 'P-256' } as EcKeyImportParams, sign: { name: 'ECDSA', hash: 'SHA-256' } as EcdsaParams, raw: 65, sig: 64 },
};

const subtle = () => globalThis.crypto.subtle;

/** A public key's shape: `ed25519:` and 64 hex digits, or `p256:` and 130 (an uncompressed point). */
export function isPublicKey(x: unknown): x is string {
  if (typeof x !== 'string') return false;
  const [alg, key] = x.split(':') as [string, string | undefined];
  return (alg === 'ed25519' || alg === 'p256') && key !== undefined && key.length === PARAMS[alg].raw * 2 && /^[0-9a-f]+$/.test(key);
}

/** A fresh key pair for this page (Ed25519, or ECDSA P-256 where the browser has no Ed25519). */
export async function newIdentity(): Promise<Identity> {
  for (const alg of ['ed25519', 'p256'] as const) {
    let pair: CryptoKeyPair;
    try {
      pair = (await subtle().generateKey(PARAMS[alg].key, true, ['sign', 'verify'])) as CryptoKeyPair;
    } catch {
      continue;
    }
    const raw = await subtle().exportKey('raw', pair.publicKey);
    return { publicKey: `${alg}:${hex(raw)}`, privateKey: await subtle().exportKey('jwk', pair.privateKey) };
  }
  throw new Error('Web Crypto has neither Ed25519 nor ECDSA P-256');
}

const algOf = (publicKey: string): KeyAlg => publicKey.split(':')[0] as KeyAlg;

/** Signs texts with this page's private key (imported once). Signatures are hex. */
export async function signer(identity: Identity): Promise<(text: string) => Promise<string>> {
  const p = PARAMS[algOf(identity.publicKey)];
  const key = await subtle().importKey('jwk', identity.privateKey, p.key, false, ['sign']);
  return async (text) => hex(await subtle().sign(p.sign, key, new TextEncoder().encode(text)));
}

/** Checks signatures of the holder of `publicKey` (imported once); false for anything malformed. */
export async function verifier(publicKey: string): Promise<(text: string, signature: string) => Promise<boolean>> {
  const p = PARAMS[algOf(publicKey)];
  const key = await subtle().importKey('raw', unhex(publicKey.split(':')[1]!)!, p.key, false, ['verify']);
  return async (text, signature) => {
    const sig = signature.length === p.sig * 2 ? unhex(signature) : null;
    if (!sig) return false;
    try {
      return await subtle().verify(p.sign, key, sig, new TextEncoder().encode(text));
    } catch {
      return false;
    }
  };
}

/** The short id of a public key the invitation carries (the first 128 bits of its SHA-256). */
export const keyId = async (publicKey: string): Promise<string> => (await sha256(`jn1989 key:${publicKey}`)).slice(0, 32);

/** 64 pictures easy to name aloud in any language: 6 bits each. */
const PICTURES = [...'🐶🐱🐭🐰🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🐔🐧🦆🦉🐴🦄🐝🐛🦋🐌🐞🐢🐍🐙🦀🐟🐬🐳🦈🐊🦒🐘🦔🌵🌲🌻🍄🌙⭐🔥🌈🚀⏰🍎🍌🍇🍓🍒🍍🥕🌽🍞🧀🍕🎂🍩⚽🎸🚲🔑'];

/**
 * What both pages show of the two keys (the host's, then the guest's): six pictures, the same on
 * both pages when each holds the other's key, so two friends can compare them by voice.
 */
export async function pairFingerprint(hostKey: string, guestKey: string): Promise<string> {
  const h = await sha256(`jn1989 pair:${hostKey}:${guestKey}`);
  let bits = BigInt(`0x${h.slice(0, 12)}`);
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    out.push(PICTURES[Number(bits & 63n)]!);
    bits >>= 6n;
  }
  return out.join(' ');
}

export const PICTURE_COUNT = PICTURES.length;
