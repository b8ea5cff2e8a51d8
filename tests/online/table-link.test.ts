/**
 * A game over the deal between two pages, carried by texts (src/online/table/link.ts, docs/remote.md
 * "A game over the deal, between two pages"): the whole game through the wire with the channel cut
 * mid-roll and a page reloaded from its save; the audit at the end (D7); and the other page caught
 * where it lies: a card it was not dealt (D5, at the move), a false claim (D6, at the audit), a roll
 * not as committed, keys published early, a share withheld.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, stateChecksum, type RecordedAction } from '../../src/engine';
import type { DealMove } from '../../src/online/deal';
import { scoringFirst } from '../../tools/invariants';
import '../../src/engine/hiddenDecks';
import { duty, labelsIn, newPublic, receive, type TablePage } from '../../src/online/table';
import { sent } from '../../src/online/table/table';
import { make, newTable, nextDuty, step } from './tablePlay';
import { TableLink, type LinkSave } from '../../src/online/table/link';
import { actor, connect, cut, deliverOne, GAME_ID, newPair, playFor, playOne, playOut, reloadPage, settle, type LinkPair } from './linkPair';

const save = (p: LinkPair, r: 'host' | 'guest'): LinkSave => JSON.parse(p.saves[r]) as LinkSave;

/** Play until the page's player has an action that rolls with the other page, and commit to it (its share not yet delivered). */
async function toCommit(p: LinkPair, limit = 400): Promise<'host' | 'guest'> {
  for (let n = 0; n < limit; n++) {
    await settle(p);
    const r = actor(p)!;
    const before = p.inbox[r === 'host' ? 'guest' : 'host'].length;
    const { legalActions } = await import('../../src/engine');
    const view = p.links[r].view();
    const { scoringFirst } = await import('../../tools/invariants');
    await p.links[r].play(scoringFirst(legalActions(view), view, p.pick));
    const to = r === 'host' ? 'guest' : 'host';
    if (p.inbox[to].slice(before).some((t) => JSON.parse(t).t === 'dealCommit')) return r;
  }
  throw new Error('no roll');
}

/**
 * Before the end: the guest's page rebuilt from its save alone holds every card the host alone knows
 * as an unknown slot, and neither its save nor any text it received holds one of the host's keys.
 * Returns how many of the host's hidden cards were looked for.
 */
function noHostCardOnGuestPage(p: LinkPair): number {
  const inPlay = labelsIn(p.links.host.common);
  const hidden = Object.keys(p.links.host.hidden).filter((l) => inPlay.has(Number(l)));
  const unknown = labelsIn(TableLink.restore(save(p, 'guest')).view());
  for (const label of hidden) expect(unknown.has(Number(label)), `slot ${label} is still unknown on the guest's page`).toBe(true);
  const keys = Object.values(save(p, 'host').secrets.decks).map((d) => d.key);
  const seen = [p.saves.guest, ...p.got.guest].join('\n');
  for (const key of keys) expect(seen.includes(key)).toBe(false);
  return hidden.length;
}

