/**
 * Playing a friend on another device, in the page (docs/remote.md): the invitation, joining, the
 * channel, and coming back after a reload. The game itself is the store's; ./match.ts checks and
 * relays; ./transport.ts carries the texts. Loaded only when online play is used.
 */
import { otherSide, RULES_VERSION, type Bid, type Side } from '../engine';
import { newBid } from './bid';
import type { Level } from '../ai/levels';
import { gameStore } from '../store/game';
import { freshGameId } from '../store/entropy';
import { replayTallied } from '../store/history';
import { hostPeerId, inviteUrl, readInvite, type Invite } from './invite';
import { Door } from './binding';
import { keyId, newIdentity } from './identity';
import { Match, type Session, type TableSaveStore } from './match';
import { cleanName, type Phrase } from './protocol';
import { createStatus } from './status';
import { guestLink, hostLink, peerOptions, type Link, type LinkEvents } from './transport';

const SESSION_KEY = 'jn1989.online';
const SETTINGS_KEY = 'jn1989.online.settings';
/** a game over the deal: its table's save (./table/link.ts), beside the session */
const TABLE_KEY = 'jn1989.online.table';

/** Where the page finds the broker and, for networks that block direct connections, a TURN server. */
export interface OnlineSettings {
  broker: string | null;
  turn: { urls: string; username?: string; credential?: string } | null;
}

export const onlineStatus = createStatus();

let match: Match | null = null;
let door: Door | null = null;
let link: Link | null = null;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function read<T>(key: string): T | null {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // a full storage loses only the way back after a reload; the game goes on
  }
}

export function readSettings(): OnlineSettings {
  const s = read<OnlineSettings>(SETTINGS_KEY);
  return { broker: typeof s?.broker === 'string' && s.broker ? s.broker : null, turn: s?.turn && typeof s.turn.urls === 'string' ? s.turn : null };
}

export function writeSettings(s: OnlineSettings): void {
  write(SETTINGS_KEY, s);
}

/** The broker: `?broker=<url>` first, then the setting, else PeerJS's public one. */
export function brokerUrl(): string | null {
  const fromUrl = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('broker');
  return fromUrl || readSettings().broker;
}

/** The stored session of the online game, if it is readable. */
export function savedSession(): (Session & { broker: string | null }) | null {
  const s = read<Session & { broker: string | null }>(SESSION_KEY);
  return s && s.v === 1 && typeof s.game === 'string' && (s.role === 'host' || s.role === 'guest') ? s : null;
}

const keep = (broker: string | null) => (s: Session) => write(SESSION_KEY, { ...s, broker });

/** The host's page address comes back to this game after a reload (the guest's is the invitation). */
function markUrl(session: Session): void {
  if (typeof history === 'undefined' || session.role !== 'host') return;
  const u = new URL(location.href);
  u.searchParams.set('online', session.game);
  const broker = brokerUrl();
  if (broker) u.searchParams.set('broker', broker);
  history.replaceState(history.state, '', u.toString());
}

/** The table's save of the session's game, in this browser's storage. */
const tableSave = (game: string): TableSaveStore => ({
  read: () => {
    const kept = read<{ game: string; save: unknown }>(TABLE_KEY);
    return kept?.game === game ? kept.save : null;
  },
  write: (save) => write(TABLE_KEY, { game, save }),
});

/**
 * Hands hidden by the deal for a new invitation: while the page on the deal is being finished
 * (docs/remote.md "What the wiring still needs"), only a page opened with `?deal=1` offers it.
 */
const dealAsked = (mode: 'standard' | 'family'): boolean =>
  mode === 'standard' && typeof location !== 'undefined' && new URLSearchParams(location.search).get('deal') === '1';

/** Open the channel for a session: the host waits at its id, the guest dials it; each channel proves its key first (./binding.ts). */
function open(session: Session, broker: string | null): Match {
  close();
  const m = new Match(session, gameStore, onlineStatus, keep(broker), { tableSave: tableSave(session.game) });
  const d = new Door(session, m, onlineStatus, keep(broker));
  match = m;
  door = d;
  const events: LinkEvents = {
    open(ends) {
      onlineStatus.setState({ brokerError: null, idTaken: false });
      return d.open(ends);
    },
    brokerError: (message) => onlineStatus.setState({ brokerError: message }),
    idTaken: () => onlineStatus.setState({ idTaken: true }),
  };
  const options = peerOptions(broker, readSettings().turn);
  link = session.role === 'host' ? hostLink(hostPeerId(session.game), options, events) : guestLink(hostPeerId(session.game), options, events);
  return m;
}

/**
 * The player left the table (a new game, the lesson, a file loaded): the channel closes, and the
 * friend's page shows him gone. The session stays, so Resume game comes back to the friend.
 */
if (typeof window !== 'undefined')
  gameStore.subscribe((s, prev) => {
    if (match && prev.state && !s.state) close();
  });

function close(): void {
  link?.close();
  link = null;
  door?.close();
  door = null;
  match?.close();
  match = null;
}

