/**
 * Two pages playing over the deal in one thread (docs/remote.md "A game over the deal"): each
 * works out the next duty from its own public part, the page whose duty it is makes the message,
 * the other checks and takes it. The players' moves are chosen at random among the legal actions
 * of each page's own view; the dice's entropy stands for the commit–reveal shares, drawn here from
 * the game's seed.
 */
import seedrandom from 'seedrandom';
import { expect } from 'vitest';
import { legalActions, type RecordedAction, type Side } from '../../src/engine';
import { newPage } from '../../src/online/deal';
import type { RandomBytes } from '../../src/online/deal/group';
import { act, duty, newPublic, pageView, perform, receive, type Duty, type TableMessage, type TablePage } from '../../src/online/table';
import { entropySource } from '../../tools/finality-property';
import { scoringFirst } from '../../tools/invariants';

export interface Table {
  host: TablePage;
  guest: TablePage;
  /** every message the guest received, in order */
  toGuest: TableMessage[];
  /** the message of the last duty done */
  last?: TableMessage;
  pick: () => number;
  entropy: () => string;
  random: Record<'host' | 'guest', RandomBytes>;
}

/** Seeded bytes for a page's keys, permutations and proofs (a test may hand the deal its own). */
export function seededBytes(seed: string): RandomBytes {
  const rnd = seedrandom(seed);
  return (n) => Uint8Array.from({ length: n }, () => Math.floor(rnd() * 256));
}

export function newTable(seed: string, hostSide: Side): Table {
  const guestSide: Side = hostSide === 'communist' ? 'democrat' : 'communist';
  const pub = newPublic(`game-${seed}`, seed, { host: hostSide, guest: guestSide });
  return {
    host: { role: 'host', pub, secrets: newPage('host'), own: {} },
    guest: { role: 'guest', pub: structuredClone(pub), secrets: newPage('guest'), own: {} },
    toGuest: [],
    pick: seedrandom(`pick:${seed}`),
    entropy: entropySource(seed),
    random: { host: seededBytes(`host:${seed}`), guest: seededBytes(`guest:${seed}`) },
  };
}

/** The next duty, as the host's page sees it (the guest's is the same: `step` checks it). */
export const nextDuty = (t: Table): Duty => duty(t.host.pub)[1];

/** The message the page due would send: its action chosen from its own view, or what its duty calls for. */
export function make(t: Table, d: Duty): { page: TablePage; msg: TableMessage } {
  if (d.t === 'over') throw new Error('the game is over');
  const page = t[d.by];
  if (d.t !== 'act') return perform(page, t.random[d.by]);
  const view = pageView(page);
  const a = { ...scoringFirst(legalActions(view), view, t.pick), entropy: t.entropy() } as RecordedAction;
  return act(page, a, t.random[d.by]);
}

/** One duty done: made by its page, taken by the other; both public parts then alike. */
export function step(t: Table): Duty {
  const d = nextDuty(t);
  if (d.t === 'over') return d;
  expect(duty(t.guest.pub)[1]).toEqual(d);
  const { page, msg } = make(t, d);
  const to = d.by === 'host' ? 'guest' : 'host';
  t[d.by] = page;
  t[to] = receive(t[to], msg);
  t.last = msg;
  if (to === 'guest') t.toGuest.push(structuredClone(msg));
  return d;
}

/** Duties done until the game is over (or `limit` of them); how many were done. */
export function playOut(t: Table, limit = 5000, each?: (d: Duty) => void): number {
  for (let n = 0; n < limit; n++) {
    const d = step(t);
    if (d.t === 'over') return n;
    each?.(d);
  }
  throw new Error(`no end after ${limit} duties`);
}
