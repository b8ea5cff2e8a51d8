/**
 * The seat's binding (docs/remote.md): each channel between two pages first proves who is at each
 * end, and only then carries the game. Each page has a key pair (./identity.ts, kept with the
 * session); at the first meeting the two pin each other's public key, and at every meeting after,
 * a page is taken back only if it signs this channel's fresh challenge with the pinned key. The
 * proof also signs the channel's own keys, the DTLS certificate fingerprints of both ends as this
 * page sees them: every message after it is authenticated by the channel's DTLS (a MAC under keys
 * agreed by ECDHE between those very certificates), so none can be changed, replayed or slipped in,
 * not even by a broker that relayed other fingerprints. Nothing of the game (no name, record or
 * sync) goes out before the proof: ./match.ts is told of a channel only once it is proven.
 */
import { newSecret } from './crypto';
import { isPublicKey, keyId, pairFingerprint, signer, verifier, newIdentity, type Identity } from './identity';
import type { Match, Session } from './match';
import { PROTOCOL, type Role } from './protocol';
import type { Intrusion, StatusStore } from './status';

const HEX32 = /^[0-9a-f]{32}$/;
const SIG = /^[0-9a-f]{128}$/;
/** The intrusions kept as evidence: the first ones and the last ones. */
const KEEP_FIRST = 5;
const KEEP_LAST = 15;

/** A channel's two ends as the transport gives them. */
export interface Ends {
  send(text: string): void;
  close(): void;
  /** the DTLS certificate fingerprints of this end and the other, as this page's connection has them */
  fingerprints: { local: string; remote: string };
}

/** What the transport tells a channel. */
export interface ChannelEvents {
  data(data: unknown): void;
  closed(): void;
}

type Greet = { t: 'greet'; game: string; v: number; role: Role; key: string; nonce: string };

const other = (role: Role): Role => (role === 'host' ? 'guest' : 'host');

/**
 * What a page signs to prove its key on one channel: the other's challenge and key, its own
 * challenge, and the channel's DTLS fingerprints (its own end's, then the other's).
 */
const proofText = (game: string, role: Role, theirNonce: string, ownNonce: string, theirKey: string, own: string, theirs: string) =>
  `jn1989 proof:${game}:${role}:${theirNonce}:${ownNonce}:${theirKey}:${own}:${theirs}`;

function readHandshake(text: string, game: string): { t: 'greet'; m: Greet } | { t: 'proof'; sig: string } | null {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return null;
  }
  if (!m || typeof m !== 'object' || Array.isArray(m)) return null;
  const x = m as Record<string, unknown>;
  if (x.game !== game) return null;
  if (x.t === 'proof') return typeof x.sig === 'string' && SIG.test(x.sig) ? { t: 'proof', sig: x.sig } : null;
  if (x.t !== 'greet' || (x.role !== 'host' && x.role !== 'guest') || !isPublicKey(x.key) || typeof x.nonce !== 'string' || !HEX32.test(x.nonce)) return null;
  if (!Number.isInteger(x.v)) return null;
  return { t: 'greet', m: { t: 'greet', game, v: x.v as number, role: x.role, key: x.key, nonce: x.nonce } };
}

/** One channel, from its greeting to its end. */
class Channel {
  private readonly nonce = newSecret();
  private theirs: { key: string; nonce: string; verify: (text: string, sig: string) => Promise<boolean> } | null = null;
  private proven = false;
  private inbox: Promise<void> = Promise.resolve();
  private outbox: Promise<void> = Promise.resolve();
  /** sends queued in the outbox and not yet done */
  private sending = 0;
  closed = false;

  constructor(
    private readonly door: Door,
    private readonly ends: Ends,
  ) {}

  get key(): string | null {
    return this.theirs?.key ?? null;
  }

  /** Greet: the protocol version, the role, this page's public key and a fresh challenge. */
  start(): void {
    this.queueOut(async () => {
      const { identity } = await this.door.keys();
      const s = this.door.session;
      this.send(JSON.stringify({ t: 'greet', game: s.game, v: PROTOCOL, role: s.role, key: identity.publicKey, nonce: this.nonce }));
    });
  }

  receive(data: unknown): void {
    this.inbox = this.inbox.then(() => this.handle(data)).catch(() => this.refused('malformed', data));
  }

  async idle(): Promise<void> {
    let a, b;
    do {
      a = this.inbox;
      b = this.outbox;
      await Promise.all([a, b]);
    } while (a !== this.inbox || b !== this.outbox);
  }

  /**
   * A game message of this page, on the proven channel (its DTLS authenticates it), after the
   * handshake's. Once those are out it goes at once: a step queued behind the outbox would wait
   * for the microtasks before it, the re-render of this page's own move among them.
   */
  post(text: string): void {
    if (this.sending === 0) return this.send(text);
    this.queueOut(() => this.send(text));
  }

  /** A send that must wait for the ones before it (the greeting, the proof: keys and signatures are asynchronous). */
  private queueOut(job: () => void | Promise<void>): void {
    this.sending++;
    this.outbox = this.outbox
      .then(job)
      .catch(() => this.close())
      .finally(() => this.sending--);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.ends.close();
  }

  private send(text: string): void {
    if (!this.closed) this.ends.send(text);
  }

