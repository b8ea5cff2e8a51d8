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
  | 'checksum'
  | 'wrongShare'
  | 'wrongReveal'
  | 'withheldReveal'
  | 'reroll'
  | 'abandoned'
  | 'unexpected';

/** Why the friend forfeits: a wrong or withheld reveal, a second roll of the same dice, or a roll taken back after its result was known. */
export type Forfeit = 'wrongReveal' | 'withheldReveal' | 'reroll' | 'abandoned';

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
  refusals: Refused[];
  forfeit: { winner: Side; reason: Forfeit; n: number } | null;
  said: { phrase: Phrase; at: number } | null;
  /** the broker could not be reached, or refused us */
  brokerError: string | null;
  /** the invitation: the host's own (waiting room) or the one this page was opened with */
  invite: Invite | null;
  /** the host's link to send */
  url: string | null;
  /** the play balance bid (13.0): the outcome, or a tie waiting for the higher roller's choice */
  bid: BidOutcomeShown | null;
  /** a roll in flight: this page's (waiting for the friend's share) or the friend's (waiting for his reveal) */
  roll: 'ours' | 'theirs' | null;
}

export const initialStatus = (): OnlineStatus => ({
  connection: 'connecting',
  friend: '',
  refusals: [],
  forfeit: null,
  said: null,
  brokerError: null,
  invite: null,
  url: null,
  bid: null,
  roll: null,
});

/** Its nested updates (the refusals kept as evidence) go through Immer; it loads with the online chunk only. */
export const createStatus = () => createStore<OnlineStatus>()(immer(initialStatus));
export type StatusStore = ReturnType<typeof createStatus>;
