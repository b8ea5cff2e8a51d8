/**
 * A modified page at the other end (docs/remote.md): whatever it sends, the honest device refuses
 * what the rules or the protocol do not allow, keeps the evidence, and its game stays as it was; a
 * wrong or withheld reveal forfeits; and no choice of a share moves the dice.
 */
import { describe, expect, it } from 'vitest';
import { apply, entryIs, logEntries, type Action, type GameRecord, type RecordedAction } from '../../src/engine';
import { replayTallied } from '../../src/store/history';
import { commitOf, jointEntropy } from '../../src/online/crypto';
import { chooser, connect, device, fakeClock, GAME, playingScoring, quiet, step, type Device } from './pair';
import type { Timing } from '../../src/online/match';
import { selectDecision } from '../../src/store/view';

async function started(timing?: Timing): Promise<[Device, Device]> {
  const host = device('host', 'communist', 'Anna', 'standard', undefined, timing);
  const guest = device('guest', 'democrat', 'Bartek', 'standard', undefined, timing);
  connect(host, guest);
  await quiet(host, guest);
  return [host, guest];
}

/** Play random moves until the device `d` can take an action of the kind asked for. */
async function until(host: Device, guest: Device, d: Device, want: (a: Action) => boolean, seed = 3): Promise<Action> {
  const pick = playingScoring(chooser(seed));
  for (let i = 0; i < 3000; i++) {
    const legal = d.store.getState().awaiting ? [] : (selectDecision(d.store.getState())?.legal ?? []);
    const found = legal.find(want);
    if (found) {
      // what the device did before it in this action round reaches the other side (as a modified page may send it)
      const r = d.store.getState().record!;
      d.match.flush(r, r.actions.length);
      await quiet(host, guest);
      return found;
    }
    if (!(step(host, pick) || step(guest, pick))) throw new Error('stuck');
    await quiet(host, guest);
  }
  throw new Error('never offered');
}

const msg = (m: object) => JSON.stringify({ game: GAME, ...m });

function snapshot(d: Device) {
  const s = d.store.getState();
  return { record: JSON.stringify(s.record), state: s.state };
}

