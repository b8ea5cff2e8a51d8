/**
 * The friend's page coming back to a seat the computer took (docs/remote.md, "Drops and returns"):
 * it is told so and watches. The host sends it the record and each later action as a catch-up does
 * (nothing more than a sync carries), refuses any move from it (nothing applied), and a page that
 * does not prove the pinned key still gets nothing.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type Action } from '../../src/engine';
import { errorText, watchingError } from '../../src/store/storeKit';
import { selectDecision } from '../../src/store/view';
import { chooser, connect, device, quiet, step, type Device } from './pair';

/** A seeded choice that never gives up (the game goes on for the watcher to see). */
function goingOn(seed: number): <T>(xs: readonly T[]) => T {
  const choose = chooser(seed);
  return <T>(xs: readonly T[]) => {
    const on = xs.filter((a) => (a as Action).type !== 'surrender');
    return choose(on.length ? on : xs);
  };
}

/** A game played a while on both pages; the guest leaves and the host's computer takes his seat. */
async function handedOver(): Promise<{ host: Device; guest: Device; guestSend: () => (text: string) => void }> {
  const host = device('host', 'communist', 'Anna');
  const guest = device('guest', 'democrat', 'Bartek');
  let send: ((text: string) => void) | null = null;
  const connected = guest.match.connected.bind(guest.match);
  guest.match.connected = (s) => {
    send = s;
    connected(s);
  };
  const wire = connect(host, guest);
  await quiet(host, guest);
  const pick = goingOn(41);
  for (let i = 0; i < 30; i++) {
    if (!step(host, pick)) step(guest, pick);
    await quiet(host, guest);
  }
  wire.close();
  host.match.handOver();
  host.store.getState().seatComputer('democrat', 'normal');
  expect(host.store.getState().state!.result).toBeFalsy();
  return { host, guest, guestSend: () => send! };
}

/** The host's page goes on alone (its computer's seat too), `k` steps. */
function playOn(host: Device, k: number, seed: number): void {
  const pick = goingOn(seed);
  for (let i = 0; i < k; i++) {
    if (step(host, pick)) continue;
    // the computer's seat: a legal action of its side, dispatched as the computer player does
    const s = host.store.getState();
    if (!s.state || s.state.result) break;
    s.dispatch(pick(legalActions(s.state)));
  }
}

const final = (d: Device) => d.store.getState().record!.actions.slice(0, d.store.getState().record!.actions.length - d.store.getState().undoStates.length);

