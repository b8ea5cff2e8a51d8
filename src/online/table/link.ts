/**
 * One page of a game over the deal, between two devices (docs/remote.md "A game over the deal,
 * between two pages"): the table (./table.ts) carried by texts. The duties are a single sequence
 * both pages work out alike, so each message of the table has its place `k`; the page due makes
 * it, keeps it, then sends it, and on every (re)connection each page says how many it has, so the
 * other sends again what it lacks. An action that needs dice is committed to first (`dealCommit`,
 * the action and the hash of a secret), the other answers with its share, and the action then
 * goes with both secrets as its entropy's shares. At the end both publish their keys and each
 * audits the whole deal (D7). Transport-free: texts in, texts out, so tests drive two directly.
 *
 * Trust: every text is read for its shape (./wire.ts), every move checked by the deal, every
 * action by the engine on the common state. A move that breaks a proof, a roll whose reveal is not
 * its commitment, a share or reveal withheld for WAIT_MS of open channel, or an audit that fails,
 * forfeits the other page; anything else refused is kept as evidence and changes nothing.
 */
import { apply, RuleError, type Action, type GameState, type RecordedAction, type Side } from '../../engine';
import { NO_ENTROPY } from '../../store/entropy';
import { sameAction } from '../checks';
import { commitOf, jointEntropy, newSecret } from '../crypto';
import { auditDeal, DealError, makeAudit, newPage, other, type DealMove, type PageSecrets, type Role, type Verdict } from '../deal';
import { webRandom, type RandomBytes } from '../deal/group';
import { realClock, WAIT_MS, type Clock } from '../clock';
import { act, perform } from './moves';
import { duty, newPublic, pageView, receive, sent, type Duty, type TableMessage, type TablePage } from './table';
import { readWire, type WireMessage } from './wire';

/** Why the other page forfeits. */
export type LinkForfeit = 'wrongDeal' | 'wrongReveal' | 'reroll' | 'withheld' | 'failedAudit';

/** Something of the other page's refused: kept as evidence (the first ones and the last ones). */
export interface LinkRefusal {
  code: string;
  rule: string;
  /** the place in the table's sequence it came at */
  k: number;
  text: string;
}

/** What a page keeps of a game over the deal: enough to rebuild it after a reload, and nothing of the other's secrets. */
export interface LinkSave {
  v: 1;
  game: string;
  role: Role;
  sides: Record<Role, Side>;
  /** the common game's seed: public (no draw and no die comes from it: an action that uses the generator carries both pages' shares) */
  seed: string;
  /** this page's keys and permutations */
  secrets: PageSecrets;
  /** every message of the table in order, and which page made it: the page is rebuilt from them */
  log: { by: Role; msg: TableMessage }[];
  /** this page's open commitment: its action at place `k` waits for the other's share */
  commit: { k: number; action: Action; secret: string; hash: string } | null;
  /** this page's share for the other's commitment at `k`, given again if asked again */
  share: { k: number; action: Action; hash: string; secret: string } | null;
  /** the keys both pages published at the end */
  audits: Partial<Record<Role, DealMove>>;
  verdict: Verdict | null;
  forfeit: { winner: Side; reason: LinkForfeit; k: number; rule: string } | null;
  refusals: LinkRefusal[];
  /** open-channel time the other page has kept `at` waiting so far (counted across reconnects) */
  waited: { at: string; ms: number } | null;
}

export interface LinkOptions {
  /** called with the page's save after every change, before anything is sent */
  keep?: (save: LinkSave) => void;
  /** called after every change (the page re-renders) */
  changed?: () => void;
  clock?: Clock;
  waitMs?: number;
  /** bytes for keys, permutations and proofs (tests seed them) */
  random?: RandomBytes;
  /** a share of a roll (tests seed them) */
  secret?: () => string;
}

const KEEP_FIRST = 5;
const KEEP_LAST = 20;
const EVIDENCE_TEXT = 4096;

/** The codes of the deal that are no mistake of an honest page's: a move that breaks a proof or a step of the deal. */
const notCheating = new Set(['notDue', 'malformed', 'tooLarge', 'otherGame']);

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

