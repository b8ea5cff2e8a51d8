/**
 * Fresh randomness for the game (docs/design.md "Randomness, undo, save, load"). The seed of a new game
 * and the entropy of each action come from crypto.getRandomValues at the moment they are needed;
 * nothing is drawn ahead, so nothing stored can tell a future die or draw.
 */

function hex(bytes: number): string {
  const b = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** 128 bits for one action (the engine mixes them into its generator when the action uses it). */
export const freshEntropy = (): string => hex(16);

/** 128 bits for the deal of a new game; it determines nothing after the first action. */
export const freshSeed = (): string => hex(16);

/** A game's id: tells records of the same game apart from others (rewinds, tabs). */
export const freshGameId = (): string => hex(8);

/** An action's entropy while the store or a friend's page only asks whether the engine would use it (never recorded). */
export const NO_ENTROPY = '0'.repeat(32);

/** A number in [0, 1) from crypto (the bid's tie dice, 13.0). */
export function cryptoRandom(): number {
  const b = new Uint32Array(1);
  globalThis.crypto.getRandomValues(b);
  return b[0]! / 2 ** 32;
}
