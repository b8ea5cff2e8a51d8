/**
 * Commit and reveal (docs/remote.md): each random number of a game between two devices comes from
 * both. The side whose action needs randomness commits to a secret (its SHA-256), the other answers
 * with a secret of its own, then the first reveals; the entropy is the SHA-256 of both. Neither can
 * choose it: the first is bound by its commitment before it sees the answer, the second answers
 * without knowing the first secret. Web Crypto's SHA-256; secrets from crypto.getRandomValues.
 */

import { hex, sha256 } from '../store/shares';

// the two shares' entropy, and the check of a record's, are the store's too (it refuses a record
// whose entropy is not its shares' when it loads one)
export { firstWrongShare, jointEntropy, sha256 } from '../store/shares';

/** 128 bits from crypto: one side's share of a random number (32 hex digits). */
export function newSecret(): string {
  const b = new Uint8Array(16);
  globalThis.crypto.getRandomValues(b);
  return hex(b);
}

/** What a side sends before it sees the other's share: binds it to its secret and tells nothing of it. */
export const commitOf = (secret: string): Promise<string> => sha256(`jn1989 commit:${secret}`);

/** A sealed bid (13.0): binds a side and a number of SPs without telling them. */
export const bidCommitOf = (bid: { side: string; sp: number }, salt: string): Promise<string> => sha256(`jn1989 bid:${bid.side}:${bid.sp}:${salt}`);