/**
 * A save read back from storage: its shape checked before the page is rebuilt from it (the
 * rebuilding checks every message of the other page's again). A DealError when it is none.
 */
export function readLinkSave(x: unknown, game: string): LinkSave {
  const bad = (why: string): never => {
    throw new DealError('badSave', 'D0', `not a save of this game's table: ${why}`);
  };
  if (!isObject(x) || x.v !== 1) return bad('version');
  if (x.game !== game) return bad('another game');
  if (x.role !== 'host' && x.role !== 'guest') return bad('role');
  if (!isObject(x.sides) || !isObject(x.secrets) || !isObject(x.audits) || typeof x.seed !== 'string') return bad('parts');
  if (!Array.isArray(x.log) || !Array.isArray(x.refusals)) return bad('lists');
  return structuredClone(x) as unknown as LinkSave;
}

export class TableLink {
  private page: TablePage;
  private send: ((text: string) => void) | null = null;
  private queue: Promise<void> = Promise.resolve();
  private waitTimer: (() => void) | null = null;
  private waitSince: number | null = null;
  private readonly clock: Clock;
  private readonly waitMs: number;
  private readonly random: RandomBytes;
  private readonly secret: () => string;

  private constructor(
    readonly save: LinkSave,
    private readonly options: LinkOptions,
  ) {
    this.clock = options.clock ?? realClock;
    this.waitMs = options.waitMs ?? WAIT_MS;
    this.random = options.random ?? webRandom;
    this.secret = options.secret ?? newSecret;
    let page: TablePage = { role: save.role, pub: newPublic(save.game, save.seed, save.sides), secrets: save.secrets, own: {} };
    // rebuilt from the messages in order: this page's own taken as its own, the other's checked again
    for (const { by, msg } of save.log) page = by === save.role ? sent(page, msg) : receive(page, msg);
    this.page = page;
  }

  /** A new game over the deal on this page. */
  static start(game: string, role: Role, sides: Record<Role, Side>, seed: string, options: LinkOptions = {}): TableLink {
    const save: LinkSave = {
      v: 1,
      game,
      role,
      sides,
      seed,
      secrets: newPage(role),
      log: [],
      commit: null,
      share: null,
      audits: {},
      verdict: null,
      forfeit: null,
      refusals: [],
      waited: null,
    };
    const link = new TableLink(save, options);
    link.advance();
    return link;
  }

  /** This page's game again, from its save (after a reload). */
  static restore(save: LinkSave, options: LinkOptions = {}): TableLink {
    const link = new TableLink(structuredClone(save), options);
    link.advance();
    return link;
  }

  get role(): Role {
    return this.save.role;
  }

  get side(): Side {
    return this.save.sides[this.role];
  }

  /** What the table waits for now. */
  get duty(): Duty {
    return duty(this.page.pub)[1];
  }

  /** The game as this page's player sees it: his own cards and those shown, the rest unknown slots. */
  view(): GameState {
    return pageView(this.page);
  }

  /** The state both pages hold alike. */
  get common(): GameState {
    return this.page.pub.common;
  }

  /** The engine's record, the same on both pages: every action with its reveals and claims. */
  get record(): readonly RecordedAction[] {
    return this.page.pub.record;
  }

  /** Every move of the deal, the audits last once both are in: what anyone can check with `auditDeal`. */
  get moves(): DealMove[] {
    return [...this.page.pub.moves, ...(['host', 'guest'] as const).flatMap((r) => (this.save.audits[r] ? [this.save.audits[r]] : []))];
  }

  /** The cards this page alone knows, by the engine's unknown slot: those it drew and has not shown. */
  get hidden(): Readonly<Record<string, number>> {
    return this.page.own;
  }

  /** This page's action waiting for the other page's share of its roll, if any. */
  get rolling(): Action | null {
    return this.save.commit?.action ?? null;
  }

  /** This page waits for its own player's action. */
  get ours(): boolean {
    const d = this.duty;
    return !this.save.forfeit && d.t === 'act' && d.by === this.role && !this.save.commit;
  }

  // ------------------------------------------------------------------ the connection

