/**
 * A game over the deal inside the online session (src/online/match.ts with src/online/table/live.ts,
 * docs/remote.md "A game over the deal, between two pages"): two devices with their bound channel,
 * the pictures compared, the first deal's seed from both, then the table: each page's store shows
 * its own view, a reload of the guest comes back from the table's save, and at the end both audit
 * the deal clean. The guest's storage and the texts it received never hold the host's keys.
 */
import { describe, expect, it } from 'vitest';
import type { Side } from '../../src/engine';
import type { TableSaveStore, Timing } from '../../src/online/match';
import type { TableSeat } from '../../src/online/table/seat';
import { chooser, connect, device, quiet, reload, step, type Device } from './pair';
import { memoryStorage } from '../memoryStorage';

const TABLE = 'table';
const saveIn = (storage: Storage): TableSaveStore => ({
  read: () => JSON.parse(storage.getItem(TABLE) ?? 'null'),
  write: (s) => storage.setItem(TABLE, JSON.stringify(s)),
});

function dealDevice(role: 'host' | 'guest', side: Side, name: string): Device {
  const storage = memoryStorage();
  const d = device(role, side, name, 'standard', storage, { tableSave: saveIn(storage) });
  d.session.options.deal = true;
  d.storage.setItem('session', JSON.stringify(d.session));
  return d;
}

const seatOf = (d: Device): TableSeat | null => {
  const relay = d.store.getState().relay as Partial<TableSeat> | null;
  return relay && 'link' in relay ? (relay as TableSeat) : null;
};

/** Everything in flight handled: the matches, and the tables' own queues (a roll's commitment is made there). */
async function settle(a: Device, b: Device): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const before = a.sent.length + b.sent.length;
    await seatOf(a)?.link.idle();
    await seatOf(b)?.link.idle();
    await quiet(a, b);
    if (a.sent.length + b.sent.length === before) return;
  }
}

async function play(host: Device, guest: Device, seed: number, limit: number): Promise<number> {
  const pick = chooser(seed);
  let n = 0;
  for (; n < limit; n++) {
    if (host.store.getState().state?.result) break;
    if (!(step(host, pick) || step(guest, pick))) throw new Error(`nobody can act at step ${n}`);
    await settle(host, guest);
  }
  return n;
}

describe('a game over the deal in the online session', () => {
  it('dealt after the pictures and the seed, played to the end with a reload of the guest: both audits clean, no host key on the guest’s side', async () => {
    const host = dealDevice('host', 'communist', 'Anna');
    let guest = dealDevice('guest', 'democrat', 'Bartek');
    const wire = connect(host, guest);
    await settle(host, guest);
    for (const d of [host, guest]) {
      expect(d.status.getState().dealt).toBe(true);
      const s = d.store.getState();
      expect(s.state).not.toBeNull();
      expect(s.state!.options.hiddenDecks).toBe(true);
      // the friend's hand is unknown slots on each page
      expect(s.state!.hands[s.remote!].every((c) => c < 0)).toBe(true);
      expect(s.players).toEqual({ communist: { seat: 1, name: 'Anna' }, democrat: { seat: 2, name: 'Bartek' } });
    }
    await play(host, guest, 5, 120);
    // the guest's page reloads: its table comes back from its save, and the game goes on
    wire.close();
    host.match.disconnected();
    guest.match.disconnected();
    guest = reload(guest, { tableSave: saveIn(guest.storage) } as Timing);
    const again = connect(host, guest);
    await settle(host, guest);
    expect(seatOf(guest)).not.toBeNull();
    await play(host, guest, 6, 4000);
    const h = seatOf(host)!.link;
    const g = seatOf(guest)!.link;
    expect(host.store.getState().state!.result).not.toBeNull();
    expect(guest.store.getState().state!.result).toEqual(host.store.getState().state!.result);
    expect(g.record).toEqual(h.record);
    for (const l of [h, g]) {
      expect(l.save.verdict).toMatchObject({ ok: true });
      expect(l.save.refusals).toEqual([]);
      expect(l.save.forfeit).toBeNull();
    }
    expect(host.status.getState().refusals).toEqual([]);
    expect(guest.status.getState().refusals).toEqual([]);
    // before the host's audit, none of its keys reached the guest: its storage or its wire
    const audit = again.ab.findIndex((t) => t.includes('dealAudit'));
    expect(audit).toBeGreaterThanOrEqual(0);
    const beforeAudit = [...wire.ab, ...again.ab.slice(0, audit)].join('\n');
    for (const { key } of Object.values(h.save.secrets.decks)) expect(beforeAudit.includes(key)).toBe(false);
    // the computer cannot take a seat over the deal: nobody here knows the friend's cards
    host.match.handOver();
    expect(host.store.getState().computer).toEqual({});
  }, 300_000);
});
