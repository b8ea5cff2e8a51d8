/**
 * Commit and reveal (docs/remote.md): each random number of a game between two devices comes from
 * both. The side whose action needs randomness commits to a secret (its SHA-256), the other answers
 * with a secret of its own, then the first reveals; the entropy is the SHA-256 of both. Neither can
 * choose it: the first is bound by its commitment before it sees the answer, the second answers
 * without knowing the first secret. Web Crypto's SHA-256; secrets from crypto.getRandomValues.
 */

const hex = (bytes: Uint8Array): string => Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('');

/** 128 bits from crypto: one side's share of a random number (32 hex digits). */
export function newSecret(): string {
  const b = new Uint8Array(16);
  globalThis.crypto.getRandomValues(b);
  return hex(b);
}

export async function sha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return hex(new Uint8Array(digest));
}

/** What a side sends before it sees the other's share: binds it to its secret and tells nothing of it. */
export const commitOf = (secret: string): Promise<string> => sha256(`jn1989 commit:${secret}`);

/**
 * The entropy of an action (or the seed of the first deal) from the two shares: the acting side's
 * first, then the other's. 32 hex digits, as the engine takes an action's entropy.
 */
export async function jointEntropy(shares: readonly [string, string]): Promise<string> {
  return (await sha256(`jn1989 entropy:${shares[0]}:${shares[1]}`)).slice(0, 32);
}

/**
 * Whether every two-share entropy of a record is the SHA-256 of its shares (and the seed too), so a
 * game between two devices replays and verifies like any other record. Returns the first action
 * number (1-based) that does not, 0 for the seed, or null when all agree.
 */
export async function firstWrongShare(record: {
  options: { seed: string };
  online?: { seedShares: [string, string] };
  actions: readonly { entropy?: string; shares?: [string, string] }[];
}): Promise<number | null> {
  if (record.online && (await jointEntropy(record.online.seedShares)) !== record.options.seed) return 0;
  for (let i = 0; i < record.actions.length; i++) {
    const a = record.actions[i]!;
    if (a.shares && (await jointEntropy(a.shares)) !== a.entropy) return i + 1;
  }
  return null;
}

/** A sealed bid (13.0): binds a side and a number of SPs without telling them. */
export const bidCommitOf = (bid: { side: string; sp: number }, salt: string): Promise<string> => sha256(`jn1989 bid:${bid.side}:${bid.sp}:${salt}`);