describe('a game over the deal between two pages, by texts', () => {
  it('played to the end through the wire, cut mid-roll and a page reloaded: the audit clean (D7), both records alike, replaying to the one state', async () => {
    const p = newPair('w1', 'communist');
    connect(p);
    await playFor(p, 40);
    // a roll in flight when the channel drops: the commitment and the share are given again, once
    const roller = await toCommit(p);
    cut(p);
    expect(save(p, roller).commit).not.toBeNull();
    connect(p);
    await settle(p);
    expect(save(p, roller).commit).toBeNull();
    // the guest's page reloaded from its save mid-game
    await playFor(p, 30);
    cut(p);
    reloadPage(p, 'guest');
    connect(p);
    let looked = 0;
    await playOut(p, 3000, (n) => {
      if (n % 20 === 0 && p.links.host.duty.t !== 'over') {
        looked += noHostCardOnGuestPage(p);
      }
    });
    expect(looked).toBeGreaterThan(20);
    for (const r of ['host', 'guest'] as const) {
      const s = save(p, r);
      expect(s.refusals, r).toEqual([]);
      expect(s.forfeit, r).toBeNull();
      expect(s.verdict, r).toMatchObject({ ok: true });
    }
    const { host, guest } = p.links;
    expect(host.common.result).not.toBeNull();
    expect(guest.record).toEqual(host.record);
    expect(guest.moves).toEqual(host.moves);
    expect(stateChecksum(guest.common)).toBe(stateChecksum(host.common));
    // the common record replays alone to the same end: every die from both pages' shares, every hidden card from its reveal
    let s = newGame({ seed: 'seed-w1', hiddenDecks: true }) as ReturnType<typeof apply>;
    for (const a of host.record) s = apply(s, a as RecordedAction);
    expect(stateChecksum(s)).toBe(stateChecksum(host.common));
    // every die came from both pages
    expect(host.record.filter((a) => a.entropy !== undefined).every((a) => a.shares?.length === 2)).toBe(true);
    expect(host.record.some((a) => a.shares)).toBe(true);
  }, 120_000);

  it('D5: a card the other page was not dealt, shown with its proof, forfeits it at that move', async () => {
    const p = newPair('w2', 'democrat');
    connect(p);
    // play until the guest's page acts with a card of its hand shown
    const { legalActions } = await import('../../src/engine');
    const guestPlay = () => (actor(p) === 'guest' ? legalActions(p.links.guest.view()).find((a) => a.type === 'play') : undefined);
    for (let n = 0; n < 200 && !guestPlay(); n++) await playOne(p);
    expect(await p.links.guest.play(guestPlay()!)).toBeNull();
    const shows = (t: string) => JSON.parse(t).t === 'deal' && JSON.parse(t).moves.some((m: { t: string }) => m.t === 'open');
    // a roll first, if the card's play needs one: the commitment and the share delivered
    while (!p.inbox.host.some(shows)) await deliverOne(p, p.inbox.host.length > 0 ? 'host' : 'guest');
    const i = p.inbox.host.findIndex(shows);
    const m = JSON.parse(p.inbox.host[i]!);
    const open = m.moves.find((x: { t: string }) => x.t === 'open');
    // the same slot shown as another card (the proof is of the card dealt)
    open.card = open.card === 1 ? 2 : 1;
    p.inbox.host[i] = JSON.stringify(m);
    await settle(p);
    const h = save(p, 'host');
    expect(h.forfeit).toMatchObject({ winner: 'democrat', reason: 'wrongDeal', rule: 'D5' });
    expect(h.refusals[0]).toMatchObject({ code: 'wrongDeal', rule: 'D5' });
  }, 60_000);

  /** The roll up to the roller's action, which waits undelivered in the other page's inbox. */
  async function toReveal(seed: string): Promise<{ p: LinkPair; to: 'host' | 'guest'; m: { action: RecordedAction } }> {
    const p = newPair(seed, 'communist');
    connect(p);
    await playFor(p, 10);
    const roller = await toCommit(p);
    const to = roller === 'host' ? 'guest' : 'host';
    await deliverOne(p, to); // the commitment: its share goes back
    await deliverOne(p, roller); // the share: the action goes out with both secrets
    expect(p.inbox[to]).toHaveLength(1);
    const m = JSON.parse(p.inbox[to][0]!);
    expect(m.action.shares).toHaveLength(2);
    return { p, to, m };
  }

  it('commit and reveal: a secret other than the one committed to forfeits (wrongReveal)', async () => {
    const { p, to, m } = await toReveal('w3');
    const before = stateChecksum(p.links[to].common);
    m.action.shares![0] = m.action.shares![0]!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    p.inbox[to] = [JSON.stringify(m)];
    await settle(p);
    expect(save(p, to).forfeit).toMatchObject({ reason: 'wrongReveal' });
    expect(stateChecksum(p.links[to].common)).toBe(before);
  }, 60_000);

  it('commit and reveal: another action than the one committed to forfeits (reroll)', async () => {
    const { p, to, m } = await toReveal('w4');
    // the same kind of action with another target than the one committed to (the shares unchanged)
    const a = m.action as RecordedAction & { space?: string };
    const moved = { ...m, action: { ...a, space: a.space === 'Berlin' ? 'Leipzig' : 'Berlin' } };
    p.inbox[to] = [JSON.stringify(moved)];
    await settle(p);
    expect(save(p, to).forfeit).toMatchObject({ reason: 'reroll' });
  }, 60_000);

  it('a message of the table sent again with other content is refused, keys before the end are refused (D7); the game is unchanged', async () => {
    const { p, to } = await toReveal('w6');
    await settle(p);
    const last = p.got[to].filter((t) => JSON.parse(t).t === 'deal').at(-1)!;
    const m = JSON.parse(last);
    const before = stateChecksum(p.links[to].common);
    m.action.shares[0] = '0'.repeat(32);
    await p.links[to].receive(JSON.stringify(m));
    expect(save(p, to).refusals.at(-1)).toMatchObject({ code: 'conflict' });
    const by = to === 'host' ? 'guest' : 'host';
    await p.links[to].receive(JSON.stringify({ t: 'dealAudit', game: GAME_ID, move: { t: 'audit', by, keys: {}, perms: {} } }));
    expect(save(p, to).refusals.at(-1)).toMatchObject({ code: 'early', rule: 'D7' });
    expect(stateChecksum(p.links[to].common)).toBe(before);
    expect(save(p, to).forfeit).toBeNull();
  }, 60_000);

  it('a share withheld for 30 s of open channel, counted across a reconnect, forfeits', async () => {
    const p = newPair('w5', 'communist');
    connect(p);
    await playFor(p, 10);
    const roller = await toCommit(p);
    // the share never comes: the other page's texts are lost from here on
    p.inbox[roller] = [];
    const to = roller === 'host' ? 'guest' : 'host';
    p.inbox[to] = [];
    p.clock.advance(20_000);
    cut(p);
    p.clock.advance(60_000);
    expect(save(p, roller).forfeit).toBeNull();
    connect(p);
    p.inbox[roller] = [];
    p.inbox[to] = [];
    p.clock.advance(9_000);
    expect(save(p, roller).forfeit).toBeNull();
    p.clock.advance(1_500);
    expect(save(p, roller).forfeit).toMatchObject({ reason: 'withheld' });
  }, 60_000);
});