describe('a friend whose seat the computer took watches the game', () => {
  it('his page is told so, gets the record so far and then each later action', async () => {
    const { host, guest } = await handedOver();
    playOn(host, 6, 7);
    connect(host, guest);
    await quiet(host, guest);
    expect(guest.status.getState().seatTaken).toBe(true);
    expect(guest.store.getState().record!.actions).toEqual(final(host));
    for (const seed of [3, 9, 12]) {
      const before = guest.store.getState().record!.actions.length;
      // the host's page goes on until a step of it is final (the Confirm step holds a round's steps)
      for (let i = 0; i < 100 && final(host).length <= before; i++) playOn(host, 1, seed + i);
      await quiet(host, guest);
      expect(final(host).length).toBeGreaterThan(before);
      expect(guest.store.getState().record!.actions).toEqual(final(host));
      expect(guest.store.getState().record!.checksum).toBe(
        host.store.getState().undoStates.length ? guest.store.getState().record!.checksum : host.store.getState().record!.checksum,
      );
    }
    // only syncs went to the watcher, as the catch-up sends the record (no share or secret of the host's)
    const after = host.sent.slice(host.sent.lastIndexOf(JSON.stringify({ t: 'seatTaken', game: host.session.game })) + 1);
    expect(after.length).toBeGreaterThan(0);
    expect(new Set(after.map((t) => (JSON.parse(t) as { t: string }).t))).toEqual(new Set(['sync']));
    expect(host.status.getState().refusals).toEqual([]);
    expect(guest.status.getState().refusals).toEqual([]);
  }, 60_000);

  it('a move sent by the watcher is refused by the host: nothing applied, he is told again that he watches', async () => {
    const { host, guest, guestSend } = await handedOver();
    connect(host, guest);
    await quiet(host, guest);
    // the host's state awaits some decision: the watcher sends a legal one of it as his own act
    playOn(host, 1, 5);
    await quiet(host, guest);
    const s = host.store.getState();
    const legal = legalActions(s.state!);
    const before = JSON.stringify(s.record);
    const told = host.sent.length;
    const move = legal.find((a) => a.side === 'democrat') ?? legal[0]!;
    guestSend()(JSON.stringify({ t: 'act', game: host.session.game, n: s.record!.actions.length, actions: [move], sum: s.record!.checksum }));
    await quiet(host, guest);
    expect(JSON.stringify(host.store.getState().record)).toBe(before);
    expect(host.status.getState().refusals.map((r) => r.trouble)).toEqual(['watching']);
    expect(host.sent.slice(told)).toEqual([JSON.stringify({ t: 'seatTaken', game: host.session.game })]);
    // the watcher's own page sends none of its moves either
    const g = guest.store.getState();
    const own = (selectDecision(g)?.legal ?? []).filter((a) => a.side === 'democrat');
    const sentBefore = guest.sent.length;
    if (own[0]) g.dispatch(own[0]);
    await quiet(host, guest);
    expect(guest.sent.slice(sentBefore).filter((t) => (JSON.parse(t) as { t: string }).t !== 'hello')).toEqual([]);
  }, 60_000);

  it('the watcher’s own page refuses his moves itself: WATCHING, state unchanged, nothing sent', async () => {
    const { host, guest } = await handedOver();
    expect(guest.store.getState().watching).toBe(false);
    connect(host, guest);
    await quiet(host, guest);
    expect(guest.store.getState().watching).toBe(true);
    // the host's page goes on until the watcher's side decides there (the computer's seat on the host)
    let g = guest.store.getState();
    for (let i = 0; i < 200 && g.state!.prompt?.side !== 'democrat'; i++) {
      playOn(host, 1, 20 + i);
      await quiet(host, guest);
      g = guest.store.getState();
    }
    expect(g.state!.prompt?.side).toBe('democrat');
    const own = legalActions(g.state!).filter((a) => a.side === 'democrat');
    expect(own.length).toBeGreaterThan(0);
    const before = { record: JSON.stringify(g.record), state: g.state, undo: g.undoStates.length };
    const sentBefore = guest.wire.length;
    // a move of his side, an undo and a Confirm: each refused on his page with the watching reason
    for (const attempt of [() => g.dispatch(own[0]!), () => g.undo(), () => g.confirmMove()]) {
      guest.store.setState({ error: null });
      attempt();
      await quiet(host, guest);
      const after = guest.store.getState();
      expect(after.error).toBe(errorText(after.lang, watchingError()));
      expect(JSON.stringify(after.record)).toBe(before.record);
      expect(after.state).toBe(before.state);
      expect(after.undoStates.length).toBe(before.undo);
      expect(after.rolling).toBeNull();
    }
    expect(guest.wire.length).toBe(sentBefore);
    expect(host.status.getState().refusals).toEqual([]);
    // leaving the table ends the watching: a game of his own is his again
    g.leaveGame();
    expect(guest.store.getState().watching).toBe(false);
  }, 60_000);

  it('a third page with no key of this game gets nothing of it', async () => {
    const { host, guest } = await handedOver();
    const stranger = device('guest', 'democrat', 'Someone');
    const told = host.sent.length;
    connect(host, stranger);
    await quiet(host, stranger);
    expect(host.sent.length).toBe(told);
    expect(stranger.store.getState().record).toBeNull();
    expect(stranger.status.getState().seatTaken).toBe(false);
    expect(host.status.getState().intrusions.map((i) => i.reason)).toEqual(['otherKey']);
    void guest;
  }, 60_000);
});
