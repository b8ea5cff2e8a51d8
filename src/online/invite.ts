/**
 * The invitation link (docs/remote.md): who invites, which side he plays, the options and the rules
 * version, readable before anything connects; the game's id names the host's page at the broker.
 * Small and free of the transport: the start page reads it on load.
 */
import type { Side } from '../engine';
import { cleanName } from './protocol';

export interface Invite {
  /** the game's id (16 hex digits): every message names it */
  game: string;
  /** the inviting player's name and side */
  name: string;
  side: Side;
  mode: 'standard' | 'family';
  /** the sides and extra SPs are settled by the play balance bid (13.0); `side` is then only the host's placeholder */
  bid: boolean;
  rules: number;
  /** the broker both pages use, when not the default one */
  broker: string | null;
  /** the id of the host's public key (./identity.ts): the friend's page takes only the page that proves it */
  key: string | null;
  /** hands hidden by the deal (docs/remote.md "A game over the deal"): no page holds the other's cards */
  deal?: boolean;
}

const GAME = /^[0-9a-f]{16}$/;
const KEY = /^[0-9a-f]{32}$/;

/** The host's id at the broker. */
export const hostPeerId = (game: string): string => `jn1989-${game}`;

export function inviteUrl(invite: Invite, base: string): string {
  const u = new URL(base);
  u.search = '';
  u.hash = '';
  const p = u.searchParams;
  p.set('join', invite.game);
  p.set('name', invite.name);
  p.set('side', invite.side);
  if (invite.mode === 'family') p.set('mode', 'family');
  if (invite.bid) p.set('bid', '1');
  p.set('rules', String(invite.rules));
  if (invite.broker) p.set('broker', invite.broker);
  if (invite.key) p.set('key', invite.key);
  if (invite.deal) p.set('deal', '1');
  return u.toString();
}

/** The invitation a page was opened with, or null (a malformed one too). */
export function readInvite(search: string): Invite | null {
  const p = new URLSearchParams(search);
  const game = p.get('join');
  const side = p.get('side');
  const rules = Number(p.get('rules'));
  if (!game || !GAME.test(game) || (side !== 'communist' && side !== 'democrat') || !Number.isInteger(rules)) return null;
  return {
    game,
    name: cleanName(p.get('name') ?? '') ?? '',
    side,
    mode: p.get('mode') === 'family' ? 'family' : 'standard',
    bid: p.get('bid') === '1',
    rules,
    broker: p.get('broker'),
    key: KEY.test(p.get('key') ?? '') ? p.get('key') : null,
    // the family mode's decks are not hidden yet (TR.1.1)
    ...(p.get('deal') === '1' && p.get('mode') !== 'family' ? { deal: true } : {}),
  };
}
