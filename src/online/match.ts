/**
 * A game between two devices (docs/remote.md), one side of it: this device's engine checks every
 * message of the other before anything changes, and every random number comes from both by commit
 * and reveal (./crypto.ts). The store applies the actions (`receive`, `settleRoll`); this module
 * is its Relay: it passes this screen's actions on once they are final here, and draws dice with
 * the friend. Transport-free: it gets texts and a `send`, so tests drive two of them directly.
 */
import type { StoreApi } from 'zustand/vanilla';
import {
  apply,
  logLength,
  makeRecord,
  newGame,
  otherSide,
  RuleError,
  RULES_VERSION,
  type Action,
  type GameOptions,
  type GameRecord,
  type RecordedAction,
  type Side,
} from '../engine';
import type { GameStoreState, Relay } from '../store/game';
import { noteStep } from '../store/computerStatus';
import { replayTallied } from '../store/history';
import { BidPhase, type BidState } from './bid';
import { checkActions, NO_ENTROPY, sameAction, sumAfter } from './checks';
import { commitOf, jointEntropy, newSecret } from './crypto';
import { MAX_BATCH, parseMessage, PROTOCOL, type Message, type Phrase, type Role } from './protocol';
import type { Forfeit, StatusStore, Trouble } from './status';

/** What a device keeps of its online game besides the record (localStorage), to come back to it. */
export interface Session {
  v: 1;
  /** the game's id: every message names it */
  game: string;
  role: Role;
  /** the side played on this device */
  side: Side;
  name: string;
  /** the friend's name, once known */
  friend: string;
  /** the options of the invitation (the seed comes from both devices); with `bid`, 13.0 settles the sides and the extra SPs */
  options: Pick<GameOptions, 'mode' | 'balanceBid' | 'extraSupport'> & { bid?: boolean };
  /** the play balance bid (13.0), until it is settled */
  bid?: BidState;
  /** this device's open commit: the secret of a random action (n = -1: the seed) until it is settled */
  commit?: { n: number; action: Action | null; secret: string; hash: string };
  /** this device's answer to the friend's commit at n, given again if he asks again */
  share?: { n: number; action: Action | null; hash: string; secret: string };
}

/** How long the friend may take to reveal after our share, while connected (then he forfeits). */
export const REVEAL_MS = 30_000;
/** Evidence keeps at most this much of a message's text. */
const EVIDENCE_TEXT = 4096;

export class Match implements Relay {
  /** the friend has the record's first `sent` actions */
  private sent = 0;
  private send: ((text: string) => void) | null = null;
  /** messages are handled one at a time, in the order they came (hashing is asynchronous) */
  private queue: Promise<void> = Promise.resolve();
  private receiving = false;
  private revealTimer: ReturnType<typeof setTimeout> | null = null;
  ended = false;

  constructor(
    readonly session: Session,
    private readonly store: StoreApi<GameStoreState>,
    private readonly status: StatusStore,
    private readonly keep: (s: Session) => void,
    /** how long the friend may take to reveal (tests shorten it) */
    private readonly revealMs = REVEAL_MS,
  ) {}

  /** Keep the session (storage), and show the roll in flight, if any. */
  private save(): void {
    this.keep(this.session);
    const { commit, share } = this.session;
    this.status.setState({ roll: commit && commit.n >= 0 ? 'ours' : share && share.n >= 0 ? 'theirs' : null });
  }

  get friendSide(): Side {
    return otherSide(this.session.side);
  }

  /** The record at the table, if it is this game's. */
  private record(): GameRecord | null {
    const r = this.store.getState().record;
    return r && r.gameId === this.session.game ? r : null;
  }

  // ------------------------------------------------------------------ the connection

