/** The game's generator (src/engine/rng.ts) steps Alea itself: the numbers must be seedrandom's. */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { newGame } from '../../src/engine';
import { random, shuffle } from '../../src/engine/rng';

describe('the game generator is seedrandom’s Alea', () => {
  it('gives the numbers seedrandom.alea gives from the same state, and stores its state', () => {
    const s = newGame({ seed: 'alea' });
    const reference = seedrandom.alea('', { state: { ...(s.rng.state as seedrandom.State.Alea) } });
    for (let i = 0; i < 200; i++) expect(random(s)).toBe(reference());
    expect(s.rng.state).toEqual(reference.state());
  });

  it('starts from the seed on first use', () => {
    const s = { ...newGame({ seed: 'first' }), rng: { seed: 'first-use', state: null } };
    const reference = seedrandom.alea('first-use', { state: true });
    expect(random(s)).toBe(reference());
    expect(s.rng.state).toEqual(reference.state());
  });

  it('shuffles with the same numbers (Fisher–Yates from the last position)', () => {
    const s = newGame({ seed: 'shuffle' });
    const reference = seedrandom.alea('', { state: { ...(s.rng.state as seedrandom.State.Alea) } });
    const cards = Array.from({ length: 30 }, (_, i) => i + 1);
    const expected = [...cards];
    for (let i = expected.length - 1; i > 0; i--) {
      const j = Math.floor(reference() * (i + 1));
      [expected[i], expected[j]] = [expected[j]!, expected[i]!];
    }
    expect(shuffle(s, cards)).toEqual(expected);
    expect(s.rng.state).toEqual(reference.state());
  });
});
