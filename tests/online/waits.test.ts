/**
 * Every wait ends in something the player can do (docs/remote.md): a roll the friend keeps waiting
 * (his share for our commitment, his reveal after our share) forfeits after 30 s of open channel,
 * counted across reconnects; a friend away for 20 s is shown as gone; a forfeit and its evidence
 * are kept across a reload. Time is the test's own clock: nothing here waits on real time.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine';
import { selectDecision } from '../../src/store/view';
import { chooser, connect, device, fakeClock, GAME, playingScoring, quiet, reload, step, type Device } from './pair';

const kind = (t: string) => (JSON.parse(t) as { t: string }).t;

/** Host (on the test's clock) and guest; `withhold` drops the guest's messages of those kinds. */
async function started(withhold: { kind: string[] | null }) {
  const clock = fakeClock();
  const host = device('host', 'communist', 'Anna', 'standard', undefined, { clock });
  const guest = device('guest', 'democrat', 'Bartek');
  const tap = (from: Device, t: string) => (from === guest && withhold.kind?.includes(kind(t)) ? null : t);
  const wire = connect(host, guest, tap);
  await quiet(host, guest);
  return { clock, host, guest, wire, tap };
}

async function toCheck(host: Device, guest: Device, d: Device, seed: number): Promise<Action> {
  const pick = playingScoring(chooser(seed));
  for (let i = 0; i < 3000; i++) {
    const s = d.store.getState();
    const check = (s.awaiting ? [] : (selectDecision(s)?.legal ?? [])).find((a) => a.type === 'check');
    if (check) {
      const r = s.record!;
      d.match.flush(r, r.actions.length);
      await quiet(host, guest);
      return check;
    }
    if (!(step(host, pick) || step(guest, pick))) throw new Error('stuck');
    await quiet(host, guest);
  }
  throw new Error('no check offered');
}

describe('every wait ends', () => {
  it('a share withheld for the host’s roll forfeits after 30 s of open channel (6.0)', async () => {
    const withhold = { kind: null as string[] | null };
    const { clock, host, guest } = await started(withhold);
    const check = await toCheck(host, guest, host, 3);
    withhold.kind = ['share'];
    host.store.getState().dispatch(check);
    await quiet(host, guest);
    expect(host.store.getState().rolling).toEqual(check);
    clock.advance(29_999);
    expect(host.status.getState().forfeit).toBeNull();
    clock.advance(1);
    expect(host.status.getState().forfeit).toMatchObject({ winner: 'communist', reason: 'withheldShare' });
    expect(host.store.getState().rolling).toBeNull();
  });

  it('a reveal withheld does not escape its 30 s by dialling again: the open time counts across reconnects; away 20 s, the friend is shown as gone', async () => {
    const withhold = { kind: null as string[] | null };
    const { clock, host, guest, wire, tap } = await started(withhold);
    const check = await toCheck(host, guest, guest, 5);
    // a page that keeps its die to itself: neither the reveal nor the action in a catch-up
    withhold.kind = ['reveal', 'sync'];
    guest.store.getState().dispatch(check);
    await quiet(host, guest);
    expect(host.session.share).toBeDefined();
    clock.advance(20_000);
    // the guest's page drops the channel before its time is up, and stays away a while
    wire.close();
    expect(host.status.getState().connection).toBe('reconnecting');
    clock.advance(19_999);
    expect(host.status.getState().connection).toBe('reconnecting');
    clock.advance(40_001);
    expect(host.status.getState().connection).toBe('left');
    expect(host.status.getState().forfeit).toBeNull();
    // it dials again and asks for the same share; the reveal is still withheld
    connect(host, guest, tap);
    await quiet(host, guest);
    expect(host.status.getState().connection).toBe('connected');
    clock.advance(9_999);
    expect(host.status.getState().forfeit).toBeNull();
    clock.advance(1);
    expect(host.status.getState().forfeit).toMatchObject({ winner: 'communist', reason: 'withheldReveal' });
  });

  it('a reload of the honest page after a forfeit keeps the forfeit and the evidence, and the game stays won; the first refusals are kept with the last', async () => {
    const withhold = { kind: null as string[] | null };
    const { clock, host, guest } = await started(withhold);
    // 30 refused messages before the forfeit: the first 5 and the last 20 are kept
    for (let i = 0; i < 30; i++) await host.match.receive(`junk ${i}`);
    const check = await toCheck(host, guest, host, 7);
    withhold.kind = ['share'];
    host.store.getState().dispatch(check);
    await quiet(host, guest);
    clock.advance(30_000);
    const forfeit = host.status.getState().forfeit;
    expect(forfeit?.reason).toBe('withheldShare');
    const refusals = host.status.getState().refusals;
    expect(refusals).toHaveLength(25);
    expect(refusals.slice(0, 5).map((r) => r.text)).toEqual(['junk 0', 'junk 1', 'junk 2', 'junk 3', 'junk 4']);
    expect(refusals.at(-1)!.trouble).toBe('withheldShare');

    const again = reload(host, { clock });
    expect(again.status.getState().forfeit).toEqual(forfeit);
    expect(again.status.getState().refusals).toEqual(refusals);
    expect(again.match.ended).toBe(true);
    // the friend's page comes back: nothing it sends moves the game that was won
    const before = JSON.stringify(again.store.getState().record);
    connect(again, guest);
    await quiet(again, guest);
    await again.match.receive(JSON.stringify({ t: 'act', game: GAME, n: 0, actions: [{ side: 'democrat', type: 'done' }], sum: '0'.repeat(16) }));
    expect(JSON.stringify(again.store.getState().record)).toBe(before);
    expect(again.status.getState().forfeit).toEqual(forfeit);
  });
});
