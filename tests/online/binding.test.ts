/**
 * The seat's binding (docs/remote.md): each page's key is pinned at the first meeting, and a
 * channel carries the game only once the page at its other end proves the pinned key. A third page
 * with the game's id, a squatter on the host's id, an intruder answering a roll, a proof replayed,
 * a broker in the middle: each is refused, nothing of the game reaches it, and the game goes on.
 */
import { describe, expect, it } from 'vitest';
import { keyId } from '../../src/online/identity';
import { selectDecision } from '../../src/store/view';
import { chooser, connect, device, playingScoring, quiet, reload, step, type Device, type Wire } from './pair';

async function started(): Promise<[Device, Device, Wire]> {
  const host = device('host', 'communist', 'Anna');
  const guest = device('guest', 'democrat', 'Bartek');
  const wire = connect(host, guest);
  await quiet(host, guest);
  return [host, guest, wire];
}

/** Some moves of both, so the record has something to lose. */
async function playSome(host: Device, guest: Device, steps = 30, seed = 4): Promise<void> {
  const pick = playingScoring(chooser(seed));
  for (let i = 0; i < steps; i++) {
    if (!(step(host, pick) || step(guest, pick))) break;
    await quiet(host, guest);
  }
}

/** Mid-game both pages hold one game: the shorter record is the longer one's beginning (steps that may still be undone stay on their page). */
function sameGame(a: Device, b: Device): void {
  const [x, y] = [a.store.getState().record!.actions, b.store.getState().record!.actions].sort((p, q) => p.length - q.length);
  expect(y!.slice(0, x!.length)).toEqual(x);
}

/** What a page other than the friend's received: its greeting only (nothing of the game: no hello, name, record). */
function onlyGreeted(texts: readonly string[]): void {
  const kinds = texts.map((t) => (JSON.parse(t) as { t: string }).t);
  expect(kinds.every((k) => k === 'greet' || k === 'proof')).toBe(true);
  const all = texts.join('');
  expect(all).not.toContain('Anna');
  expect(all).not.toContain('Bartek');
  expect(all).not.toContain('"actions"');
}

