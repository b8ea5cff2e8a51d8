/**
 * Two pages of a game over the deal joined by texts (src/online/table/link.ts): each page's sends
 * wait in the other's inbox until the test delivers them, so a test can drop them (a cut channel),
 * reload a page from its save, or put a text of its own in between. The players choose at random
 * among the legal actions of their own page's view.
 */
import seedrandom from 'seedrandom';
import { legalActions, type Side } from '../../src/engine';
import { TableLink, type LinkOptions, type LinkSave } from '../../src/online/table/link';
import { scoringFirst } from '../../tools/invariants';
import { fakeClock } from './pair';
import { seededBytes } from './tablePlay';

export type Role = 'host' | 'guest';
export const GAME_ID = '00112233445566ff';

export interface LinkPair {
  links: Record<Role, TableLink>;
  /** texts sent to each page, not yet delivered */
  inbox: Record<Role, string[]>;
  /** every text each page was delivered */
  got: Record<Role, string[]>;
  /** each page's last save, as its storage holds it */
  saves: Record<Role, string>;
  online: Record<Role, boolean>;
  clock: ReturnType<typeof fakeClock>;
  pick: () => number;
  seed: string;
}

const other = (r: Role): Role => (r === 'host' ? 'guest' : 'host');

/** Seeded shares of the rolls, per page. */
function seededSecrets(seed: string): () => string {
  const bytes = seededBytes(`secret:${seed}`);
  return () => Array.from(bytes(16), (b) => b.toString(16).padStart(2, '0')).join('');
}

function optionsFor(p: LinkPair, role: Role): LinkOptions {
  return {
    keep: (s) => {
      p.saves[role] = JSON.stringify(s);
    },
    clock: p.clock,
    random: seededBytes(`${role}:${p.seed}:${p.saves[role]?.length ?? 0}`),
    secret: seededSecrets(`${role}:${p.seed}:${p.saves[role]?.length ?? 0}`),
  };
}

export function newPair(seed: string, hostSide: Side): LinkPair {
  const sides: Record<Role, Side> = { host: hostSide, guest: hostSide === 'communist' ? 'democrat' : 'communist' };
  const p = {
    inbox: { host: [], guest: [] },
    got: { host: [], guest: [] },
    saves: { host: '', guest: '' },
    online: { host: false, guest: false },
    clock: fakeClock(),
    pick: seedrandom(`pick:${seed}`),
    seed,
  } as unknown as LinkPair;
  p.links = {
    host: TableLink.start(GAME_ID, 'host', sides, `seed-${seed}`, optionsFor(p, 'host')),
    guest: TableLink.start(GAME_ID, 'guest', sides, `seed-${seed}`, optionsFor(p, 'guest')),
  };
  return p;
}

/** The channel opens: each page says how far it is. */
export function connect(p: LinkPair): void {
  p.online = { host: true, guest: true };
  for (const r of ['host', 'guest'] as const) {
    p.links[r].connected((text) => {
      if (p.online[r] && p.online[other(r)]) p.inbox[other(r)].push(text);
    });
  }
}

/** The channel drops: texts in flight are lost. */
export function cut(p: LinkPair): void {
  for (const r of ['host', 'guest'] as const) {
    p.online[r] = false;
    p.inbox[r] = [];
    p.links[r].disconnected();
  }
}

/** The page reloaded: rebuilt from its last save. */
export function reloadPage(p: LinkPair, role: Role): void {
  p.links[role].disconnected();
  p.links[role] = TableLink.restore(JSON.parse(p.saves[role]) as LinkSave, optionsFor(p, role));
}

/** The first text in flight to `r` delivered. */
export async function deliverOne(p: LinkPair, r: Role): Promise<void> {
  const text = p.inbox[r].shift();
  if (text === undefined) throw new Error(`nothing in flight to the ${r}`);
  p.got[r].push(text);
  await p.links[r].receive(text);
  await p.links[r].idle();
}

/** Every text in flight delivered, in order, until none is left. */
export async function settle(p: LinkPair): Promise<void> {
  for (;;) {
    const r = p.inbox.host.length > 0 ? 'host' : p.inbox.guest.length > 0 ? 'guest' : null;
    if (!r) return;
    await deliverOne(p, r);
  }
}

/** The page whose player is to act, if any. */
export const actor = (p: LinkPair): Role | null => (p.links.host.ours ? 'host' : p.links.guest.ours ? 'guest' : null);

/** One player's action, chosen at random from his page's view; false when nobody is to act. */
export async function playOne(p: LinkPair): Promise<boolean> {
  await settle(p);
  const r = actor(p);
  if (!r) return false;
  const view = p.links[r].view();
  const refusal = await p.links[r].play(scoringFirst(legalActions(view), view, p.pick));
  if (refusal) throw refusal;
  await settle(p);
  return true;
}

/** Actions until the game is over (or `limit` of them); how many there were. */
export async function playOut(p: LinkPair, limit = 3000, each?: (n: number) => void | Promise<void>): Promise<number> {
  for (let n = 0; n < limit; n++) {
    if (!(await playOne(p))) return n;
    await each?.(n);
  }
  throw new Error(`no end after ${limit} actions`);
}

/** `n` actions (fewer if the game ends first). */
export async function playFor(p: LinkPair, n: number): Promise<void> {
  for (let i = 0; i < n && (await playOne(p)); i++);
}
