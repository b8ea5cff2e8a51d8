/**
 * A game between two devices (docs/remote.md), both sides in one process: each device checks the
 * other's messages with its own engine, and every random number comes from both by commit and reveal.
 */
import { describe, expect, it } from 'vitest';
import { replayRecord, stateChecksum } from '../../src/engine';
import { firstWrongShare } from '../../src/online/crypto';
import { chooser, connect, device, quiet, step, type Device } from './pair';

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
      // the dice and draws really were shared
      expect(h.record!.actions.filter((a) => a.shares).length).toBeGreaterThan(10);
      expect(host.status.getState().refusals).toEqual([]);
      expect(guest.status.getState().refusals).toEqual([]);
    }, 240_000);
});
