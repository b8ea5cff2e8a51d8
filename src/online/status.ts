/** What the page shows of a game between two devices: the connection, the friend, refusals, a forfeit, a quick message. */
import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import type { Side } from '../engine';
import type { BidOutcomeShown } from './bid';
import type { Invite } from './invite';
import type { Phrase } from './protocol';

/** Why something from the friend's device was refused (`online.trouble.<code>` in the catalogues). */
export type Trouble =
  | 'tooLarge'
  | 'malformed'
  | 'otherGame'
  | 'version'
  | 'rules'
  | 'wrongPlace'
  | 'notYours'
  | 'illegal'
  | 'unshared'
  /** a move from the page whose seat the computer took: it only watches */
  | 'watching'
  | 'checksum'
  | 'wrongShare'
  | 'wrongReveal'
  | 'withheldReveal'
  | 'reroll'
  | 'abandoned'
  | 'withheldShare'
  | 'unexpected';

/** Why the friend forfeits: a wrong or withheld reveal, a second roll of the same dice, or a roll taken back after its result was known. */
export type RollForfeit = 'wrongReveal' | 'withheldReveal' | 'withheldShare' | 'reroll' | 'abandoned';
export type Forfeit =
  | RollForfeit
  /** a game over the deal (./table/link.ts): a move its proof does not cover, a step of the deal withheld, a lie the audit found */
  | 'wrongDeal'
  | 'withheldStep'
  | 'failedAudit';

/**
 * A page that is not the friend's tried this game's channel and was refused (./binding.ts): it
 * showed another key than the one pinned (`otherKey`), failed to prove its key (`wrongProof`), or
 * sent something else than the greeting and its proof (`malformed`). `by`: refused here, or on the
 * friend's page (which told this one).
 */
export interface Intrusion {
  at: string;
  reason: 'otherKey' | 'wrongProof' | 'malformed';
  by: 'here' | 'friend';
  /** the start of what it sent */
  text: string;
}

/** A refused message, kept as evidence: what it was, where in the record, and its text (cut to 4 KB). */
export interface Refused {
  trouble: Trouble;
  n: number | null;
  at: string;
  size: number;
  text: string;
  detail: string | null;
}

export type Connection = 'connecting' | 'connected' | 'reconnecting' | 'left';

export interface OnlineStatus {
  connection: Connection;
  /** the friend's name as his device gave it (shown isolated, never as markup) */
  friend: string;
  /** this page's player's name */
  self: string;
  refusals: Refused[];
  /** the last refusal is shown until the friend's page goes on as it should (the evidence stays) */
  warn: boolean;
  forfeit: { winner: Side; reason: Forfeit; n: number } | null;
  said: { phrase: Phrase; at: number } | null;
  /** the broker could not be reached, or refused us */
  brokerError: string | null;
  /** the friend's page let the computer take this page's seat while it was away */
  seatTaken: boolean;
  /** the host's id at the broker is held by another page (this one's before a reload, or someone else's) */
  idTaken: boolean;
  /** the invitation: the host's own (waiting room) or the one this page was opened with */
  invite: Invite | null;
  /** the host's link to send */
  url: string | null;
  /** the play balance bid (13.0): the outcome, or a tie waiting for the higher roller's choice */
  bid: BidOutcomeShown | null;
  /** the two pages' keys as six pictures, the same on both pages (./identity.ts), once the channel is proven */
  fingerprint: string | null;
  /** pages other than the friend's that tried this game's channel: the first ones and the last ones */
  intrusions: Intrusion[];
  /** the six pictures said to match, by this page's player and by the friend's: the first deal waits for both */
  compared: { here: boolean; there: boolean };
  /** a roll in flight: this page's (waiting for the friend's share) or the friend's (waiting for his reveal) */
  roll: 'ours' | 'theirs' | null;
  /** a game over the deal: no page knows the other's cards (so the computer cannot take the friend's seat) */
  dealt: boolean;
}

export const initialStatus = (): OnlineStatus => ({
  connection: 'connecting',
  friend: '',
  self: '',
  refusals: [],
  warn: false,
  forfeit: null,
  said: null,
  brokerError: null,
  idTaken: false,
  seatTaken: false,
  invite: null,
  url: null,
  bid: null,
  roll: null,
  dealt: false,
  fingerprint: null,
  intrusions: [],
  compared: { here: false, there: false },
});

/** Its nested updates (the refusals kept as evidence) go through Immer; it loads with the online chunk only. */
export const createStatus = () => createStore<OnlineStatus>()(immer(initialStatus));
export type StatusStore = ReturnType<typeof createStatus>;
