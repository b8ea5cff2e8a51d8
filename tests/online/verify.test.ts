/** A record of a game between two devices verifies like any other (docs/remote.md): its dice come from their two shares. */
import { describe, expect, it } from 'vitest';
import { consider } from '../../src/store/loader';
import { jointEntropy } from '../../src/online/crypto';
import { chooser, connect, device, memoryStorage, quiet, step } from './pair';

async function playedRecord() {
  const host = device('host', 'communist', 'Anna');
  const guest = device('guest', 'democrat', 'Bartek');
  connect(host, guest);
  await quiet(host, guest);
  const pick = chooser(13);
  // until a die or a draw was shared (the game's seed comes from both devices, so the game differs each run)
  for (let i = 0; i < 2000 && (i < 200 || !host.store.getState().record!.actions.some((a) => a.shares)); i++) {
    if (!step(host, pick) && !step(guest, pick)) break;
    await quiet(host, guest);
  }
  return host.store.getState().record!;
}

const offer = { lang: 'en' as const, source: 'file' as const, running: null, saved: null, storage: memoryStorage() };

describe('loading a record of a game between two devices', () => {
  it('loads when every die, draw and the seed are the SHA-256 of their two shares', async () => {
    const record = await playedRecord();
    expect(record.actions.some((a) => a.shares)).toBe(true);
    const p = await consider(JSON.stringify(record), offer);
    expect(p.kind).toBe('ready');
  });

  it('is refused, naming the action, when a die was changed with shares that do not make it', async () => {
    const record = await playedRecord();
    const i = record.actions.findIndex((a) => a.shares);
    const a = record.actions[i]!;
    // another pair of shares, and the entropy they make: a different die, but the shares no longer those played
    const forged = { ...a, shares: [a.shares![0], 'f'.repeat(32)] as [string, string] };
    const changed = { ...record, actions: record.actions.map((x, k) => (k === i ? { ...forged, entropy: a.entropy } : x)) };
    const p = await consider(JSON.stringify(changed), offer);
    expect(p.kind).toBe('error');
    expect(p.kind === 'error' && p.message).toContain(`action ${i + 1}`);
    // the seed too
    const seeded = { ...record, online: { seedShares: ['1'.repeat(32), '2'.repeat(32)] as [string, string] } };
    const q = await consider(JSON.stringify(seeded), offer);
    expect(q.kind === 'error' && q.message).toContain('the seed');
    expect(await jointEntropy(record.online!.seedShares)).toBe(record.options.seed);
  });
});