  /** The channel to the friend opened: say who we are and how far our record goes. */
  connected(send: (text: string) => void): void {
    this.send = send;
    this.status.setState({ connection: 'connected' });
    const r = this.record();
    const n = r ? this.finalCount(r) : 0;
    this.post({
      t: 'hello',
      game: this.session.game,
      v: PROTOCOL,
      role: this.session.role,
      name: this.session.name,
      rules: RULES_VERSION,
      n,
      sum: r ? sumAfter(r, n) : '',
    });
  }

  /** The record's actions that can no longer be undone here: what the friend may have. */
  private finalCount(r: GameRecord): number {
    return r.actions.length - this.store.getState().undoStates.length;
  }

  disconnected(gone = false): void {
    this.send = null;
    this.stopRevealTimer();
    if (!this.ended) this.status.setState({ connection: gone ? 'left' : 'reconnecting' });
  }

  /** A text from the friend's device. */
  receive(text: unknown): Promise<void> {
    this.queue = this.queue.then(() => this.handle(text)).catch((e: unknown) => this.trouble('unexpected', String(text), undefined, e));
    return this.queue;
  }

  /**
   * After a reload: a roll this device asked for and has not settled stays asked, and the page
   * waits for it (another action now would be a second roll of the same dice).
   */
  resumed(): void {
    const c = this.session.commit;
    const r = this.record();
    if (c && c.action && r && c.n === r.actions.length) this.store.setState({ rolling: c.action });
    this.save();
  }

  /** Settled once every message received so far has been handled. */
  idle(): Promise<void> {
    return this.queue;
  }

  /** Done with this game on this device (left the table). */
  close(): void {
    this.ended = true;
    this.stopRevealTimer();
    this.send = null;
  }

  say(phrase: Phrase): void {
    this.post({ t: 'say', game: this.session.game, phrase });
  }

  private post(m: Message): void {
    if (this.ended && m.t !== 'say') return;
    this.send?.(JSON.stringify(m));
  }

  // ------------------------------------------------------------------ Relay: this screen's actions

  /** This screen's actions up to `final` are final here: pass on the ones the friend lacks (not the shared ones: their reveal does). */
  flush(record: GameRecord, final: number): void {
    if (this.receiving || this.ended || !this.send) return;
    while (this.sent < final) {
      const batch: RecordedAction[] = [];
      for (let i = this.sent; i < final && batch.length < MAX_BATCH && !record.actions[i]!.shares; i++) batch.push(record.actions[i]!);
      if (batch.length === 0) return;
      const n = this.sent;
      this.sent += batch.length;
      this.post({ t: 'act', game: this.session.game, n, actions: batch, sum: sumAfter(record, this.sent) });
    }
  }

  /** This screen's action needs randomness: commit to a secret and ask the friend for his share. */
  roll(action: Action): void {
    this.queue = this.queue.then(async () => {
      const r = this.record();
      if (!r || this.ended) return;
      // what came before it goes first: the friend applies it in order
      this.flush(r, r.actions.length);
      // asked again for the roll in flight: the same commitment
      if (this.session.commit?.n === r.actions.length) return this.sendCommit();
      const secret = newSecret();
      this.session.commit = { n: r.actions.length, action, secret, hash: await commitOf(secret) };
      this.save();
      this.sendCommit();
    });
  }

  private sendCommit(): void {
    const c = this.session.commit;
    if (c) this.post({ t: 'commit', game: this.session.game, n: c.n, action: c.action, hash: c.hash });
  }

  // ------------------------------------------------------------------ the friend's messages

  private async handle(text: unknown): Promise<void> {
    if (this.ended) return;
    const parsed = parseMessage(text, this.session.game);
    if (!parsed.ok) return this.trouble(parsed.refusal.code, text, undefined, parsed.refusal);
    const m = parsed.message;
    switch (m.t) {
      case 'hello':
        return this.onHello(m);
      case 'act':
        return this.onActions(m, text);
      case 'sync':
        return this.onActions(m, text);
      case 'commit':
        return this.onCommit(m, text);
      case 'share':
        return this.onShare(m, text);
      case 'reveal':
        return this.onReveal(m, text);
      case 'bidCommit':
      case 'bidReveal':
      case 'bidChoice': {
        const bid = this.bidPhase();
        if (!bid) return this.trouble('wrongPlace', text);
        const t = String(text);
        return m.t === 'bidCommit' ? bid.onCommit(m.hash, t) : m.t === 'bidReveal' ? bid.onReveal(m, t) : bid.onChoice(m.seat, t);
      }
      case 'say':
        this.status.setState({ said: { phrase: m.phrase, at: Date.now() } });
        return;
      case 'ping':
        return;
    }
  }