/**
 * Invite a friend: the host's page makes its key pair, registers at the broker and waits; returns
 * the link to send, which carries the id of the host's key (the friend's page checks it).
 */
export async function createInvite(name: string, side: Side | 'random', mode: 'standard' | 'family', bid: Bid | null = null): Promise<string> {
  const own = cleanName(name) ?? '';
  const mine: Side = side === 'random' ? (crypto.getRandomValues(new Uint8Array(1))[0]! & 1 ? 'democrat' : 'communist') : side;
  const broker = brokerUrl();
  const key = await newIdentity();
  const deal = dealAsked(mode);
  const invite: Invite = {
    game: freshGameId(),
    name: own,
    side: mine,
    mode,
    bid: bid !== null,
    rules: RULES_VERSION,
    broker,
    key: await keyId(key.publicKey),
    ...(deal ? { deal } : {}),
  };
  const session: Session = {
    v: 1,
    game: invite.game,
    role: 'host',
    side: mine,
    name: own,
    friend: '',
    options: { mode, ...(bid ? { bid: true } : {}), ...(deal ? { deal } : {}) },
    key,
  };
  if (bid) session.bid = newBid(bid);
  keep(broker)(session);
  const url = inviteUrl(invite, location.href);
  onlineStatus.setState({ ...createStatus().getState(), invite, url });
  markUrl(session);
  open(session, broker);
  return url;
}

/** Accept an invitation: this page plays the other side, or the side the bid (13.0) gives it. */
export function join(invite: Invite, name: string, bid: Bid | null = null): void {
  // the join form asks for a name first: without one, nothing connects
  if (!cleanName(name)) return;
  const broker = invite.broker ?? brokerUrl();
  const session: Session = {
    v: 1,
    game: invite.game,
    role: 'guest',
    side: otherSide(invite.side),
    name: cleanName(name) ?? '',
    friend: invite.name,
    options: { mode: invite.mode, ...(invite.bid ? { bid: true } : {}), ...(invite.deal ? { deal: true } : {}) },
    ...(invite.bid && bid ? { bid: newBid(bid) } : {}),
    ...(invite.key ? { hostKeyId: invite.key } : {}),
  };
  keep(broker)(session);
  onlineStatus.setState({ ...createStatus().getState(), invite, friend: invite.name });
  open(session, broker);
}

/**
 * Come back to the online game this page was playing (after a reload, or "Resume"): the saved
 * record at the table, the session's commitments, and the channel again. False when there is none.
 */
export function resume(): boolean {
  const session = savedSession();
  if (!session) return false;
  const invite = typeof location === 'undefined' ? null : readInvite(location.search);
  if (invite && invite.game !== session.game) return false;
  const saved = gameStore.getState().saved ?? gameStore.getState().record;
  // a game over the deal comes back from its table's save, never from a record
  const table = session.options.deal ? tableSave(session.game).read() : null;
  const mine = saved?.gameId === session.game && !session.options.deal ? saved : null;
  // a game that started has its record here: without it, only the waiting room can come back
  if (!mine && !table && session.role === 'guest' && !invite) return false;
  onlineStatus.setState({ ...createStatus().getState(), friend: session.friend, invite, url: null });
  if (session.role === 'host') {
    const s = session;
    void (s.key ? keyId(s.key.publicKey) : Promise.resolve(null)).then((k) => onlineStatus.setState({ url: hostInviteUrl(s, k) }));
  }
  // the channel opens asynchronously: the record is at the table before anything arrives
  const m = open(session, session.broker);
  if (mine) gameStore.getState().playOnline(mine, replayTallied(mine), otherSide(session.side), m);
  if (mine || table) m.resumed();
  return true;
}

/** The host's invitation again (shown in the waiting room after a reload). */
function hostInviteUrl(s: Session & { broker: string | null }, hostKey: string | null): string {
  return inviteUrl(
    {
      game: s.game,
      name: s.name,
      side: s.side,
      mode: s.options.mode ?? 'standard',
      bid: !!s.options.bid,
      rules: RULES_VERSION,
      broker: s.broker,
      key: hostKey ?? null,
      ...(s.options.deal ? { deal: true } : {}),
    },
    location.href,
  );
}

/** This page's player compared the six pictures with his friend's and they match: the first deal waits for both. */
export function confirmPictures(): void {
  match?.confirmPictures();
}

/** This page rolled higher on identical bids (13.0): its player chooses which bid wins. */
export function chooseBid(seat: 0 | 1): void {
  match?.chooseBid(seat);
}

export function say(phrase: Phrase): void {
  match?.say(phrase);
}

/** The friend is gone for good: the computer takes his seat and the game goes on here. */
export function computerTakesSeat(level: Level = 'normal'): void {
  const side = gameStore.getState().remote;
  // the channel stays open while the game is at the table: the friend, if he comes back, is told
  match?.handOver();
  write(SESSION_KEY, null);
  if (side) gameStore.getState().seatComputer(side, level);
}
