/**
 * The seat's binding where Web Crypto has no Ed25519 (docs/remote.md, "The seat's binding"): each
 * page makes an ECDSA P-256 key pair instead, and the handshake, its signed proofs, the pinning,
 * the game and a reload's return all work with it; a proof signed by another P-256 key is refused.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newIdentity, signer, verifier } from '../../src/online/identity';
import { chooser, connect, device, playingScoring, quiet, reload, step, type Device } from './pair';

const subtle = globalThis.crypto.subtle;
const isEd25519 = (alg: unknown) => (typeof alg === 'string' ? alg : (alg as { name?: string })?.name)?.toLowerCase() === 'ed25519';
/** every use of Ed25519 that reached Web Crypto (none may succeed) */
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  const generate = subtle.generateKey.bind(subtle);
  const importKey = subtle.importKey.bind(subtle);
  // a browser without Ed25519 in Web Crypto: it refuses to make or read such a key
  vi.spyOn(subtle, 'generateKey').mockImplementation(((alg: AlgorithmIdentifier, ...rest: [boolean, KeyUsage[]]) => {
    if (isEd25519(alg)) {
      asked.push('generateKey');
      return Promise.reject(new DOMException('Unrecognized name', 'NotSupportedError'));
    }
    return generate(alg, ...rest);
  }) as typeof subtle.generateKey);
  vi.spyOn(subtle, 'importKey').mockImplementation(((format: 'raw', data: BufferSource, alg: AlgorithmIdentifier, ...rest: [boolean, KeyUsage[]]) => {
    if (isEd25519(alg)) {
      asked.push('importKey');
      return Promise.reject(new DOMException('Unrecognized name', 'NotSupportedError'));
    }
    return importKey(format, data, alg, ...rest);
  }) as typeof subtle.importKey);
});
afterEach(() => vi.restoreAllMocks());

async function playSome(host: Device, guest: Device, steps = 30): Promise<void> {
  const pick = playingScoring(chooser(11));
  for (let i = 0; i < steps; i++) {
    if (!(step(host, pick) || step(guest, pick))) break;
    await quiet(host, guest);
  }
}

describe('the seat’s binding with ECDSA P-256 (no Ed25519 in Web Crypto)', () => {
  it('a key pair is P-256: it signs, and its signature verifies only for its own text', async () => {
    const id = await newIdentity();
    expect(id.publicKey).toMatch(/^p256:04[0-9a-f]{128}$/);
    expect(asked).toEqual(['generateKey']);
    const sign = await signer(id);
    const verify = await verifier(id.publicKey);
    const sig = await sign('jn1989 proof:x');
    expect(sig).toMatch(/^[0-9a-f]{128}$/);
    expect(await verify('jn1989 proof:x', sig)).toBe(true);
    expect(await verify('jn1989 proof:y', sig)).toBe(false);
    const other = await verifier((await newIdentity()).publicKey);
    expect(await other('jn1989 proof:x', sig)).toBe(false);
  });

  it('two pages meet, prove and pin P-256 keys, show the same pictures, deal and play; a reload takes the seat again with the kept key', async () => {
    const host = device('host', 'communist', 'Anna');
    const guest = device('guest', 'democrat', 'Bartek');
    const wire = connect(host, guest);
    await quiet(host, guest);
    expect(host.session.key!.publicKey).toMatch(/^p256:/);
    expect(guest.session.key!.publicKey).toMatch(/^p256:/);
    expect(host.session.friendKey).toBe(guest.session.key!.publicKey);
    expect(guest.session.friendKey).toBe(host.session.key!.publicKey);
    // the proofs on the wire are P-256 signatures (64 bytes), one each way
    const proofs = [...wire.ab, ...wire.ba].map((t) => JSON.parse(t) as { t: string; sig?: string }).filter((m) => m.t === 'proof');
    expect(proofs).toHaveLength(2);
    for (const p of proofs) expect(p.sig).toMatch(/^[0-9a-f]{128}$/);
    expect(host.status.getState().fingerprint).toBeTruthy();
    expect(guest.status.getState().fingerprint).toBe(host.status.getState().fingerprint);
    // the first deal (commit and reveal over the proven channel), then moves of both
    expect(host.store.getState().record).not.toBeNull();
    await playSome(host, guest);
    // a page's own steps go to the other once final there (26.4): the two records agree up to the shorter
    const n = Math.min(guest.store.getState().record!.actions.length, host.store.getState().record!.actions.length);
    expect(n).toBeGreaterThan(5);
    expect(host.store.getState().record!.actions.slice(0, n)).toEqual(guest.store.getState().record!.actions.slice(0, n));
    expect(host.status.getState().refusals).toEqual([]);
    expect(guest.status.getState().refusals).toEqual([]);
    // the guest's page reloads: its kept P-256 key (a JWK in the session) proves it again
    wire.close();
    const back = reload(guest);
    connect(host, back);
    await quiet(host, back);
    expect(back.session.key!.publicKey).toBe(guest.session.key!.publicKey);
    expect(host.status.getState().intrusions).toEqual([]);
    expect(back.store.getState().record!.actions.slice(0, n)).toEqual(guest.store.getState().record!.actions.slice(0, n));
    await playSome(host, back, 10);
    expect(host.status.getState().refusals).toEqual([]);
    expect(asked.every((a) => a === 'generateKey')).toBe(true);
  }, 60_000);

  it('a third page with a P-256 key of its own is refused: another key than the pinned one', async () => {
    const host = device('host', 'communist', 'Anna');
    const guest = device('guest', 'democrat', 'Bartek');
    const wire = connect(host, guest);
    await quiet(host, guest);
    await playSome(host, guest, 10);
    wire.close();
    const stranger = device('guest', 'democrat', 'Mallory');
    const told = host.sent.length;
    connect(host, stranger);
    await quiet(host, stranger);
    expect(stranger.session.key!.publicKey).toMatch(/^p256:/);
    expect(host.sent.length).toBe(told);
    expect(stranger.store.getState().record).toBeNull();
    expect(host.status.getState().intrusions.map((i) => i.reason)).toEqual(['otherKey']);
  }, 60_000);
});
