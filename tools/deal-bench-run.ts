/**
 * The deal's compute, measured (docs/remote.md "The deal", "Speed"): two pages in one thread deal
 * the 110 strategy cards and the 52 power-struggle cards (both passes over each deck, 8 strategy
 * cards to each hand as in 3.1, and 7 struggle cards to each as a struggle's deal, each hand with
 * one proof), every move checked on both records, then draws one at a time. Each page's own time is counted apart; the
 * channel's time is not in it. Runs in Node (tools/deal-bench.ts) and in Chromium (the same file,
 * bundled).
 */
import { CARD_NUMBERS, PS_CARD_INDEXES } from '../src/engine/data';
import {
  applyMove,
  applyOwnMove,
  drawnCard,
  makePass,
  makeShare,
  newLedger,
  newPage,
  prepareCards,
  type DealMove,
  type Ledger,
  type PageSecrets,
  type Role,
} from '../src/online/deal';

export interface DealTimes {
  /** both pages' compute, one after the other */
  totalMs: number;
  hostMs: number;
  guestMs: number;
  /** of the total: the four passes, the draws with their proofs */
  passesMs: number;
  drawsMs: number;
}

export interface DealBench {
  /** hashing the 162 cards' points, once per page (before the first deal: a page may do it while it waits) */
  cardsMs: number;
  /** the first deal: the code not yet optimised by the JavaScript engine */
  cold: DealTimes;
  /** the median of the deals after it, by total */
  warm: DealTimes;
  /** one draw's compute on both pages (the draw, the share and its proof, checked on both records, the card read) */
  draw: { samples: number; medianMs: number; p95Ms: number; maxMs: number };
}

/** Milliseconds: the wall clock by default; Node may count its own CPU time instead, which the machine's load does not stretch. */
export type Clock = () => number;
let clock: Clock = () => performance.now();

interface Pages {
  secrets: Record<Role, PageSecrets>;
  ledgers: Record<Role, Ledger>;
  ms: Record<Role, number>;
}

const ROLES: readonly Role[] = ['host', 'guest'];
const other = (r: Role): Role => (r === 'host' ? 'guest' : 'host');

function timed<T>(p: Pages, r: Role, f: () => T): T {
  const t0 = clock();
  const x = f();
  p.ms[r] += clock() - t0;
  return x;
}

/** A move reaches both records: the other page checks it all, its maker all but its own proof (`by` null: both engines call it). */
function send(p: Pages, m: DealMove, by: Role | null = null): void {
  for (const r of ROLES) p.ledgers[r] = timed(p, r, () => (r === by ? applyOwnMove(p.ledgers[r], m) : applyMove(p.ledgers[r], m)));
}

/** `n` slots from the top drawn by `to`, the other page's layer off them all with one proof, the cards read. */
function drawTo(p: Pages, deck: string, to: Role, n = 1): void {
  const first = p.ledgers.host.decks[deck]!.next;
  const slot = Array.from({ length: n }, (_, i) => first + i);
  for (const s of slot) send(p, { t: 'draw', deck, slot: s, to });
  const by = other(to);
  send(
    p,
    timed(p, by, () => makeShare(p.ledgers[by], deck, slot, p.secrets[by])),
    by,
  );
  for (const s of slot) timed(p, to, () => drawnCard(p.ledgers[to], deck, s, p.secrets[to]));
}

function deal(): { times: DealTimes; pages: Pages } {
  const p: Pages = {
    secrets: { host: newPage('host'), guest: newPage('guest') },
    ledgers: { host: newLedger('0123456789abcdef'), guest: newLedger('0123456789abcdef') },
    ms: { host: 0, guest: 0 },
  };
  const decks = [
    { deck: 'strategy/1', kind: 'strategy' as const, cards: CARD_NUMBERS, hand: 8 },
    { deck: 'struggle/1', kind: 'struggle' as const, cards: PS_CARD_INDEXES, hand: 7 },
  ];
  for (const d of decks) {
    send(p, { t: 'deck', deck: d.deck, kind: d.kind, cards: d.cards.slice() });
    for (const r of ROLES) {
      const { move, page } = timed(p, r, () => makePass(p.ledgers[r], d.deck, p.secrets[r]));
      p.secrets[r] = page;
      send(p, move, r);
    }
  }
  const passesMs = p.ms.host + p.ms.guest;
  for (const d of decks) for (const r of ROLES) drawTo(p, d.deck, r, d.hand);
  const totalMs = p.ms.host + p.ms.guest;
  return { times: { totalMs, hostMs: p.ms.host, guestMs: p.ms.guest, passesMs, drawsMs: totalMs - passesMs }, pages: p };
}

const at = (xs: readonly number[], q: number): number => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

export function runDealBench(deals = 5, draws = 60, by: Clock = () => performance.now()): DealBench {
  clock = by;
  const t0 = clock();
  prepareCards();
  const cardsMs = clock() - t0;
  const cold = deal();
  const warm = Array.from({ length: Math.max(1, deals - 1) }, () => deal().times).sort((a, b) => a.totalMs - b.totalMs);
  const p = cold.pages;
  const samples: number[] = [];
  for (let i = 0; i < draws; i++) {
    const before = p.ms.host + p.ms.guest;
    drawTo(p, 'strategy/1', i % 2 ? 'guest' : 'host');
    samples.push(p.ms.host + p.ms.guest - before);
  }
  samples.sort((a, b) => a - b);
  return {
    cardsMs,
    cold: cold.times,
    warm: warm[Math.floor(warm.length / 2)]!,
    draw: { samples: samples.length, medianMs: at(samples, 0.5), p95Ms: at(samples, 0.95), maxMs: samples[samples.length - 1]! },
  };
}