describe('what a modified page sends is refused, and the honest game is intact', () => {
  it('an illegal action, a message of another game, a 5 MB message and a replayed old message are refused with the evidence kept', async () => {
    const [host, guest] = await started();
    // the guest's Democrat placement while the Communist decides (setup, 3.4): not his decision
    const before = snapshot(host);
    const n = host.store.getState().record!.actions.length;
    await host.match.receive(msg({ t: 'act', n, actions: [{ side: 'democrat', type: 'place', space: 'berlin' }], sum: '0'.repeat(16) }));
    // an action for the side played on the honest device
    await host.match.receive(msg({ t: 'act', n, actions: [{ side: 'communist', type: 'place', space: 'berlin' }], sum: '0'.repeat(16) }));
    await host.match.receive(JSON.stringify({ t: 'say', game: 'ffffffffffffffff', phrase: 'hello' }));
    await host.match.receive('x'.repeat(5 * 1024 * 1024));
    await host.match.receive('{"t":"act",');
    await host.match.receive(msg({ t: 'say', phrase: '<img src=x onerror=alert(1)>' }));
    expect(host.status.getState().refusals.map((r) => r.trouble)).toEqual(['illegal', 'notYours', 'otherGame', 'tooLarge', 'malformed', 'malformed']);
    expect(host.status.getState().refusals[3]!.size).toBe(5 * 1024 * 1024);
    // the evidence keeps at most 4 KB of a message
    expect(host.status.getState().refusals[3]!.text.length).toBe(4096);
    expect(snapshot(host)).toEqual(before);

    // a replayed old message: the guest's own earlier actions sent again
    const pick = chooser(5);
    while (host.store.getState().state!.prompt!.side !== 'democrat') {
      step(host, pick);
      await quiet(host, guest);
    }
    while (host.store.getState().state!.prompt!.side === 'democrat') {
      step(guest, pick);
      await quiet(host, guest);
    }
    const old = guest.sent.find((t) => JSON.parse(t).t === 'act')!;
    const now = snapshot(host);
    await host.match.receive(old);
    expect(host.status.getState().refusals.at(-1)!.trouble).toBe('wrongPlace');
    expect(snapshot(host)).toEqual(now);
    expect(guest.status.getState().refusals).toEqual([]);
  });

  it('a value that is not a string (PeerJS binary: an object whose toString and valueOf are not functions) is refused before parsing, and the next message and the next roll still go through', async () => {
    const [host, guest] = await started();
    const before = snapshot(host);
    await host.match.receive({ toString: 1, valueOf: 1 });
    await host.match.receive(new Uint8Array(16));
    await host.match.receive(['{}']);
    expect(host.status.getState().refusals.map((r) => [r.trouble, r.text])).toEqual([
      ['malformed', '[object Object]'],
      ['malformed', '[object Uint8Array]'],
      ['malformed', '[object Array]'],
    ]);
    expect(snapshot(host)).toEqual(before);
    // the host's next roll goes out, and the guest's share comes back and settles it (6.0)
    const check = await until(host, guest, host, (a) => a.type === 'check', 9);
    const n = host.store.getState().record!.actions.length;
    host.store.getState().dispatch(check);
    await quiet(host, guest);
    expect(host.store.getState().rolling).toBeNull();
    expect(host.store.getState().record!.actions.length).toBe(n + 1);
    expect(guest.store.getState().record!.actions).toEqual(host.store.getState().record!.actions);
  });

  it('the refused warning clears once the friend’s page goes on as it should; the evidence stays. A hello without a name is refused', async () => {
    const [host, guest] = await started();
    await host.match.receive(msg({ t: 'hello', v: 1, role: 'guest', name: '  ', rules: 1, n: 0, sum: '' }));
    expect(host.status.getState().refusals.map((r) => r.trouble)).toEqual(['malformed']);
    expect(host.status.getState().warn).toBe(true);
    // the guest's next move is taken: the warning goes
    const pick = chooser(2);
    while (host.status.getState().warn) {
      if (!(step(host, pick) || step(guest, pick))) throw new Error('stuck');
      await quiet(host, guest);
    }
    expect(host.status.getState().refusals).toHaveLength(1);
    expect(guest.store.getState().record!.actions.length).toBeGreaterThan(0);
  });

  it('a die chosen by the sender alone (an action with its own entropy, or a random action sent as a plain one) is refused', async () => {
    const [host, guest] = await started();
    const check = await until(host, guest, guest, (a) => a.type === 'check');
    const r = host.store.getState().record!;
    const before = snapshot(host);
    // sent as a plain action: the engine would roll, so the die would be the sender's alone
    await host.match.receive(msg({ t: 'act', n: r.actions.length, actions: [check], sum: '0'.repeat(16) }));
    expect(host.status.getState().refusals.at(-1)!.trouble).toBe('unshared');
    // with entropy of its own choosing: an act carries none
    await host.match.receive(msg({ t: 'act', n: r.actions.length, actions: [{ ...check, entropy: 'f'.repeat(32) }], sum: '0'.repeat(16) }));
    expect(host.status.getState().refusals.at(-1)!.trouble).toBe('malformed');
    // in a catch-up with shares that are not the honest side's
    const shares: [string, string] = ['1'.repeat(32), '2'.repeat(32)];
    const forged: RecordedAction = { ...check, entropy: await jointEntropy(shares), shares };
    await host.match.receive(msg({ t: 'sync', n: r.actions.length, actions: [forged], sum: '0'.repeat(16) }));
    expect(host.status.getState().refusals.at(-1)!.trouble).toBe('wrongShare');
    expect(snapshot(host)).toEqual(before);
  });

  it('a reveal that does not match its commitment forfeits the game, with the evidence', async () => {
    const [host, guest] = await started();
    const check = await until(host, guest, guest, (a) => a.type === 'check');
    // the guest's page changes its secret after seeing the host's share
    const rigged = device('guest', 'democrat', 'Bartek');
    const before = snapshot(host);
    let forgedReveal = '';
    const n = host.store.getState().record!.actions.length;
    const secret = 'a'.repeat(32);
    await host.match.receive(msg({ t: 'commit', n, action: check, hash: await commitOf(secret) }));
    // the host answered with its share; the guest reveals another secret
    forgedReveal = msg({ t: 'reveal', n, secret: 'b'.repeat(32), sum: '0'.repeat(16) });
    await host.match.receive(forgedReveal);
    expect(host.status.getState().forfeit).toEqual({ winner: 'communist', reason: 'wrongReveal', n });
    expect(host.status.getState().refusals.at(-1)!.text).toBe(forgedReveal);
    expect(snapshot(host)).toEqual(before);
    expect(rigged.status.getState().forfeit).toBeNull();
  });

  it('a second commitment for the same roll (asking for the dice again) forfeits', async () => {
    const [host, guest] = await started();
    const check = await until(host, guest, guest, (a) => a.type === 'check');
    const n = host.store.getState().record!.actions.length;
    await host.match.receive(msg({ t: 'commit', n, action: check, hash: await commitOf('c'.repeat(32)) }));
    const first = host.sent.at(-1)!;
    // asked again with the same commitment (a reconnection): the same share
    await host.match.receive(msg({ t: 'commit', n, action: check, hash: await commitOf('c'.repeat(32)) }));
    expect(host.sent.at(-1)).toBe(first);
    await host.match.receive(msg({ t: 'commit', n, action: check, hash: await commitOf('d'.repeat(32)) }));
    expect(host.status.getState().forfeit?.reason).toBe('reroll');
  });

  it('a roll replaced by another move once its result is known (the committer knows both secrets) forfeits', async () => {
    const [host, guest] = await started();
    const check = await until(host, guest, guest, (a) => a.type === 'check');
    const n = host.store.getState().record!.actions.length;
    await host.match.receive(msg({ t: 'commit', n, action: check, hash: await commitOf('f'.repeat(32)) }));
    const before = snapshot(host);
    // instead of the reveal: the same place taken by a move without dice
    await host.match.receive(msg({ t: 'act', n, actions: [{ side: 'democrat', type: 'done' }], sum: '0'.repeat(16) }));
    expect(host.status.getState().forfeit).toEqual({ winner: 'communist', reason: 'abandoned', n });
    expect(snapshot(host)).toEqual(before);
  });

  it('a reveal withheld while connected forfeits after the time allowed', async () => {
    const clock = fakeClock();
    const [host, guest] = await started({ clock });
    const check = await until(host, guest, guest, (a) => a.type === 'check');
    const n = host.store.getState().record!.actions.length;
    await host.match.receive(msg({ t: 'commit', n, action: check, hash: await commitOf('e'.repeat(32)) }));
    clock.advance(30_000);
    expect(host.status.getState().forfeit?.reason).toBe('withheldReveal');
  });
});