/** Every card a deck's slots may hold (D1, and D8's carried deck). */
function holdsOf(moves: readonly DealMove[], deck: string): number[] {
  const d = moves.find((m): m is Extract<DealMove, { t: 'deck' }> => m.t === 'deck' && m.deck === deck)!;
  return [...(d.carry ? holdsOf(moves, d.carry.deck) : []), ...d.cards];
}

describe('a lie the proofs cannot see is caught at the audit (D6, D7)', () => {
  it('a false claim of the host, made and kept by its page, is named by the guest’s audit at its move; the host forfeits', async () => {
    const p = newPair('w7', 'communist');
    connect(p);
    const claims = (t: string) => {
      const m = JSON.parse(t);
      return m.t === 'deal' && m.moves.some((x: { t: string }) => x.t === 'claim');
    };
    // play until a claim of the host's is in flight to the guest
    for (let n = 0; n < 2000 && !p.inbox.guest.some(claims); n++) {
      if (p.inbox.host.length + p.inbox.guest.length > 0) {
        await deliverOne(p, p.inbox.host.length > 0 ? 'host' : 'guest');
        continue;
      }
      const r = actor(p);
      if (!r) break;
      const view = p.links[r].view();
      await p.links[r].play(scoringFirst(legalActions(view), view, p.pick));
    }
    const i = p.inbox.guest.findIndex(claims);
    expect(i).toBeGreaterThanOrEqual(0);
    const m = JSON.parse(p.inbox.guest[i]!);
    const claim = m.moves.find((x: { t: string }) => x.t === 'claim');
    // the claim turned into its opposite: the slot's card is said to be one it is not
    const holds = holdsOf(p.links.host.moves, claim.deck);
    claim.cards = holds.filter((c) => !claim.cards.includes(c));
    expect(claim.cards.length).toBeGreaterThan(0);
    p.inbox.guest[i] = JSON.stringify(m);
    // the host's page lied, and keeps the lie in its own record
    const hostSave = save(p, 'host');
    hostSave.log[m.k] = { by: 'host', msg: m.action ? { moves: m.moves, action: m.action } : { moves: m.moves } };
    p.saves.host = JSON.stringify(hostSave);
    reloadPage(p, 'host');
    connect(p);
    await playOut(p);
    const g = save(p, 'guest');
    expect(g.verdict).toMatchObject({ ok: false, by: 'host', code: 'falseClaim', rule: 'D6' });
    expect(g.forfeit).toMatchObject({ winner: 'democrat', reason: 'failedAudit', rule: 'D6' });
    // the verdict names the very move: the claim changed in flight
    const named = p.links.guest.moves[(g.verdict as { move: number }).move];
    expect(named).toMatchObject({ t: 'claim', by: 'host', deck: claim.deck, slots: claim.slots, cards: claim.cards });
  }, 120_000);
});

