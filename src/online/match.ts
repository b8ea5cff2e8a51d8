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
  stateChecksum,
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
import { checkActions, sameAction, sumAfter } from './checks';
import { NO_ENTROPY } from '../store/entropy';
import { commitOf, jointEntropy, newSecret } from './crypto';
import { evidenceText, MAX_BATCH, parseMessage, PROTOCOL, type Message, type Phrase, type Role } from './protocol';
import type { Identity } from './identity';
import { LEFT_MS, realClock, WAIT_MS, type Clock } from './clock';
import type { LiveTable, TableSaveStore } from './liveTable';

export { LEFT_MS, realClock, WAIT_MS, type Clock } from './clock';
export type { LiveTable, TableSaveStore } from './liveTable';
import type { Refused, RollForfeit, StatusStore, Trouble } from './status';

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
  options: Pick<GameOptions, 'mode' | 'balanceBid' | 'extraSupport'> & { bid?: boolean; deal?: boolean };
  /** the play balance bid (13.0), until it is settled */
  bid?: BidState;
  /** this device's open commit: the secret of a random action (n = -1: the seed) until it is settled */
  commit?: { n: number; action: Action | null; secret: string; hash: string };
  /** this device's answer to the friend's commit at n, given again if he asks again */
  share?: { n: number; action: Action | null; hash: string; secret: string };
  /** open-channel time the friend has kept the roll at `n` waiting so far */
  waited?: { n: number; ms: number };
  /** a forfeit of the friend's, and the evidence of what was refused: kept across reloads */
  forfeit?: { winner: Side; reason: RollForfeit; n: number };
  refusals?: Refused[];
  /** this page's key pair (./identity.ts), made at the first meeting */
  key?: Identity;
  /** the friend's public key, pinned at the first meeting: his page is taken back only if it proves it */
  friendKey?: string;
  /** the guest's: the id of the host's key the invitation carried, checked at the first meeting */
  hostKeyId?: string;
  /** the six pictures compared by voice: this page's player said they match (`here`), the friend's did (`there`); the first deal waits for both */
  compared?: { here?: boolean; there?: boolean };
}

export interface Timing {
  waitMs?: number;
  leftMs?: number;
  clock?: Clock;
  /** where a game over the deal keeps its table's save (the session's storage; in memory by default) */
  tableSave?: TableSaveStore;
}

const memorySave = (): TableSaveStore => {
  let kept: unknown = null;
  return { read: () => kept, write: (s) => void (kept = structuredClone(s)) };
};

/** A text of the table's (./table/wire.ts): the session passes it on unread. */
const isTableText = (text: unknown): text is string => typeof text === 'string' && text.startsWith('{"t":"deal');

/** The evidence kept of refused messages: the first ones and the last ones. */
const KEEP_FIRST = 5;
const KEEP_LAST = 20;
/** Evidence keeps at most this much of a message's text. */
const EVIDENCE_TEXT = 4096;

export class Match implements Relay {
  /** the friend has the record's first `sent` actions */
  private sent = 0;
  private send: ((text: string) => void) | null = null;
  /** messages are handled one at a time, in the order they came (hashing is asynchronous) */
  private queue: Promise<void> = Promise.resolve();
  private receiving = false;
  private waitTimer: (() => void) | null = null;
  private waitSince: number | null = null;
  private leftTimer: (() => void) | null = null;
  private readonly clock: Clock;
  private readonly waitMs: number;
  private readonly leftMs: number;
  ended = false;
  /** the computer took the friend's seat here: his page, if it comes back, is told so and nothing else */
  private handedOver = false;
  /** handed over: the watcher (the friend's page, proven) has the record's first `shown` actions */
  private shown = 0;
  private unwatch: (() => void) | null = null;
  /** this page's seat was taken by the computer on the friend's page: it watches the game from there */
  private watching = false;
  /** a game over the deal, once it has started here */
  private live: LiveTable | null = null;
  private readonly tableSave: TableSaveStore;