  private async onHello(m: Extract<Message, { t: 'hello' }>): Promise<void> {
    if (m.role === this.session.role) return this.trouble('malformed', JSON.stringify(m));
    if (m.rules !== RULES_VERSION) return this.trouble('rules', JSON.stringify(m), undefined, { theirs: m.rules, ours: RULES_VERSION });
    if (m.name !== this.session.friend) {
      this.session.friend = m.name;
      this.save();
    }
    this.status.setState({ friend: m.name });
    const r = this.record();
    if (!r) {
      // the game has not started: the bid first (13.0), sealed again with the same seal if asked again
      const bid = this.bidPhase();
      if (bid) return bid.seal();
      // then the host asks for the seed's shares (again, with the same commit)
      if (this.session.role === 'host') await this.startSeed();
      return;
    }
    const n = this.finalCount(r);
    if (m.n === n && m.sum !== sumAfter(r, n)) return this.trouble('checksum', JSON.stringify(m), n);
    if (m.n < n) {
      // the friend is behind: he gets what he lacks, as recorded, and checks it with his own engine
      this.sent = m.n;
      this.catchUp(r, n);
    } else if (m.n === n) this.sent = n;
    // a decision in flight is asked again
    this.sendCommit();
  }

  /** Send the record from `sent` up to `final` (catch-up), in batches with the checksum after each. */
  private catchUp(r: GameRecord, final: number): void {
    while (this.sent < final) {
      const n = this.sent;
      const actions = r.actions.slice(n, Math.min(final, n + MAX_BATCH));
      this.sent += actions.length;
      this.post({ t: 'sync', game: this.session.game, n, actions, sum: sumAfter(r, this.sent) });
    }
  }

  private async startSeed(): Promise<void> {
    if (!this.session.commit) {
      const secret = newSecret();
      this.session.commit = { n: -1, action: null, secret, hash: await commitOf(secret) };
      this.save();
    }
    this.sendCommit();
  }

  /** The friend's actions: none random (act), or as recorded with their shares (sync). */
  private async onActions(m: Extract<Message, { t: 'act' | 'sync' }>, text: unknown): Promise<void> {
    const r = this.record();
    const { state } = this.store.getState();
    if (!r || !state) return this.trouble('wrongPlace', text, m.n);
    if (m.n !== r.actions.length) return this.trouble('wrongPlace', text, m.n);
    // a roll we answered is settled by its reveal, or by the very action committed to with its shares:
    // another action in its place would take the roll back after its result was known
    const given = this.session.share;
    if (given && given.n >= m.n && given.n < m.n + m.actions.length) {
      const there = m.actions[given.n - m.n]!;
      if (!there.shares || !sameAction(there, given.action)) return this.forfeit('abandoned', text, given.n);
    }
    const checked = await checkActions(state, m.n, m.actions, this.friendSide, m.sum, (a, n) => this.checkShares(a, n));
    if (!checked.ok) return this.trouble(checked.trouble, text, checked.n);
    this.take(m.actions);
    if (this.session.share && this.session.share.n < r.actions.length + m.actions.length) this.settledShare();
  }