describe('no share chosen by the other side moves the dice', () => {
  /** A position where the Communist (the host) may make a support check. */
  async function checkPosition(): Promise<{ record: GameRecord; check: Action }> {
    const [host, guest] = await started();
    const check = await until(host, guest, host, (a) => a.type === 'check', 9);
    return { record: host.store.getState().record!, check };
  }

  /** The die of the check when the host rolls it with a rigged peer that picks its share by `choose`. */
  async function rollWith(record: GameRecord, check: Action, choose: (host: Device, hash: string) => Promise<string>): Promise<number> {
    const host = device('host', 'communist', 'Anna');
    host.store.getState().playOnline(record, replayTallied(record), 'democrat', host.match);
    let commit: { n: number; hash: string } | null = null;
    host.match.connected((t) => {
      const m = JSON.parse(t);
      if (m.t === 'commit') commit = m;
    });
    host.store.getState().dispatch(check);
    await host.match.idle();
    const c = commit as unknown as { n: number; hash: string };
    const share = await choose(host, c.hash);
    await host.match.receive(msg({ t: 'share', n: c.n, secret: share }));
    const last = logEntries(host.store.getState().state!)
      .filter((e) => e.key === 'supportCheck')
      .at(-1)!;
    if (!entryIs(last, 'supportCheck')) throw new Error('no check');
    return last.params.die;
  }

  /** The die an entropy gives this check: what a modified page can compute for any entropy it can name. */
  function dieFor(host: Device, check: Action, entropy: string): number {
    const s = apply(host.store.getState().state!, { ...check, entropy } as RecordedAction);
    const e = logEntries(s)
      .filter((x) => x.key === 'supportCheck')
      .at(-1)!;
    return entryIs(e, 'supportCheck') ? e.params.die : 0;
  }

  /** Of 40 candidate shares, one whose entropy with `guess` as the other's secret gives a 6, if any. */
  async function sixFor(host: Device, check: Action, guess: string, salt: number): Promise<string> {
    let best = '';
    for (let i = 0; i < 40; i++) {
      const share = (salt * 1000 + i).toString(16).padStart(32, '0');
      best ||= share;
      if (dieFor(host, check, await jointEntropy([guess, share])) === 6) return share;
    }
    return best;
  }

  it('a peer that picks its share after the commitment, aiming at a 6, rolls sixes no more often than chance; knowing the secret it would', async () => {
    const { record, check } = await checkPosition();
    const trials = 60;
    let rigged = 0;
    let control = 0;
    for (let t = 0; t < trials; t++) {
      // all it knows is the commitment: it tries the commitment itself as its guess of the secret
      if ((await rollWith(record, check, (host, hash) => sixFor(host, check, hash.slice(0, 32), t))) === 6) rigged++;
      // the control: a protocol that showed the secret first would let it choose the die
      if ((await rollWith(record, check, (host) => sixFor(host, check, host.session.commit!.secret, t))) === 6) control++;
    }
    expect(control).toBeGreaterThanOrEqual(trials - 2);
    // a fair die gives 6 in 1/6 of rolls: 10 of 60 expected, more than 20 has a chance below 0.1%
    expect(rigged).toBeLessThanOrEqual(20);
  }, 120_000);
});