  constructor(
    readonly session: Session,
    private readonly store: StoreApi<GameStoreState>,
    private readonly status: StatusStore,
    private readonly keep: (s: Session) => void,
    timing: Timing = {},
  ) {
    this.clock = timing.clock ?? realClock;
    this.waitMs = timing.waitMs ?? WAIT_MS;
    this.leftMs = timing.leftMs ?? LEFT_MS;
    this.tableSave = timing.tableSave ?? memorySave();
    // a forfeit and the evidence survive a reload: the game stays won, the refusals stay shown
    if (session.forfeit) this.ended = true;
    status.setState({ forfeit: session.forfeit ?? null, refusals: session.refusals ?? [], self: session.name });
    this.showCompared();
  }

  private showCompared(): void {
    const c = this.session.compared;
    this.status.setState({ compared: { here: !!c?.here, there: !!c?.there } });
  }

  /** Keep the session (storage), and show the roll in flight, if any. */
  private save(): void {
    this.watchWait();
    // handed over to the computer, the game is no longer an online one: nothing of it is kept as such
    if (!this.handedOver) this.keep(this.session);
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
    this.leftTimer?.();
    this.leftTimer = null;
    this.status.setState({ connection: 'connected' });
    // the friend's page comes back after the computer took his seat: told so, then (on his hello) shown the game
    if (this.handedOver) return send(JSON.stringify({ t: 'seatTaken', game: this.session.game }));
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
    this.live?.connected(send);
    this.save();
  }

  /** The record's actions that can no longer be undone here: what the friend may have. */
  private finalCount(r: GameRecord): number {
    return r.actions.length - this.store.getState().undoStates.length;
  }

  /** The channel is lost: the friend's waiting time stops counting; after a while he is shown as gone (wait, save, or the computer takes his seat). */
  disconnected(gone = false): void {
    this.send = null;
    this.live?.disconnected();
    this.save();
    if (this.ended) return;
    this.status.setState({ connection: gone ? 'left' : 'reconnecting' });
    if (!gone && !this.leftTimer)
      this.leftTimer = this.clock.after(this.leftMs, () => {
        this.leftTimer = null;
        if (!this.send && !this.ended) this.status.setState({ connection: 'left' });
      });
  }

  /** A text from the friend's device. */
  receive(text: unknown): Promise<void> {
    return this.enqueue(() => this.handle(text), text);
  }

  /**
   * One more step in the queue, after the ones before it. Whatever a step throws, the queue goes on
   * to the next message (and to this page's next roll): the failure is noted, nothing else.
   */
  private enqueue(step: () => unknown, text: unknown = ''): Promise<void> {
    this.queue = this.queue.then(step).then(
      () => undefined,
      (e: unknown) => {
        try {
          this.trouble('unexpected', text, undefined, e);
        } catch {
          // nothing of it is kept: the evidence could not be written down
        }
      },
    );
    return this.queue;
  }

  /**
   * After a reload: a roll this device asked for and has not settled stays asked, and the page
   * waits for it (another action now would be a second roll of the same dice).
   */
  resumed(): void {
    // a game over the deal comes back from its table's save, before any message is handled
    const table = this.session.options.deal ? this.tableSave.read() : null;
    if (table) void this.enqueue(() => this.startLive('', table));
    const c = this.session.commit;
    const r = this.record();
    if (c && c.action && r && c.n === r.actions.length) this.store.setState({ rolling: c.action });
    this.save();
  }

  /** Settled once every message received so far has been handled. */
  async idle(): Promise<void> {
    let q;
    do {
      q = this.queue;
      await q;
    } while (q !== this.queue);
  }

  /** Done with this game on this device (left the table). */
  close(): void {
    this.send = null;
    this.live?.close();
    this.live = null;
    this.save();
    this.ended = true;
    this.leftTimer?.();
    this.leftTimer = null;
  }