  /** The channel opened: say how far this page's sequence goes; then whatever is due. */
  connected(send: (text: string) => void): void {
    this.send = send;
    this.post({ t: 'dealHello', game: this.save.game, k: this.save.log.length });
    this.advance();
  }

  /** The channel is lost: the other's waiting time stops counting. */
  disconnected(): void {
    this.send = null;
    this.watchWait();
  }

  /** A text from the other page. */
  receive(text: unknown): Promise<void> {
    return this.enqueue(() => this.handle(text), text);
  }

  /** This page's player acts: refused (a RuleError, nothing changed) or on its way (rolled with the other page first when it needs dice). */
  play(action: Action): Promise<RuleError | null> {
    let out: RuleError | null = null;
    return this.enqueue(async () => {
      out = await this.playNow(action);
    }).then(() => out);
  }

  /** Settled once everything received or played so far has been handled. */
  async idle(): Promise<void> {
    let q;
    do {
      q = this.queue;
      await q;
    } while (q !== this.queue);
  }

  // ------------------------------------------------------------------ inside

  private enqueue(step: () => unknown, text: unknown = ''): Promise<void> {
    this.queue = this.queue.then(step).then(
      () => undefined,
      (e: unknown) => this.refused('unexpected', 'D0', text, e instanceof Error ? e.message : ''),
    );
    return this.queue;
  }

  private post(m: WireMessage): void {
    this.send?.(JSON.stringify(m));
  }

  private kept(): void {
    this.options.keep?.(this.save);
    this.watchWait();
    this.options.changed?.();
    for (const fn of this.watchers) fn();
  }

  private readonly watchers = new Set<() => void>();

  /** Call `fn` after every change (the page shows the game again); returns what stops it. */
  watch(fn: () => void): () => void {
    this.watchers.add(fn);
    return () => void this.watchers.delete(fn);
  }

  /** A message of the table taken: logged and kept, then sent if it is this page's. */
  private take(page: TablePage, msg: TableMessage, by: Role): void {
    this.page = page;
    this.save.secrets = page.secrets;
    const k = this.save.log.length;
    this.save.log.push({ by, msg });
    this.kept();
    if (by === this.role) this.post({ t: 'deal', game: this.save.game, k, ...msg });
  }

  /** This page's duties that need no player (a pass, a lift, a share, an answer), then the audit once the game is over. */
  private advance(): void {
    if (this.save.forfeit) return this.kept();
    for (;;) {
      const d = this.duty;
      if (d.t === 'over') return this.audit();
      if (d.by !== this.role || d.t === 'act') return this.kept();
      const { page, msg } = perform(this.page, this.random);
      this.take(page, msg, this.role);
    }
  }

  private async playNow(action: Action): Promise<RuleError | null> {
    const d = this.duty;
    if (!this.ours || d.t !== 'act' || action.side !== d.side)
      return new RuleError('NOT_YOUR_DECISION', '4.5', 'It is not this page’s action now', { duty: d.t });
    // the action tried on this page's view: illegal, or whether it uses dice (a rule that reads a
    // hidden card of the other's cannot tell here: rolled with the other page to be sure)
    let random = true;
    try {
      random = apply(this.view(), { ...action, entropy: NO_ENTROPY } as RecordedAction).finality.random;
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      if (e.code !== 'REVEAL_NEEDED') return e;
    }
    if (!random) {
      let made: { page: TablePage; msg: TableMessage };
      try {
        made = act(this.page, action as RecordedAction, this.random);
      } catch (e) {
        if (e instanceof RuleError) return e;
        throw e;
      }
      this.take(made.page, made.msg, this.role);
      this.advance();
      return null;
    }
    const secret = this.secret();
    this.save.commit = { k: this.save.log.length, action: structuredClone(action), secret, hash: await commitOf(secret) };
    this.kept();
    this.postCommit();
    return null;
  }

  private postCommit(): void {
    const c = this.save.commit;
    if (c) this.post({ t: 'dealCommit', game: this.save.game, k: c.k, action: c.action, hash: c.hash });
  }

