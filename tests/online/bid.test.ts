/**
 * 13.0 the play balance bid between two devices: sealed bids, revealed only once both are sealed,
 * resolved by the engine's rules on both pages alike; identical bids broken by dice from both
 * salts, the higher roller choosing; a bid changed after the other was seen forfeits.
 */
import { describe, expect, it } from 'vitest';
import type { Bid } from '../../src/engine';
import { newBid } from '../../src/online/bid';
import { bidCommitOf } from '../../src/online/crypto';
import { connect, device, GAME, quiet, type Device } from './pair';

function bidding(hostBid: Bid, guestBid: Bid): [Device, Device] {
  const host = device('host', 'communist', 'Anna');
  const guest = device('guest', 'democrat', 'Bartek');
  for (const [d, bid] of [
    [host, hostBid],
    [guest, guestBid],
  ] as const) {
    d.session.options = { mode: 'standard', bid: true };
    d.session.bid = newBid(bid);
  }
  return [host, guest];
}

describe('13.0 the play balance bid online', () => {
  it('rulebook example: Anna bids 2 Democrat SPs, Bartek 1: Anna wins and plays the Communist; Bartek plays the Democrat with 2 extra SPs', async () => {
    const [host, guest] = bidding({ side: 'democrat', sp: 2 }, { side: 'democrat', sp: 1 });
    connect(host, guest);
    await quiet(host, guest);
    const h = host.store.getState();
    const g = guest.store.getState();
    expect(h.record!.options.balanceBid).toEqual({
      bids: [
        { side: 'democrat', sp: 2 },
        { side: 'democrat', sp: 1 },
      ],
    });
    expect(h.record!.options.extraSupport).toEqual({ side: 'democrat', sp: 2 });
    expect(g.record).toEqual(h.record);
    expect(host.session.side).toBe('communist');
    expect(guest.session.side).toBe('democrat');
    expect(h.remote).toBe('democrat');
    expect(g.remote).toBe('communist');
    expect(host.status.getState().bid!.outcome!.winner).toBe(0);
    // the outcome is told on both pages: the bids, who won, the sides and the extra SPs
    expect(guest.status.getState().bid!.outcome).toEqual(host.status.getState().bid!.outcome);
    expect(guest.status.getState().bid!.bids).toEqual(host.status.getState().bid!.bids);
    expect([host.status.getState().bid!.me, guest.status.getState().bid!.me]).toEqual([0, 1]);
    expect(host.status.getState().bid!.outcome!.extraSupport).toEqual({ side: 'democrat', sp: 2 });
    expect(host.status.getState().refusals).toEqual([]);
    expect(guest.status.getState().refusals).toEqual([]);
  });

  it('bids for opposite sides: each takes the side the other offered, the SPs ignored', async () => {
    const [host, guest] = bidding({ side: 'communist', sp: 3 }, { side: 'democrat', sp: 1 });
    connect(host, guest);
    await quiet(host, guest);
    expect(host.session.side).toBe('democrat');
    expect(guest.session.side).toBe('communist');
    expect(host.store.getState().record!.options.extraSupport).toBeUndefined();
  });

  it('identical bids: dice from both salts, and the seat that rolled higher chooses the winning bid', async () => {
    const [host, guest] = bidding({ side: 'democrat', sp: 1 }, { side: 'democrat', sp: 1 });
    connect(host, guest);
    await quiet(host, guest);
    const hb = host.status.getState().bid!;
    const gb = guest.status.getState().bid!;
    expect(hb.tie).toEqual(gb.tie);
    expect(hb.tie!.rolls.length % 2).toBe(0);
    expect([hb.chooses, gb.chooses].sort()).toEqual([false, true]);
    expect(host.store.getState().record).toBeNull();
    const chooser = hb.chooses ? host : guest;
    // the higher roller lets the other's bid win: the other plays the side not offered, he the side bid for
    const other = chooser === host ? 1 : 0;
    chooser.match.chooseBid(other);
    await quiet(host, guest);
    const rec = host.store.getState().record!;
    expect(guest.store.getState().record).toEqual(rec);
    expect(rec.options.balanceBid!.tieRoll).toEqual(hb.tie!.rolls);
    expect(chooser.session.side).toBe('democrat');
    expect(host.status.getState().refusals).toEqual([]);
    expect(guest.status.getState().refusals).toEqual([]);
  });

  it('a seal that does not match the bid revealed forfeits; a choice from the lower roller too', async () => {
    const [host] = bidding({ side: 'democrat', sp: 2 }, { side: 'democrat', sp: 1 });
    host.match.connected(() => undefined);
    await host.match.receive(
      JSON.stringify({ t: 'hello', game: GAME, v: 1, role: 'guest', name: 'Rig', rules: (await import('../../src/engine')).RULES_VERSION, n: 0, sum: '' }),
    );
    await host.match.receive(JSON.stringify({ t: 'bidCommit', game: GAME, hash: await bidCommitOf({ side: 'democrat', sp: 0 }, 'a'.repeat(32)) }));
    // revealed as another bid than sealed: a bid changed after seeing the other's
    await host.match.receive(JSON.stringify({ t: 'bidReveal', game: GAME, side: 'democrat', sp: 3, salt: 'a'.repeat(32) }));
    expect(host.status.getState().forfeit?.reason).toBe('wrongReveal');
    expect(host.store.getState().record).toBeNull();
  });
});