describe('dice only from both pages (D0)', () => {
  it('an action that rolls, sent without entropy, is refused: the common seed is public', () => {
    const t = newTable('w8', 'communist');
    for (let n = 0; n < 3000; n++) {
      const d = nextDuty(t);
      if (d.t === 'over') break;
      if (d.t === 'act') {
        const { msg } = make(t, d);
        const to = d.by === 'host' ? 'guest' : 'host';
        const bare = { ...msg, action: { ...msg.action!, entropy: undefined } };
        delete bare.action.entropy;
        let refused: unknown = null;
        try {
          receive(t[to], bare);
        } catch (e) {
          refused = e;
        }
        if (refused) {
          expect(refused).toMatchObject({ code: 'unshared', rule: 'D0' });
          return;
        }
      }
      step(t);
    }
    throw new Error('no action rolled');
  });
});

describe('a page rebuilt from its save is the page it was', () => {
  it('at every message of a seeded game, both pages rebuilt from their saves have the live duty and state (a list kept under an action’s claims is not the state’s own)', async () => {
    const p = newPair('r1', 'communist');
    connect(p);
    const live: Record<'host' | 'guest', Map<number, string>> = { host: new Map(), guest: new Map() };
    for (const r of ['host', 'guest'] as const)
      p.links[r].watch(() => {
        const k = p.links[r].save.log.length;
        if (!live[r].has(k)) live[r].set(k, JSON.stringify([p.links[r].duty, p.links[r].common]));
      });
    for (let n = 0; n < 800; n++) {
      if (p.inbox.host.length + p.inbox.guest.length > 0) await deliverOne(p, p.inbox.host.length > 0 ? 'host' : 'guest');
      else {
        const r = actor(p);
        if (!r) break;
        const view = p.links[r].view();
        await p.links[r].play(scoringFirst(legalActions(view), view, p.pick));
      }
    }
    let compared = 0;
    for (const r of ['host', 'guest'] as const) {
      const sv = save(p, r);
      // the page taken again message by message, as TableLink.restore does
      let page: TablePage = { role: sv.role, pub: newPublic(sv.game, sv.seed, sv.sides), secrets: sv.secrets, own: {} };
      for (let i = 0; i < sv.log.length; i++) {
        const { by, msg } = sv.log[i]!;
        page = by === sv.role ? sent(page, msg) : receive(page, msg);
        const want = live[r].get(i + 1);
        if (!want) continue;
        expect(JSON.stringify([duty(page.pub)[1], page.pub.common]), `${r} after message ${i}`).toBe(want);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  }, 120_000);
});