  /** The computer takes the friend's seat on this page: if his page comes back, it is told so. */
  handOver(): void {
    // over the deal the computer could not play the friend's cards: nobody here knows them
    if (this.live) return;
    delete this.session.commit;
    delete this.session.share;
    this.save();
    this.handedOver = true;
    this.send?.(JSON.stringify({ t: 'seatTaken', game: this.session.game }));
    this.shown = this.sent;
    // every later action of the game here goes to the watcher, as today's catch-up sends the record (nothing more)
    this.unwatch ??= this.store.subscribe(() => this.showWatcher());
  }

  /** Handed over: send the watcher the record's final actions he lacks (a sync, as a catch-up). */
  private showWatcher(): void {
    const r = this.record();
    if (!this.handedOver || !this.send || !r) return;
    const final = this.finalCount(r);
    while (this.shown < final) {
      const n = this.shown;
      const actions = r.actions.slice(n, Math.min(final, n + MAX_BATCH));
      this.shown += actions.length;
      this.send(JSON.stringify({ t: 'sync', game: this.session.game, n, actions, sum: sumAfter(r, this.shown) }));
    }
  }

  /**
   * Handed over, a message of the watcher's: his hello says how far his record goes (he is shown
   * the rest); anything else of the game is refused, nothing applied, and he is told again that he watches.
   */
  private onWatcher(text: unknown): void {
    const parsed = parseMessage(text, this.session.game);
    if (!parsed.ok) return this.trouble(parsed.refusal.code, text, undefined, parsed.refusal);
    const m = parsed.message;
    if (m.t === 'ping' || m.t === 'say') return;
    if (m.t === 'hello') {
      const r = this.record();
      if (!r) return;
      const final = this.finalCount(r);
      // his record is a beginning of ours (same checksum there), else he is shown it from the start
      this.shown = m.n <= final && m.sum === sumAfter(r, m.n) ? m.n : 0;
      return this.showWatcher();
    }
    this.trouble('watching', text);
    this.send?.(JSON.stringify({ t: 'seatTaken', game: this.session.game }));
  }

  /** Watching: this page's steps not yet final (the Confirm step's) were never the game's: they go. */
  private dropHeld(): void {
    const r = this.record();
    if (!r) return;
    const final = this.finalCount(r);
    if (final === r.actions.length) return;
    const record: GameRecord = { ...r, actions: r.actions.slice(0, final) };
    const replayed = replayTallied(record);
    this.store.getState().playOnline({ ...record, checksum: stateChecksum(replayed.state) }, replayed, this.friendSide, this);
  }

  /** Watching: the host's record from `n` on, checked by this page's engine and its checksum, then shown (never played from here). */
  private onWatched(m: Extract<Message, { t: 'sync' }>, text: unknown): void {
    const r = this.record();
    if (!r) return this.trouble('wrongPlace', text, m.n);
    // the host's record is the game: it replaces whatever this page did after place `n`
    if (m.n > r.actions.length) return this.trouble('wrongPlace', text, m.n);
    const actions = [...r.actions.slice(0, m.n), ...m.actions];
    let replayed;
    try {
      replayed = replayTallied({ ...r, actions });
    } catch {
      return this.trouble('illegal', text, m.n);
    }
    if (stateChecksum(replayed.state) !== m.sum) return this.trouble('checksum', text, m.n);
    const record: GameRecord = { ...r, actions, checksum: m.sum };
    this.store.getState().playOnline(record, replayed, this.friendSide, this);
  }

  /** A page that is not the friend's was refused here (./binding.ts): the friend is told. */
  tellIntrusion(): void {
    this.post({ t: 'intrusion', game: this.session.game });
  }