describe('a seat bound to its device', () => {
  it('the first meeting pins both keys; both pages show the same six-picture fingerprint before the first deal', async () => {
    const [host, guest] = await started();
    expect(host.session.friendKey).toBe(guest.session.key!.publicKey);
    expect(guest.session.friendKey).toBe(host.session.key!.publicKey);
    expect(host.session.key!.publicKey).toMatch(/^(ed25519|p256):[0-9a-f]+$/);
    const fp = host.status.getState().fingerprint!;
    expect([...fp.replaceAll(' ', '')]).toHaveLength(6);
    expect(guest.status.getState().fingerprint).toBe(fp);
    // the keys were kept with the session: a reload takes the same seat again
    expect(JSON.parse(host.storage.getItem('session')!).key.publicKey).toBe(host.session.key!.publicKey);
  });

  it('on a proven channel a message goes out at once, not after the page’s queued work (its own re-render among it)', async () => {
    const [host, guest] = await started();
    const before = host.wire.length;
    host.match.say('hello');
    // no await: a send queued behind a promise would not be on the wire yet
    expect(host.wire.length).toBe(before + 1);
    expect(JSON.parse(host.wire.at(-1)!)).toMatchObject({ t: 'say', phrase: 'hello' });
    await quiet(host, guest);
    expect(guest.status.getState().said?.phrase).toBe('hello');
  });

  it('the first deal waits until both players said the six pictures match (48: who is at the other end before the first deal)', async () => {
    const host = device('host', 'communist', 'Anna', 'standard', undefined, undefined, false);
    const guest = device('guest', 'democrat', 'Bartek', 'standard', undefined, undefined, false);
    connect(host, guest);
    await quiet(host, guest);
    // the pictures are shown, nothing is dealt, and no seed is asked
    expect(host.status.getState().fingerprint).toBe(guest.status.getState().fingerprint);
    expect(host.status.getState().fingerprint).not.toBeNull();
    expect([host.store.getState().record, guest.store.getState().record]).toEqual([null, null]);
    expect(host.sent.some((t) => t.includes('"commit"'))).toBe(false);
    host.match.confirmPictures();
    await quiet(host, guest);
    expect(guest.status.getState().compared).toEqual({ here: false, there: true });
    expect([host.store.getState().record, guest.store.getState().record]).toEqual([null, null]);
    // a seed asked for before the guest's player compared is not answered
    const early = JSON.stringify({ t: 'commit', game: host.session.game, n: -1, action: null, hash: 'a'.repeat(64) });
    await guest.match.receive(early);
    expect(guest.sent.some((t) => t.includes('"share"'))).toBe(false);
    expect(guest.status.getState().refusals.at(-1)?.trouble).toBe('wrongPlace');
    guest.match.confirmPictures();
    await quiet(host, guest);
    expect(host.store.getState().record).not.toBeNull();
    expect(guest.store.getState().record!.options.seed).toBe(host.store.getState().record!.options.seed);
  });

  it('a player’s word on the pictures is kept across a reload, and told again on the next channel', async () => {
    const host = device('host', 'communist', 'Anna', 'standard', undefined, undefined, false);
    const guest = device('guest', 'democrat', 'Bartek', 'standard', undefined, undefined, false);
    const first = connect(host, guest);
    await quiet(host, guest);
    guest.match.confirmPictures();
    await quiet(host, guest);
    first.close();
    const back = reload(guest);
    expect(back.status.getState().compared.here).toBe(true);
    connect(host, back);
    await quiet(host, back);
    expect(host.store.getState().record).toBeNull();
    host.match.confirmPictures();
    await quiet(host, back);
    expect(back.store.getState().record!.options.seed).toBe(host.store.getState().record!.options.seed);
  });

  it('a third page with the game id is refused while the friend plays: it gets nothing of the game, the game goes on, both players are told', async () => {
    const [host, guest] = await started();
    await playSome(host, guest);
    const third = device('guest', 'democrat', 'Mallory');
    const w = connect(host, third);
    await quiet(host, third);
    await quiet(host, guest);
    onlyGreeted(w.ab);
    expect(third.store.getState().record).toBeNull();
    expect(host.status.getState().intrusions.map((x) => [x.by, x.reason])).toEqual([['here', 'otherKey']]);
    expect(guest.status.getState().intrusions.map((x) => x.by)).toEqual(['friend']);
    // the friend's channel is still the game's: the next moves go through, nobody refused
    expect(host.status.getState().connection).toBe('connected');
    const n = host.store.getState().record!.actions.length;
    await playSome(host, guest, 10, 5);
    expect(host.store.getState().record!.actions.length).toBeGreaterThan(n);
    sameGame(host, guest);
    expect(host.status.getState().refusals).toEqual([]);
    expect(guest.status.getState().refusals).toEqual([]);
  });

  it('a squatter on the host’s id is refused by the returning guest: it proves another key, and gets no hello, name or record', async () => {
    const [host, guest, wire] = await started();
    await playSome(host, guest);
    wire.close();
    const squatter = device('host', 'communist', 'Anna');
    const w = connect(squatter, guest);
    await quiet(squatter, guest);
    onlyGreeted(w.ba);
    expect(guest.status.getState().intrusions.map((x) => [x.by, x.reason])).toEqual([['here', 'otherKey']]);
    expect(squatter.store.getState().record).toBeNull();
    // the host comes back: its key is the pinned one, and the game goes on
    connect(host, guest);
    await quiet(host, guest);
    expect(guest.status.getState().connection).toBe('connected');
    await playSome(host, guest, 10, 6);
    sameGame(host, guest);
  });

  it('before the first meeting, the guest takes only the host whose key the invitation names', async () => {
    const host = device('host', 'communist', 'Anna');
    const guest = device('guest', 'democrat', 'Bartek');
    await host.door.keys();
    guest.session.hostKeyId = await keyId(host.session.key!.publicKey);
    const squatter = device('host', 'communist', 'Anna');
    const w = connect(squatter, guest);
    await quiet(squatter, guest);
    onlyGreeted(w.ba);
    expect(guest.session.friendKey).toBeUndefined();
    expect(guest.status.getState().intrusions).toHaveLength(1);
    connect(host, guest);
    await quiet(host, guest);
    expect(guest.session.friendKey).toBe(host.session.key!.publicKey);
    expect(guest.store.getState().record).toEqual(host.store.getState().record);
  });

  it('an intruder dialling while the host rolls cannot answer the roll: the friend’s share settles it when he is back (6.0)', async () => {
    const [host, guest, wire] = await started();
    const pick = playingScoring(chooser(9));
    let check;
    for (let i = 0; i < 3000 && !check; i++) {
      const s = host.store.getState();
      check = (s.awaiting ? [] : (selectDecision(s)?.legal ?? [])).find((a) => a.type === 'check');
      if (!check && !(step(host, pick) || step(guest, pick))) throw new Error('stuck');
      await quiet(host, guest);
    }
    // the friend's page is away as the host asks for the die
    wire.close();
    host.store.getState().dispatch(check!);
    await host.match.idle();
    const n = host.session.commit!.n;
    // one intruder answers at once with a share of its choosing, another greets with its own key and proves it
    const forger = device('guest', 'democrat', 'Mallory');
    const share = JSON.stringify({ t: 'share', game: host.session.game, n, secret: '6'.repeat(32) });
    const w1 = connect(host, forger, (from, t) => (from === forger ? share : t));
    const other = device('guest', 'democrat', 'Mallory');
    const w2 = connect(host, other);
    await quiet(host, forger);
    await quiet(host, other);
    onlyGreeted(w1.ab);
    onlyGreeted(w2.ab);
    expect(
      host.status
        .getState()
        .intrusions.map((x) => x.reason)
        .sort(),
    ).toEqual(['malformed', 'otherKey']);
    expect(host.store.getState().rolling).toEqual(check);
    // the friend is back: the same commitment is asked again, his share settles the die
    connect(host, guest);
    await quiet(host, guest);
    expect(host.store.getState().rolling).toBeNull();
    const given = guest.sent.map((t) => JSON.parse(t) as { t: string; n: number; secret: string }).filter((m) => m.t === 'share' && m.n === n);
    expect(host.store.getState().record!.actions[n]!.shares![1]).toBe(given.at(-1)!.secret);
    expect(guest.store.getState().record!.actions).toEqual(host.store.getState().record!.actions);
    expect(host.status.getState().refusals).toEqual([]);
    expect(guest.status.getState().refusals).toEqual([]);
  });

  it('a proof replayed from an earlier channel is refused; so is a proof made through a broker in the middle (other DTLS certificates)', async () => {
    const [host, guest, wire] = await started();
    const oldGreet = wire.ba.find((t) => t.includes('"greet"'))!;
    const oldProof = wire.ba.find((t) => t.includes('"proof"'))!;
    wire.close();
    // a page that copied the guest's greeting and proof: the host's fresh challenge is not in it
    const toCopier: string[] = [];
    const copier = host.door.open({ send: (t) => toCopier.push(t), close: () => copier.closed(), fingerprints: { local: 'sha-256 aa', remote: 'sha-256 bb' } });
    copier.data(oldGreet);
    copier.data(oldProof);
    await host.door.idle();
    onlyGreeted(toCopier);
    expect(host.status.getState().intrusions.map((x) => x.reason)).toEqual(['wrongProof']);
    // the friend's page through a broker that answered each page with a certificate of its own: each
    // proof names the channel as its signer saw it, so neither page takes the other, and nothing of the game passes
    const w = connect(host, guest, undefined, true);
    await quiet(host, guest);
    onlyGreeted([...w.ab, ...w.ba]);
    // the first page to check the other's proof refuses it and closes the channel
    const refused = [...host.status.getState().intrusions.slice(1), ...guest.status.getState().intrusions].map((x) => x.reason);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r === 'wrongProof')).toBe(true);
    expect(host.status.getState().connection).not.toBe('connected');
    // the friend directly: proven, and the game goes on
    connect(host, guest);
    await quiet(host, guest);
    expect(host.status.getState().connection).toBe('connected');
    expect(host.status.getState().friend).toBe('Bartek');
    expect(host.status.getState().refusals).toEqual([]);
  });

  it('the friend’s page reloaded takes its seat again with the key kept in its session', async () => {
    const [host, g] = await started();
    await playSome(host, g);
    const guest = reload(g);
    connect(host, guest);
    await quiet(host, guest);
    expect(host.status.getState().intrusions).toEqual([]);
    sameGame(host, guest);
    await playSome(host, guest, 10, 7);
    sameGame(host, guest);
    expect(host.status.getState().refusals).toEqual([]);
    expect(guest.status.getState().refusals).toEqual([]);
  });
});
