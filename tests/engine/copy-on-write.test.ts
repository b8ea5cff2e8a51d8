/**
 * docs/design.md "State changes are copy-on-write": `apply` never changes its input (every input is
 * deep-frozen here, so any write into it throws), and the parts an action does not change are
 * shared with the input rather than copied.
 */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { apply, legalActions, logEntries, newGame, type GameOptions, type GameState } from '../../src/engine';

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

/** Random legal actions from a new game to its end, every input frozen before it is applied. */
function frozenPlayout(options: GameOptions, check: (prev: GameState, next: GameState) => void = () => {}): GameState {
  const pick = seedrandom(`cow:${options.seed}`);
  let s = newGame(options);
  for (let n = 0; !s.result && n < 5000; n++) {
    const legal = legalActions(s);
    const a = legal[Math.floor(pick() * legal.length)]!;
    const prev = deepFreeze(s);
    const before = JSON.stringify(prev);
    s = apply(prev, a);
    expect(JSON.stringify(prev)).toBe(before);
    check(prev, s);
  }
  expect(s.result).not.toBeNull();
  return s;
}

describe('apply is pure and copies only what it changes', () => {
  // about 2 s alone; the generous limit is for a busy machine
  it('never writes into a frozen input: 12 standard games from start to end', { timeout: 60_000 }, () => {
    for (let g = 0; g < 12; g++) frozenPlayout({ seed: `cow-${g}` });
  });

  it('never writes into a frozen input: 4 family games', { timeout: 60_000 }, () => {
    for (let g = 0; g < 4; g++) frozenPlayout({ seed: `cow-family-${g}`, mode: 'family' });
  });

  it('shares the parts an action leaves alone with its input', { timeout: 60_000 }, () => {
    let placements = 0;
    frozenPlayout({ seed: 'cow-share' }, (prev, next) => {
      if (prev.prompt?.kind !== 'placeSupport' || next.prompt?.kind !== 'placeSupport') return;
      placements++;
      // one SP placed: one support row changes, hands, piles and the rest are the same objects
      const changed = next.support.filter((row, i) => row !== prev.support[i]);
      expect(changed).toHaveLength(1);
      expect(next.hands).toBe(prev.hands);
      expect(next.drawPile).toBe(prev.drawPile);
      expect(next.discard).toBe(prev.discard);
      expect(next.effects).toBe(prev.effects);
      expect(next.power).toBe(prev.power);
      expect(next.tiananmen).toBe(prev.tiananmen);
      // the log grows by its new entries; full chunks of it are shared, not copied
      expect(logEntries(next).slice(0, logEntries(prev).length)).toEqual(logEntries(prev));
      const full = prev.log.length - 1;
      for (let i = 0; i < full; i++) expect(next.log[i]).toBe(prev.log[i]);
    });
    expect(placements).toBeGreaterThan(10);
  });
});