  private async handle(data: unknown): Promise<void> {
    if (this.closed) return;
    const s = this.door.session;
    if (this.proven) {
      // the friend's channel: his messages, read by ./match.ts (which refuses anything but a text within the limit)
      return this.door.match.receive(data);
    }
    // before the proof: a greeting, then its proof, and nothing else
    if (typeof data !== 'string' || data.length > 4096) return this.refused('malformed', data);
    const h = readHandshake(data, s.game);
    if (!h) return this.refused('malformed', data);
    if (h.t === 'greet') {
      if (this.theirs) return this.refused('malformed', data);
      const g = h.m;
      if (g.v !== PROTOCOL) {
        this.door.match.refuse('version', data, { theirs: g.v, ours: PROTOCOL });
        return this.close();
      }
      if (g.role === s.role) return this.refused('malformed', data);
      // a page is taken back only with the key pinned at the first meeting (or, the first time, the invitation's)
      if (s.friendKey ? g.key !== s.friendKey : s.hostKeyId ? (await keyId(g.key)) !== s.hostKeyId : false) return this.refused('otherKey', data);
      this.theirs = { key: g.key, nonce: g.nonce, verify: await verifier(g.key) };
      const theirs = this.theirs;
      this.queueOut(async () => {
        const { sign } = await this.door.keys();
        const { local, remote } = this.ends.fingerprints;
        const sig = await sign(proofText(s.game, s.role, theirs.nonce, this.nonce, theirs.key, local, remote));
        this.send(JSON.stringify({ t: 'proof', game: s.game, sig }));
      });
      return;
    }
    if (!this.theirs) return this.refused('malformed', data);
    const { identity } = await this.door.keys();
    // signed over the channel as the other end has it: its own end is our remote one (a broker in
    // the middle, with a certificate of its own towards each page, would show each a different pair)
    const { local, remote } = this.ends.fingerprints;
    const text = proofText(s.game, other(s.role), this.nonce, this.theirs.nonce, identity.publicKey, remote, local);
    if (!(await this.theirs.verify(text, h.sig))) return this.refused('wrongProof', data);
    this.proven = true;
    await this.door.proven(this, this.theirs.key, identity.publicKey);
  }

  /** A page that did not prove the pinned key: the channel closes, the players are told, the game is untouched. */
  private refused(reason: Intrusion['reason'], data: unknown): void {
    if (this.closed) return;
    this.close();
    this.door.intrusion(reason, typeof data === 'string' ? data.slice(0, 512) : '');
  }
}

/**
 * A page's door to its friend: the channels that reach it, of which at most one, proven, is the
 * game's. A new channel that proves the pinned key replaces the old one (the friend's page came
 * back); any other is refused and closed without disturbing the game.
 */
export class Door {
  private current: Channel | null = null;
  private readonly channels = new Set<Channel>();
  private ownKeys: Promise<{ identity: Identity; sign: (text: string) => Promise<string> }> | null = null;

  constructor(
    readonly session: Session,
    readonly match: Match,
    private readonly status: StatusStore,
    private readonly keep: (s: Session) => void,
  ) {}

  /** This page's key pair: the session's, or made now (the first meeting) and kept with it. */
  keys(): Promise<{ identity: Identity; sign: (text: string) => Promise<string> }> {
    this.ownKeys ??= (async () => {
      if (!this.session.key) {
        this.session.key = await newIdentity();
        this.keep(this.session);
      }
      return { identity: this.session.key, sign: await signer(this.session.key) };
    })();
    return this.ownKeys;
  }

  /** A channel opened (the transport's): it greets, and is the game's only once proven. */
  open(ends: Ends): ChannelEvents {
    const ch = new Channel(this, ends);
    this.channels.add(ch);
    ch.start();
    return {
      data: (d) => ch.receive(d),
      closed: () => {
        ch.closed = true;
        this.channels.delete(ch);
        if (this.current === ch) {
          this.current = null;
          this.match.disconnected();
        }
      },
    };
  }

  /** Every channel's messages so far handled (tests). */
  async idle(): Promise<void> {
    await Promise.all([...this.channels].map((c) => c.idle()));
  }

  async proven(ch: Channel, theirKey: string, ownKey: string): Promise<void> {
    if (ch.closed) return;
    if (!this.session.friendKey) {
      this.session.friendKey = theirKey;
      this.keep(this.session);
    }
    const [host, guest] = this.session.role === 'host' ? [ownKey, theirKey] : [theirKey, ownKey];
    this.status.setState({ fingerprint: await pairFingerprint(host, guest) });
    const old = this.current;
    this.current = ch;
    old?.close();
    this.match.connected((text) => ch.post(text));
  }

  /** Someone else tried this game's channel: noted here, and told to the friend if he is connected. */
  intrusion(reason: Intrusion['reason'], text: string): void {
    this.status.setState((s) => {
      s.intrusions.push({ at: new Date().toISOString(), reason, by: 'here', text });
      if (s.intrusions.length > KEEP_FIRST + KEEP_LAST) s.intrusions.splice(KEEP_FIRST, 1);
    });
    if (this.current) this.match.tellIntrusion();
  }

  close(): void {
    for (const c of this.channels) c.close();
    this.channels.clear();
    this.current = null;
  }
}