  /** Something from the friend's channel refused before it was read (./binding.ts): noted as his, nothing applied. */
  refuse(trouble: Trouble, text: unknown, detail?: unknown): Promise<void> {
    return this.enqueue(() => this.trouble(trouble, text, undefined, detail));
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
    if (this.receiving || this.ended || this.watching || !this.send) return;
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
    void this.enqueue(async () => {
      const r = this.record();
      if (!r || this.ended || this.watching) return;
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
    if (this.handedOver) return this.onWatcher(text);
    if (this.ended) return;
    if (this.live && isTableText(text)) return this.live.receive(text);
    const parsed = parseMessage(text, this.session.game);
    if (!parsed.ok) return this.trouble(parsed.refusal.code, text, undefined, parsed.refusal);
    const m = parsed.message;
    if (this.watching) {
      if (m.t === 'sync') return this.onWatched(m, text);
      if (m.t === 'say') this.status.setState({ said: { phrase: m.phrase, at: Date.now() } });
      return;
    }
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
      case 'compared':
        return this.onCompared();
      case 'seatTaken':
        // the friend's page let the computer play this side: this page watches the game from there, plays none of it
        this.watching = true;
        delete this.session.commit;
        delete this.session.share;
        this.store.getState().cancelRoll();
        this.dropHeld();
        // none of this page's own actions is taken from now on (src/store: refused, nothing sent)
        this.store.getState().setWatching(true);
        this.status.setState({ seatTaken: true });
        return;
      case 'intrusion':
        this.status.setState((s) => {
          s.intrusions.push({ at: new Date().toISOString(), reason: 'otherKey', by: 'friend', text: '' });
          if (s.intrusions.length > 20) s.intrusions.splice(5, 1);
        });
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
    // a game over the deal says how far it is in its own greeting (./table/link.ts)
    if (this.live) return;
    const r = this.record();
    if (!r) {
      // the game has not started: this player's word on the pictures, told again on every channel
      if (this.session.compared?.here) this.post({ t: 'compared', game: this.session.game });
      // the bid (13.0), sealed again with the same seal if asked again
      const bid = this.bidPhase();
      if (bid) return bid.seal();
      // then the host asks for the seed's shares (again, with the same commit), once both players compared the pictures
      return this.dealWhenCompared();
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

  /**
   * This page's player compared the six pictures with his friend's by voice and they match
   * (docs/remote.md, "The seat's binding"): the friend is told; the first deal waits for both.
   */
  confirmPictures(): void {
    void this.enqueue(async () => {
      if (this.ended || this.started()) return;
      this.session.compared = { ...this.session.compared, here: true };
      this.keep(this.session);
      this.showCompared();
      this.post({ t: 'compared', game: this.session.game });
      await this.dealWhenCompared();
    });
  }

  /** The friend's player said the pictures match on his page. */
  private async onCompared(): Promise<void> {
    if (this.started() || this.session.compared?.there) return;
    this.session.compared = { ...this.session.compared, there: true };
    this.keep(this.session);
    this.showCompared();
    await this.dealWhenCompared();
  }

  private get bothCompared(): boolean {
    return !!this.session.compared?.here && !!this.session.compared.there;
  }

  /** The host asks for the seed's shares once the bid is settled and both players said the pictures match. */
  private async dealWhenCompared(): Promise<void> {
    if (this.session.role !== 'host' || this.started() || this.bidPhase() || !this.bothCompared) return;
    await this.startSeed();
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
    // over the deal the actions go as the table's messages
    if (this.live) return this.trouble('wrongPlace', text, m.n);
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
    this.recovered();
  }

  /** The friend's page went on as it should (an action of his taken, a roll settled): the refusal warning goes, its evidence stays. */
  private recovered(): void {
    if (this.status.getState().warn) this.status.setState({ warn: false });
  }

  private async onCommit(m: Extract<Message, { t: 'commit' }>, text: unknown): Promise<void> {
    const r = this.record();
    const { state } = this.store.getState();
    if (m.n === -1) {
      // the seed: only the host asks, only before the game, and only once both players said the pictures match
      if (this.session.role !== 'guest' || this.started() || !this.bothCompared) return this.trouble('wrongPlace', text, m.n);
    } else {
      if (this.live) return this.trouble('wrongPlace', text, m.n);
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
  }

  /** The friend's share for our commit: the entropy is settled; we apply our action and reveal. */
  private async onShare(m: Extract<Message, { t: 'share' }>, text: unknown): Promise<void> {
    const c = this.session.commit;
    if (!c || c.n !== m.n) return this.trouble('wrongPlace', text, m.n);
    const shares: [string, string] = [c.secret, m.secret];
    const entropy = await jointEntropy(shares);
    if (c.n === -1) {
      await this.begin(entropy, [c.secret, m.secret], false);
    } else {
      const refused = this.store.getState().settleRoll(c.action!, entropy, shares);
      if (refused) return this.trouble('illegal', text, m.n, refused);
    }
    const sum = this.live ? this.live.sum() : this.record()!.checksum!;
    if (!this.live) this.sent = this.record()!.actions.length;
    this.recovered();
    delete this.session.commit;
    this.save();
    this.post({ t: 'reveal', game: this.session.game, n: c.n, secret: c.secret, sum });
    // over the deal, the table greets the friend's once he has the seed too (his table starts with the reveal)
    if (c.n === -1 && this.live && this.send) this.live.connected(this.send);
  }

  /** The friend's secret for his commit: it must be the one he committed to (else he forfeits). */
  private async onReveal(m: Extract<Message, { t: 'reveal' }>, text: unknown): Promise<void> {
    const given = this.session.share;
    if (!given || given.n !== m.n) return this.trouble('wrongPlace', text, m.n);
    if ((await commitOf(m.secret)) !== given.hash) return this.forfeit('wrongReveal', text, m.n);
    const shares: [string, string] = [m.secret, given.secret];
    const entropy = await jointEntropy(shares);
    if (m.n === -1) {
      if (this.started()) return this.trouble('wrongPlace', text, m.n);
      await this.begin(entropy, shares);
      if ((this.live ? this.live.sum() : this.record()!.checksum) !== m.sum) return this.trouble('checksum', text, m.n);
    } else {
      if (this.live) return this.trouble('wrongPlace', text, m.n);
      const { state } = this.store.getState();
      const a: RecordedAction = { ...given.action!, entropy, shares };
      const checked = await checkActions(state!, m.n, [a], this.friendSide, m.sum, () => Promise.resolve(null));
      if (!checked.ok) return this.trouble(checked.trouble, text, m.n);
      this.take([a]);
    }
    this.settledShare();
  }

  private settledShare(): void {
    delete this.session.share;
    this.save();
  }

  /** The game has started on this page: its record is at the table, or its table over the deal is. */
  private started(): boolean {
    return !!this.live || !!this.record();
  }

  /** The players' seats and names: the host's seat 1. */
  private players(): NonNullable<GameRecord['players']> {
    const { session } = this;
    const host = session.role === 'host' ? session.side : this.friendSide;
    const guest = otherSide(host);
    const names = { [session.side]: session.name, [this.friendSide]: session.friend } as Record<Side, string>;
    return { [host]: { seat: 1, name: names[host] }, [guest]: { seat: 2, name: names[guest] } } as NonNullable<GameRecord['players']>;
  }

  /**
   * A game over the deal starts (the first deal's seed from both pages), or comes back from its
   * save: its modules load now (the deal's group arithmetic arrives with it), and it greets the
   * friend's table once the channel is open.
   */
  private async startLive(seed: string, saved?: unknown, greet = true): Promise<void> {
    const { startLive, resumeLive } = await import('./table/live');
    const args = { store: this.store, status: this.status, keep: (s: unknown) => this.tableSave.write(s), clock: this.clock, waitMs: this.waitMs };
    const host = this.session.role === 'host' ? this.session.side : this.friendSide;
    this.store.setState({ players: this.players() });
    this.live = saved ? resumeLive(saved, this.session.game, args) : startLive(this.session.game, this.session.role, host, seed, args);
    this.status.setState({ dealt: true });
    if (greet && this.send) this.live.connected(this.send);
  }

  /** The seed came from both devices: the game starts on both, the same. */
  private async begin(seed: string, seedShares: [string, string], greet = true): Promise<void> {
    const { session } = this;
    if (session.options.deal) return this.startLive(seed, undefined, greet);
    const players = this.players();
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
    if (!session.options.bid || session.options.balanceBid || !session.bid || this.started()) return null;
    return new BidPhase(session.bid, session.game, {
      seat: session.role === 'host' ? 0 : 1,
      post: (m) => this.post(m),
      keep: () => this.keep(session),
      forfeit: (reason, text) => this.forfeit(reason, text, -1),
      show: (bid) => this.status.setState({ bid: { ...bid, me: session.role === 'host' ? 0 : 1 } }),
      settled: (side, options) => {
        session.side = side;
        session.options = { ...session.options, ...options };
        delete session.bid;
        this.keep(session);
        // the seed is asked in turn, after the message that settled the bid (never beside the queue)
        if (session.role === 'host') void this.enqueue(() => this.dealWhenCompared());
      },
    });
  }

  /** This page's player chooses the winning bid, having rolled higher on identical bids. */
  chooseBid(seat: 0 | 1): void {
    void this.enqueue(() => this.bidPhase()?.choose(seat));
  }

  // ------------------------------------------------------------------ refusals and forfeits

  /** The roll the friend keeps waiting, if any: his reveal after our share, or his share for our commit (not the seed's: no game yet). */
  private pendingWait(): { n: number; reason: 'withheldReveal' | 'withheldShare' } | null {
    const { share, commit } = this.session;
    if (share && share.n >= 0) return { n: share.n, reason: 'withheldReveal' };
    if (commit && commit.n >= 0) return { n: commit.n, reason: 'withheldShare' };
    return null;
  }

  /**
   * Count the time the friend keeps a roll waiting while the channel is open, kept in the session
   * so that dialling again (or a reload) does not start it over; at WAIT_MS he forfeits.
   */
  private watchWait(): void {
    const now = this.clock.now();
    if (this.waitSince !== null && this.session.waited) this.session.waited.ms += now - this.waitSince;
    this.waitSince = null;
    this.waitTimer?.();
    this.waitTimer = null;
    const w = this.ended ? null : this.pendingWait();
    if (!w) {
      delete this.session.waited;
      return;
    }
    if (this.session.waited?.n !== w.n) this.session.waited = { n: w.n, ms: 0 };
    if (!this.send) return;
    this.waitSince = now;
    this.waitTimer = this.clock.after(Math.max(0, this.waitMs - this.session.waited.ms), () => {
      this.waitTimer = null;
      if (this.send && this.pendingWait()?.n === w.n) this.forfeit(w.reason, '', w.n);
    });
  }

  /** Something from the friend's device was refused: nothing of it was applied; the player is told and the evidence kept. */
  private trouble(trouble: Trouble, text: unknown, n?: number, detail?: unknown): void {
    const raw = evidenceText(text);
    const note = {
      trouble,
      n: n ?? null,
      at: new Date().toISOString(),
      size: raw.length,
      text: raw.slice(0, EVIDENCE_TEXT),
      detail: detail instanceof Error ? detail.message : detail === undefined ? null : evidenceText(detail),
    };
    this.status.setState((s) => {
      s.warn = true;
      s.refusals.push(note);
      if (s.refusals.length > KEEP_FIRST + KEEP_LAST) s.refusals.splice(KEEP_FIRST, 1);
    });
    this.session.refusals = [...this.status.getState().refusals];
    if (!this.handedOver) this.keep(this.session);
  }

  /** A wrong or withheld reveal, or a second roll of the same dice: the friend forfeits the game. */
  private forfeit(reason: RollForfeit, text: unknown, n: number): void {
    this.trouble(reason, text, n);
    this.ended = true;
    this.store.getState().cancelRoll();
    this.session.forfeit = { winner: this.session.side, reason, n };
    this.save();
    this.status.setState({ forfeit: this.session.forfeit });
  }
}
