/**
 * The page's store on a game over the deal (src/online/table/seat.ts): each page's store shows its
 * table's view when the table waits for a player, takes this page's actions through `dispatch`
 * as a click would, and never holds a card it may not know. Two stores, two tables, the texts
 * delivered between them; a whole game played from the stores alone.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, stateChecksum, viewFor, type Side } from '../../src/engine';
import { TableSeat } from '../../src/online/table/seat';
import { labelsIn } from '../../src/online/table';
import { createGameStore } from '../../src/store/game';
import { scoringFirst } from '../../tools/invariants';
import { memoryStorage } from '../memoryStorage';
import { connect, newPair, settle, type LinkPair } from './linkPair';

function seated(p: LinkPair) {
  const stores = { host: createGameStore(memoryStorage()), guest: createGameStore(memoryStorage()) };
  const seats = { host: new TableSeat(p.links.host, stores.host), guest: new TableSeat(p.links.guest, stores.guest) };
  return { stores, seats };
}

describe('the page’s store on a game over the deal', () => {
  it('a whole game played from the two stores: each shows its own view, the other’s cards unknown, and both end alike', async () => {
    const p = newPair('s1', 'democrat');
    const { stores } = seated(p);
    connect(p);
    let actions = 0;
    // a roll in flight shows on the roller's page until the friend's share comes
    let rolls = 0;
    for (const store of Object.values(stores)) store.subscribe((now, was) => void (now.rolling && !was.rolling && rolls++));
    for (let n = 0; n < 3000; n++) {
      await settle(p);
      const r = p.links.host.ours ? 'host' : p.links.guest.ours ? 'guest' : null;
      if (!r) break;
      const store = stores[r];
      const s = store.getState();
      const side: Side = p.links[r].side;
      // the store shows exactly the table's view, with the friend's side remote and no cover
      expect(s.state).toBe(s.state);
      expect(stateChecksum(s.state!)).toBe(stateChecksum(p.links[r].view()));
      expect(s.remote).toBe(side === 'communist' ? 'democrat' : 'communist');
      expect(s.viewer).toBe(side);
      // the player's own hand is all known cards; of the friend's, only those shown to both
      const v = viewFor(s.state!, side);
      expect(v.hand.every((c) => c >= 0)).toBe(true);
      const friend = p.links[r === 'host' ? 'guest' : 'host'];
      const inPlay = labelsIn(friend.common);
      const secret = Object.entries(friend.hidden).filter(([l]) => inPlay.has(Number(l)));
      for (const [label, card] of secret) {
        expect(labelsIn(s.state!).has(Number(label)), `slot ${label}`).toBe(true);
        expect(s.state!.hands[s.remote!].includes(card)).toBe(false);
      }
      const a = scoringFirst(legalActions(s.state!), s.state!, p.pick);
      store.getState().dispatch(a);
      await p.links[r].idle();
      actions++;
    }
    await settle(p);
    expect(actions).toBeGreaterThan(100);
    expect(rolls).toBeGreaterThan(10);
    for (const r of ['host', 'guest'] as const) {
      const s = stores[r].getState();
      expect(s.state!.result, r).not.toBeNull();
      expect(s.rolling).toBeNull();
      expect(s.error).toBeNull();
      expect(s.record!.actions).toEqual([...p.links.host.record]);
    }
    expect(stores.host.getState().state!.result).toEqual(stores.guest.getState().state!.result);
  }, 120_000);

  it('an action of the friend’s side or out of turn is refused with a rule, and nothing changes', async () => {
    const p = newPair('s2', 'communist');
    const { stores } = seated(p);
    connect(p);
    await settle(p);
    const r = p.links.host.ours ? 'host' : 'guest';
    const idle = r === 'host' ? 'guest' : 'host';
    const s = stores[idle].getState();
    const before = stateChecksum(s.state!);
    // the idle page's player tries the acting side's first legal action
    const a = legalActions(stores[r].getState().state!)[0]!;
    s.dispatch({ ...a, side: p.links[idle].side } as typeof a);
    await p.links[idle].idle();
    expect(stores[idle].getState().error).toMatch(/\(4\.5\)|4\.5/);
    expect(stateChecksum(stores[idle].getState().state!)).toBe(before);
    expect(p.inbox[r]).toEqual([]);
  }, 60_000);
});
