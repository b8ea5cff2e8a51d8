/**
 * Two pages dealing in-process (docs/remote.md "The deal"): each keeps its own secrets and its
 * own copy of the deal's record; every move one makes goes through both copies, as it would
 * through the channel, and into the list each page would hand the audit.
 */
import { expect } from 'vitest';
import { applyMove, newLedger, type DealMove, type Ledger } from '../../src/online/deal';
import { makePass, makeShare, newPage, type PageSecrets } from '../../src/online/deal';

export const GAME = '0123456789abcdef';

export interface DealPage {
  secrets: PageSecrets;
  ledger: Ledger;
}

export interface DealTable {
  host: DealPage;
  guest: DealPage;
  /** every move in the order both pages took it */
  moves: DealMove[];
}

export function newTable(): DealTable {
  return { host: { secrets: newPage('host'), ledger: newLedger(GAME) }, guest: { secrets: newPage('guest'), ledger: newLedger(GAME) }, moves: [] };
}

/** A move sent: both pages' records take it (each checks it on its own), or both refuse it. */
export function send(t: DealTable, m: DealMove): void {
  const host = applyMove(t.host.ledger, m);
  const guest = applyMove(t.guest.ledger, m);
  t.host.ledger = host;
  t.guest.ledger = guest;
  t.moves.push(m);
  expect(host).toEqual(guest);
}

/** D1 and D2: a deck listed, then the host's pass, then the guest's over it. */
export function dealDeck(t: DealTable, deck: string, kind: 'strategy' | 'struggle', cards: readonly number[]): void {
  send(t, { t: 'deck', deck, kind, cards: cards.slice() });
  for (const r of ['host', 'guest'] as const) {
    const { move, page } = makePass(t[r].ledger, deck, t[r].secrets);
    t[r].secrets = page;
    send(t, move);
  }
}

/** D3 and D4: the top slot drawn by `to`, the other page's layer taken off. Returns the slot. */
export function drawTo(t: DealTable, deck: string, to: 'host' | 'guest'): number {
  const slot = t.host.ledger.decks[deck]!.next;
  send(t, { t: 'draw', deck, slot, to });
  const by = to === 'host' ? 'guest' : 'host';
  send(t, makeShare(t[by].ledger, deck, slot, t[by].secrets));
  return slot;
}