  private async handle(text: unknown): Promise<void> {
    let m: WireMessage;
    try {
      m = readWire(text, this.save.game);
    } catch (e) {
      if (e instanceof DealError) return this.refused(e.code, e.rule, text);
      throw e;
    }
    const k = this.save.log.length;
    switch (m.t) {
      case 'dealHello':
        return this.resend(m.k);
      case 'dealCommit':
        return this.onCommit(m, text);
      case 'dealShare':
        return this.onShare(m, text);
      case 'dealAudit':
        return this.onAudit(m.move, text);
      case 'deal': {
        if (this.save.forfeit) return this.refused('ended', 'D0', text);
        if (m.k < k) {
          // sent again after a reconnect: the one this page has, or a second version of it
          const had = this.save.log[m.k]!;
          if (had.by !== this.role && JSON.stringify(had.msg) === JSON.stringify(messageOf(m))) return;
          return this.refused('conflict', 'D0', text);
        }
        if (m.k > k) return this.refused('wrongPlace', 'D0', text);
        return this.onDeal(messageOf(m), text);
      }
    }
  }

  /** The other page has the sequence's first `k` messages: it is sent the rest (all of them this page's) and what is open. */
  private resend(k: number): void {
    for (let i = k; i < this.save.log.length; i++) {
      const { by, msg } = this.save.log[i]!;
      if (by === this.role) this.post({ t: 'deal', game: this.save.game, k: i, ...msg });
    }
    if (this.save.commit?.k === this.save.log.length) this.postCommit();
    const s = this.save.share;
    if (s && s.k === this.save.log.length) this.post({ t: 'dealShare', game: this.save.game, k: s.k, secret: s.secret });
    const mine = this.save.audits[this.role];
    if (mine) this.post({ t: 'dealAudit', game: this.save.game, move: mine });
  }

  private async onDeal(msg: TableMessage, text: unknown): Promise<void> {
    const k = this.save.log.length;
    const a = msg.action;
    const s = this.save.share;
    // dice come only from both pages: an action with entropy carries the shares of a roll this page answered
    if (a && (a.entropy !== undefined || a.shares !== undefined || (s && s.k === k))) {
      if (!s || s.k !== k || !a.shares || a.entropy === undefined) return this.refused('unshared', 'D0', text);
      if (!sameAction(a, s.action)) return this.forfeit('reroll', 'D0', text);
      if (a.shares[1] !== s.secret || (await commitOf(a.shares[0])) !== s.hash || (await jointEntropy(a.shares)) !== a.entropy)
        return this.forfeit('wrongReveal', 'D0', text);
    }
    let page: TablePage;
    try {
      page = receive(this.page, msg);
    } catch (e) {
      if (e instanceof DealError) return notCheating.has(e.code) ? this.refused(e.code, e.rule, text) : this.forfeit('wrongDeal', e.rule, text);
      if (e instanceof RuleError) return this.refused(e.code, e.rule, text);
      throw e;
    }
    if (s?.k === k) this.save.share = null;
    this.take(page, msg, other(this.role));
    this.advance();
  }

  private async onCommit(m: Extract<WireMessage, { t: 'dealCommit' }>, text: unknown): Promise<void> {
    const d = this.duty;
    const k = this.save.log.length;
    if (this.save.forfeit || m.k !== k || d.t !== 'act' || d.by === this.role || m.action.side !== d.side) return this.refused('wrongPlace', 'D0', text);
    const s = this.save.share;
    if (s && s.k === k) {
      // asked again after a reconnect: the same answer; another commitment would be a second roll
      if (s.hash !== m.hash || !sameAction(m.action as RecordedAction, s.action)) return this.forfeit('reroll', 'D0', text);
      return this.post({ t: 'dealShare', game: this.save.game, k, secret: s.secret });
    }
    this.save.share = { k, action: m.action, hash: m.hash, secret: this.secret() };
    this.kept();
    this.post({ t: 'dealShare', game: this.save.game, k, secret: this.save.share.secret });
  }