  /** A two-share action of the friend's in a catch-up: its shares make its entropy, the second is ours and the first is what he committed to. */
  private async checkShares(a: RecordedAction, n: number): Promise<Trouble | null> {
    const mine = this.session.share;
    if (!mine || mine.n !== n || a.shares![1] !== mine.secret) return 'wrongShare';
    if ((await commitOf(a.shares![0])) !== mine.hash) return 'wrongShare';
    if ((await jointEntropy(a.shares!)) !== a.entropy) return 'wrongShare';
    return null;
  }

  /** Apply the friend's checked actions through the store (which records and saves them). */
  private take(actions: readonly RecordedAction[]): void {
    this.receiving = true;
    try {
      for (const a of actions) {
        const before = this.store.getState().state;
        const from = before ? logLength(before) : 0;
        const refused = this.store.getState().receive(a);
        // the friend's step is shown as the computer's are: marked on the map and narrated
        if (!refused) noteStep(a, before, this.store.getState().state, from);
        // checked above on a copy of this very state: a refusal here is a defect, not the friend's doing
        if (refused) throw refused;
      }
    } finally {
      this.receiving = false;
    }
    this.sent = this.record()?.actions.length ?? this.sent;
  }

  private async onCommit(m: Extract<Message, { t: 'commit' }>, text: unknown): Promise<void> {
    const r = this.record();
    const { state } = this.store.getState();
    if (m.n === -1) {
      // the seed: only the host asks, only before the game
      if (this.session.role !== 'guest' || r) return this.trouble('wrongPlace', text, m.n);
    } else {
      if (!r || !state || m.n !== r.actions.length) return this.trouble('wrongPlace', text, m.n);
      const a = m.action!;
      if (a.side !== this.friendSide) return this.trouble('notYours', text, m.n);
      let dry;
      try {
        dry = apply(state, { ...a, entropy: NO_ENTROPY } as RecordedAction);
      } catch (e) {
        if (e instanceof RuleError) return this.trouble('illegal', text, m.n);
        throw e;
      }
      if (!dry.finality.random) return this.trouble('malformed', text, m.n);
    }
    const given = this.session.share;
    if (given && given.n === m.n) {
      // asked again (after a reconnection): the same answer; another commitment for the same place is a second roll of the dice
      if (given.hash !== m.hash) return this.forfeit('reroll', text, m.n);
    } else {
      this.session.share = { n: m.n, action: m.action, hash: m.hash, secret: newSecret() };
      this.save();
    }
    this.post({ t: 'share', game: this.session.game, n: m.n, secret: this.session.share!.secret });
    this.startRevealTimer(m.n);
  }

  /** The friend's share for our commit: the entropy is settled; we apply our action and reveal. */
  private async onShare(m: Extract<Message, { t: 'share' }>, text: unknown): Promise<void> {
    const c = this.session.commit;
    if (!c || c.n !== m.n) return this.trouble('wrongPlace', text, m.n);
    const shares: [string, string] = [c.secret, m.secret];
    const entropy = await jointEntropy(shares);
    if (c.n === -1) {
      this.begin(entropy, [c.secret, m.secret]);
    } else {
      const refused = this.store.getState().settleRoll(c.action!, entropy, shares);
      if (refused) return this.trouble('illegal', text, m.n, refused);
    }
    const r = this.record()!;
    this.sent = r.actions.length;
    delete this.session.commit;
    this.save();
    this.post({ t: 'reveal', game: this.session.game, n: c.n, secret: c.secret, sum: r.checksum! });
  }

  /** The friend's secret for his commit: it must be the one he committed to (else he forfeits). */
  private async onReveal(m: Extract<Message, { t: 'reveal' }>, text: unknown): Promise<void> {
    const given = this.session.share;
    if (!given || given.n !== m.n) return this.trouble('wrongPlace', text, m.n);
    if ((await commitOf(m.secret)) !== given.hash) return this.forfeit('wrongReveal', text, m.n);
    const shares: [string, string] = [m.secret, given.secret];
    const entropy = await jointEntropy(shares);
    if (m.n === -1) {
      this.begin(entropy, shares);
      if (this.record()!.checksum !== m.sum) return this.trouble('checksum', text, m.n);
    } else {
      const { state } = this.store.getState();
      const a: RecordedAction = { ...given.action!, entropy, shares };
      const checked = await checkActions(state!, m.n, [a], this.friendSide, m.sum, () => Promise.resolve(null));
      if (!checked.ok) return this.trouble(checked.trouble, text, m.n);
      this.take([a]);
    }
    this.settledShare();
  }

