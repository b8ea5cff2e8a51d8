/**
 * A game between two devices (docs/remote.md), both sides in one process: each device checks the
 * other's messages with its own engine, and every random number comes from both by commit and reveal.
 */
import { describe, expect, it } from 'vitest';
import { replayRecord, stateChecksum, type Action } from '../../src/engine';
import { firstWrongShare } from '../../src/online/crypto';
import { chooser, connect, device, quiet, reload, step, type Device } from './pair';

async function start(mode: 'standard' | 'family' = 'standard', tap?: Parameters<typeof connect>[2]): Promise<[Device, Device]> {
  const host = device('host', 'communist', 'Anna', mode);
  const guest = device('guest', 'democrat', 'Bartek', mode);
  connect(host, guest, tap);
  await quiet(host, guest);
  return [host, guest];
}

/** Play random legal moves at whichever device decides, until the game ends or `limit` steps. */
async function play(host: Device, guest: Device, seed: number, limit = 5000): Promise<number> {
  const pick = chooser(seed);
  let steps = 0;
  while (steps < limit) {
    const s = host.store.getState().state!;
    if (s.result) break;
    const acted = step(host, pick) || step(guest, pick);
    if (!acted) throw new Error(`nobody can act at step ${steps}`);
    await quiet(host, guest);
    steps++;
  }
  return steps;
}

describe('a game between two devices', () => {
  it('the seed comes from both: the same first deal on both devices, each showing only its own hand', async () => {
    const [host, guest] = await start();
    const h = host.store.getState();
    const g = guest.store.getState();
    expect(h.record!.options.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(g.record).toEqual(h.record);
    expect(h.record!.online!.seedShares).toHaveLength(2);
    expect(h.remote).toBe('democrat');
    expect(g.remote).toBe('communist');
    // each device is its own side's screen: no hotseat cover
    expect(h.viewer).toBe('communist');
    expect(g.viewer).toBe('democrat');
    expect(h.record!.players).toEqual({ communist: { seat: 1, name: 'Anna' }, democrat: { seat: 2, name: 'Bartek' } });
  });

  for (const mode of ['standard', 'family'] as const)
    it(`a whole ${mode} game of random legal moves: both records identical, replaying to the same result, every share verified`, async () => {
      const [host, guest] = await start(mode);
      await play(host, guest, mode === 'standard' ? 7 : 11);
      const h = host.store.getState();
      const g = guest.store.getState();
      expect(h.state!.result).not.toBeNull();
      expect(g.record!.actions).toEqual(h.record!.actions);
      expect(g.record!.checksum).toBe(h.record!.checksum);
      const replayed = replayRecord(h.record!);
      expect(replayed.result).toEqual(h.state!.result);
      expect(stateChecksum(replayed)).toBe(h.record!.checksum);
      expect(await firstWrongShare(h.record!)).toBeNull();
      // the dice and draws really were shared: every action that used randomness carries both shares
      const random = h.record!.actions.filter((a) => a.entropy);
      expect(random.length).toBeGreaterThan(0);
      expect(random.every((a) => a.shares)).toBe(true);
      expect(host.status.getState().refusals).toEqual([]);
      expect(guest.status.getState().refusals).toEqual([]);
    }, 240_000);
});

describe('drops and returns', () => {
  it('a lost connection and a reload of either side resume the game with nothing lost; a roll in flight is asked again', async () => {
    let [host, guest] = await start();
    const pick = chooser(21);
    for (let i = 0; i < 60; i++) {
      if (!step(host, pick)) step(guest, pick);
      await quiet(host, guest);
    }
    // the connection drops: each side goes on as far as it can alone, aiming at a support check (a
    // die that needs the other device); until one is asked for, the two meet again and play on
    let up = false;
    const aim = <T>(xs: readonly T[]): T =>
      xs.find((a) => (a as Action).type === 'check') ?? xs.find((a) => (a as { use?: string }).use === 'check') ?? pick(xs);
    const inFlight = () => host.store.getState().rolling ?? guest.store.getState().rolling;
    for (let round = 0; round < 20 && !inFlight(); round++) {
      up = false;
      host.match.disconnected();
      guest.match.disconnected();
      for (let i = 0; i < 300; i++) {
        if (!(step(host, aim) || step(guest, aim))) break;
        await host.match.idle();
        await guest.match.idle();
      }
      if (inFlight()) break;
      up = true;
      connect(host, guest, (_f, t) => (up ? t : null));
      await quiet(host, guest);
    }
    expect(inFlight()).not.toBeNull();
    // both pages reload, then meet again
    host = reload(host);
    guest = reload(guest);
    up = true;
    connect(host, guest, (_f, t) => (up ? t : null));
    await quiet(host, guest);
    expect(guest.store.getState().record!.actions).toEqual(host.store.getState().record!.actions);
    await play(host, guest, 22);
    expect(host.store.getState().state!.result).not.toBeNull();
    expect(guest.store.getState().record!.actions).toEqual(host.store.getState().record!.actions);
    expect(host.status.getState().refusals).toEqual([]);
    expect(guest.status.getState().refusals).toEqual([]);
    expect(await firstWrongShare(host.store.getState().record!)).toBeNull();
  }, 120_000);
});

describe('the friend gone for good', () => {
  it('the computer takes his seat: the record says so, nothing is relayed any more, and the computer decides for that side', async () => {
    const [host, guest] = await start();
    const pick = chooser(31);
    for (let i = 0; i < 30; i++) {
      if (!step(host, pick)) step(guest, pick);
      await quiet(host, guest);
    }
    host.match.disconnected(true);
    host.store.getState().seatComputer('democrat', 'normal');
    const s = host.store.getState();
    expect(s.remote).toBeNull();
    expect(s.relay).toBeNull();
    expect(s.computer).toEqual({ democrat: 'normal' });
    expect(s.record!.computer).toEqual({ democrat: 'normal' });
    // the autosave keeps it: a reload resumes a game against the computer
    expect(JSON.parse(host.storage.getItem('jn1989.record')!).computer).toEqual({ democrat: 'normal' });
    expect(s.viewer).toBe('communist');
  });

  it('the friend coming back to the seat the computer took is told so, and his page plays no more of it (it watches)', async () => {
    const [host, guest] = await start();
    const pick = chooser(32);
    for (let i = 0; i < 30; i++) {
      if (!step(host, pick)) step(guest, pick);
      await quiet(host, guest);
    }
    const wire = connect(host, guest);
    await quiet(host, guest);
    wire.close();
    host.match.handOver();
    host.store.getState().seatComputer('democrat', 'normal');
    const before = JSON.stringify(guest.store.getState().record);
    connect(host, guest);
    await quiet(host, guest);
    expect(guest.status.getState().seatTaken).toBe(true);
    // the news, then (tests/online/watch.test.ts) only what it lacks of the record: here nothing, as nothing was played since
    const news = host.sent.lastIndexOf(JSON.stringify({ t: 'seatTaken', game: host.session.game }));
    expect(news).toBeGreaterThanOrEqual(0);
    expect(host.sent.slice(news + 1).every((t) => (JSON.parse(t) as { t: string }).t === 'sync')).toBe(true);
    expect(guest.store.getState().record!.actions).toEqual(JSON.parse(before).actions.slice(0, guest.store.getState().record!.actions.length));
    expect(host.status.getState().refusals).toEqual([]);
  });
});
