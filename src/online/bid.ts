/**
 * The play balance bid (13.0) between two devices, before the first deal: each page seals its bid
 * (a hash of the bid and a salt), reveals it only once it holds the other's seal, and both resolve
 * the same outcome with the engine's rules (src/engine/bid.ts). Identical bids are broken by dice
 * that come from both salts, and the seat that rolled higher chooses which bid wins.
 * The host is seat 0 (Player 1), the guest seat 1.
 */
import seedrandom from 'seedrandom';
import { bidKind, resolveBid, tieRolls, type Bid, type BidOutcome, type GameOptions, type Seat, type Side } from '../engine';
import { bidCommitOf, jointEntropy, newSecret } from './crypto';
import type { Message } from './protocol';

/** What a page keeps of the bid (in its session): its own bid and salt, then the friend's. */
export interface BidState {
  mine: Bid;
  salt: string;
  /** the friend's seal, then his bid and salt once revealed */
  theirHash?: string;
  theirs?: Bid;
  theirSalt?: string;
  /** identical bids: the dice and the seat that rolled higher */
  tie?: { rolls: number[]; high: Seat };
  /** the winning bid's seat, chosen by the higher roll */
  choice?: Seat;
}

export interface BidOutcomeShown {
  bids: [Bid, Bid];
  outcome: BidOutcome | null;
  tie: { rolls: number[]; high: Seat } | null;
  /** this page rolled higher and chooses */
  chooses: boolean;
  /** this page's seat (0 the host, 1 the guest) */
  me?: Seat;
}

export interface BidHooks {
  seat: Seat;
  post(m: Message): void;
  keep(): void;
  /** a seal that does not match its bid, or a second seal */
  forfeit(reason: 'wrongReveal' | 'reroll', text: string): void;
  /** the outcome, or the tie waiting for a choice, for the page to show */
  show(shown: BidOutcomeShown): void;
  /** the bid is settled: this page's side, and the options the first deal takes */
  settled(side: Side, options: Pick<GameOptions, 'balanceBid' | 'extraSupport'>): void;
}

export function newBid(mine: Bid): BidState {
  return { mine, salt: newSecret() };
}

/** One page's side of the bid; `state` lives in the session, so a reload takes it up again. */
export class BidPhase {
  constructor(
    private readonly state: BidState,
    private readonly game: string,
    private readonly h: BidHooks,
  ) {}

  /** Seal (again, after a reconnection): the same seal every time. */
  async seal(): Promise<void> {
    this.h.post({ t: 'bidCommit', game: this.game, hash: await bidCommitOf(this.state.mine, this.state.salt) });
  }

  async onCommit(hash: string, text: string): Promise<void> {
    if (this.state.theirHash && this.state.theirHash !== hash) return this.h.forfeit('reroll', text);
    this.state.theirHash = hash;
    this.h.keep();
    // the friend's bid is sealed (ours went with our hello's answer): ours can be shown
    this.h.post({ t: 'bidReveal', game: this.game, side: this.state.mine.side, sp: this.state.mine.sp, salt: this.state.salt });
  }

  async onReveal(m: Extract<Message, { t: 'bidReveal' }>, text: string): Promise<void> {
    const theirs: Bid = { side: m.side, sp: m.sp };
    if (!this.state.theirHash || (await bidCommitOf(theirs, m.salt)) !== this.state.theirHash) return this.h.forfeit('wrongReveal', text);
    this.state.theirs = theirs;
    this.state.theirSalt = m.salt;
    this.h.keep();
    await this.resolve();
  }

  onChoice(seat: Seat, text: string): Promise<void> {
    const tie = this.state.tie;
    // only the seat that rolled higher chooses, and only once
    if (!tie || tie.high === this.h.seat || (this.state.choice !== undefined && this.state.choice !== seat)) {
      this.h.forfeit('reroll', text);
      return Promise.resolve();
    }
    this.state.choice = seat;
    this.h.keep();
    return this.resolve();
  }

  /** This page rolled higher: its player chooses the winning bid. */
  choose(seat: Seat): Promise<void> {
    if (!this.state.tie || this.state.tie.high !== this.h.seat || this.state.choice !== undefined) return Promise.resolve();
    this.state.choice = seat;
    this.h.keep();
    this.h.post({ t: 'bidChoice', game: this.game, seat });
    return this.resolve();
  }

  private bids(): [Bid, Bid] {
    const { mine, theirs } = this.state;
    return this.h.seat === 0 ? [mine, theirs!] : [theirs!, mine];
  }

  /** Both bids known: the outcome, or the tie's dice from both salts and the choice they ask for. */
  private async resolve(): Promise<void> {
    if (!this.state.theirs || !this.state.theirSalt) return;
    const bids = this.bids();
    if (bidKind(bids) === 'identical' && !this.state.tie) {
      const salts: [string, string] = this.h.seat === 0 ? [this.state.salt, this.state.theirSalt] : [this.state.theirSalt, this.state.salt];
      this.state.tie = tieRolls(seedrandom(await jointEntropy(salts)));
      this.h.keep();
    }
    const tie = this.state.tie ?? null;
    if (tie && this.state.choice === undefined) return this.h.show({ bids, outcome: null, tie, chooses: tie.high === this.h.seat });
    const outcome = resolveBid(bids, this.state.choice);
    this.h.show({ bids, outcome, tie, chooses: false });
    this.h.settled(outcome.sides[this.h.seat], {
      balanceBid: { bids, ...(tie ? { tieRoll: tie.rolls } : {}) },
      ...(outcome.extraSupport ? { extraSupport: outcome.extraSupport } : {}),
    });
  }
}
