/**
 * The two shares of a game between two devices (docs/remote.md, src/online/crypto.ts): each random
 * number is the SHA-256 of both sides' shares, so a record keeps them and any page can check that
 * its entropy is theirs. Web Crypto's SHA-256.
 */

export const hex = (bytes: Uint8Array): string => Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('');

export async function sha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return hex(new Uint8Array(digest));
}

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