  private settledShare(): void {
    this.stopRevealTimer();
    delete this.session.share;
    this.save();
  }

  /** The seed came from both devices: the game starts on both, the same. */
  private begin(seed: string, seedShares: [string, string]): void {
    const { session } = this;
    const host = session.role === 'host' ? session.side : this.friendSide;
    const guest = otherSide(host);
    const names = { [session.side]: session.name, [this.friendSide]: session.friend } as Record<Side, string>;
    const players = { [host]: { seat: 1, name: names[host] }, [guest]: { seat: 2, name: names[guest] } } as NonNullable<GameRecord['players']>;
    const { bid: _bid, ...chosen } = session.options;
    const options: GameOptions = { ...chosen, seed };
    const record = makeRecord(options, [], newGame(options), { gameId: session.game, players, online: { seedShares } });
    this.store.getState().playOnline(record, replayTallied(record), this.friendSide, this);
    this.sent = 0;
  }

  // ------------------------------------------------------------------ the play balance bid (13.0)

  /** The bid while it is not settled (a game with the bid, before its first deal), else null. */
  private bidPhase(): BidPhase | null {
    const { session } = this;
    if (!session.options.bid || session.options.balanceBid || !session.bid || this.record()) return null;
    return new BidPhase(session.bid, session.game, {
      seat: session.role === 'host' ? 0 : 1,
      post: (m) => this.post(m),
      keep: () => this.keep(session),
      forfeit: (reason, text) => this.forfeit(reason, text, -1),
      show: (bid) => this.status.setState({ bid }),
      settled: (side, options) => {
        session.side = side;
        session.options = { ...session.options, ...options };
        delete session.bid;
        this.keep(session);
        if (session.role === 'host') void this.startSeed();
      },
    });
  }

  /** This page's player chooses the winning bid, having rolled higher on identical bids. */
  chooseBid(seat: 0 | 1): void {
    this.queue = this.queue.then(() => this.bidPhase()?.choose(seat));
  }

  // ------------------------------------------------------------------ refusals and forfeits

  private startRevealTimer(n: number): void {
    this.stopRevealTimer();
    this.revealTimer = setTimeout(() => {
      if (this.session.share?.n === n && this.send) void this.forfeit('withheldReveal', '', n);
    }, this.revealMs);
  }

  private stopRevealTimer(): void {
    if (this.revealTimer !== null) clearTimeout(this.revealTimer);
    this.revealTimer = null;
  }

  /** Something from the friend's device was refused: nothing of it was applied; the player is told and the evidence kept. */
  private trouble(trouble: Trouble, text: unknown, n?: number, detail?: unknown): void {
    const raw = typeof text === 'string' ? text : String(text);
    const note = {
      trouble,
      n: n ?? null,
      at: new Date().toISOString(),
      size: raw.length,
      text: raw.slice(0, EVIDENCE_TEXT),
      detail: detail instanceof Error ? detail.message : detail === undefined ? null : JSON.stringify(detail),
    };
    this.status.setState((s) => {
      s.refusals.push(note);
      if (s.refusals.length > 20) s.refusals.shift();
    });
  }

  /** A wrong or withheld reveal, or a second roll of the same dice: the friend forfeits the game. */
  private forfeit(reason: Forfeit, text: unknown, n: number): void {
    this.trouble(reason, text, n);
    this.ended = true;
    this.stopRevealTimer();
    this.store.getState().cancelRoll();
    this.status.setState({ forfeit: { winner: this.session.side, reason, n } });
  }
}