  private async onShare(m: Extract<WireMessage, { t: 'dealShare' }>, text: unknown): Promise<void> {
    const c = this.save.commit;
    if (!c || c.k !== m.k || this.save.forfeit) return this.refused('wrongPlace', 'D0', text);
    const shares: [string, string] = [c.secret, m.secret];
    const action = { ...c.action, entropy: await jointEntropy(shares), shares } as RecordedAction;
    let made: { page: TablePage; msg: TableMessage };
    try {
      made = act(this.page, action, this.random);
    } catch (e) {
      // the action was legal on this page's view; the other's answers made it illegal: nothing is taken
      if (!(e instanceof RuleError)) throw e;
      this.save.commit = null;
      this.kept();
      return this.refused(e.code, e.rule, text);
    }
    this.save.commit = null;
    this.take(made.page, made.msg, this.role);
    this.advance();
  }

  /** D7: once the game is over, this page publishes its keys, and audits the deal when the other's are in. */
  private audit(): void {
    if (!this.save.audits[this.role]) {
      this.save.audits[this.role] = makeAudit(this.save.secrets);
      this.kept();
      this.post({ t: 'dealAudit', game: this.save.game, move: this.save.audits[this.role]! });
    }
    const theirs = this.save.audits[other(this.role)];
    if (theirs && !this.save.verdict) {
      this.save.verdict = auditDeal(this.save.game, this.moves);
      if (!this.save.verdict.ok && this.save.verdict.by === other(this.role)) return this.forfeit('failedAudit', this.save.verdict.rule, '');
    }
    this.kept();
  }

  private onAudit(move: DealMove, text: unknown): void {
    const them = other(this.role);
    if (move.t !== 'audit' || move.by !== them) return this.refused('notAudit', 'D7', text);
    // keys published before the end would open the cards still in play
    if (this.duty.t !== 'over') return this.refused('early', 'D7', text);
    const had = this.save.audits[them];
    if (had) return JSON.stringify(had) === JSON.stringify(move) ? undefined : this.refused('conflict', 'D7', text);
    this.save.audits[them] = move;
    this.audit();
  }

  /** What the other page keeps this one waiting for, if it is its to send without its player. */
  private waitingFor(): string | null {
    if (this.save.forfeit || this.save.verdict) return null;
    const k = this.save.log.length;
    if (this.save.commit) return `share@${this.save.commit.k}`;
    if (this.save.share?.k === k) return `reveal@${k}`;
    const d = this.duty;
    if (d.t === 'over') return this.save.audits[other(this.role)] ? null : 'audit';
    return d.by !== this.role && d.t !== 'act' ? `${d.t}@${k}` : null;
  }

  /** The other page's waiting time, counted while the channel is open, across reconnects; at WAIT_MS it forfeits. */
  private watchWait(): void {
    const now = this.clock.now();
    if (this.waitSince !== null && this.save.waited) this.save.waited.ms += now - this.waitSince;
    this.waitSince = null;
    this.waitTimer?.();
    this.waitTimer = null;
    const at = this.waitingFor();
    if (!at) {
      this.save.waited = null;
      return;
    }
    if (this.save.waited?.at !== at) this.save.waited = { at, ms: 0 };
    if (!this.send) return;
    this.waitSince = now;
    this.waitTimer = this.clock.after(Math.max(0, this.waitMs - this.save.waited.ms), () => {
      this.waitTimer = null;
      if (this.send && this.waitingFor() === at) this.forfeit('withheld', 'D0', '');
    });
  }

  private refused(code: string, rule: string, text: unknown, detail = ''): void {
    const t = typeof text === 'string' ? text : `[${typeof text}]`;
    const r: LinkRefusal = { code, rule, k: this.save.log.length, text: (detail ? `${detail}: ` : '') + t.slice(0, EVIDENCE_TEXT) };
    const list = [...this.save.refusals, r];
    this.save.refusals = list.length > KEEP_FIRST + KEEP_LAST ? [...list.slice(0, KEEP_FIRST), ...list.slice(-KEEP_LAST)] : list;
    this.kept();
  }

  private forfeit(reason: LinkForfeit, rule: string, text: unknown): void {
    this.refused(reason, rule, text);
    this.save.forfeit = { winner: this.side, reason, k: this.save.log.length, rule };
    this.save.commit = null;
    this.kept();
  }
}

/** The table's message a wire message carries. */
function messageOf(m: Extract<WireMessage, { t: 'deal' }>): TableMessage {
  return m.action ? { moves: m.moves, action: m.action } : { moves: m.moves };
}
