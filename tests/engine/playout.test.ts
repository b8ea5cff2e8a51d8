/**
 * Playouts change a private copy in place (src/engine/cow.ts `playoutCopy`, index.ts
 * `applyInPlace`): the same rules and the same game as `apply`, action by action, without
 * touching anything the copy was made from.
 */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { apply, applyInPlace, legalActions, newGame, playoutCopy, RuleError, stateChecksum, type Action, type GameOptions } from '../../src/engine';

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

/** The same random game played both ways; after every action both must agree. */
function playBothWays(options: GameOptions): number {
  const pick = seedrandom(`playout:${options.seed}`);
  let s = newGame(options);
  const p = playoutCopy(s);
  let n = 0;
  for (; !s.result && n < 5000; n++) {
    const legal = legalActions(s);
    expect(legalActions(p)).toEqual(legal);
    const a = legal[Math.floor(pick() * legal.length)]!;
    s = apply(s, a);
    expect(applyInPlace(p, a)).toBe(p);
    expect(stateChecksum(p)).toBe(stateChecksum(s));
    expect(p.prompt).toEqual(s.prompt);
    expect(p.stack).toEqual(s.stack);
  }
  expect(s.result).not.toBeNull();
  expect(p.result).toEqual(s.result);
  return n;
}

describe('applyInPlace plays the same game as apply', () => {
  it('20 standard games, compared after every action', { timeout: 120_000 }, () => {
    let actions = 0;
    for (let g = 0; g < 20; g++) actions += playBothWays({ seed: `inplace-${g}` });
    expect(actions).toBeGreaterThan(2000);
  });

  it('6 family games, compared after every action', { timeout: 120_000 }, () => {
    for (let g = 0; g < 6; g++) playBothWays({ seed: `inplace-family-${g}`, mode: 'family' });
  });
});

describe('a playout copy is private', () => {
  it('shares nothing with its source: the frozen source plays on unchanged', { timeout: 60_000 }, () => {
    const pick = seedrandom('private');
    let s = newGame({ seed: 'private' });
    for (let n = 0; n < 40; n++) s = apply(s, legalActions(s)[Math.floor(pick() * legalActions(s).length)]!);
    const source = deepFreeze(s);
    const before = JSON.stringify(source);
    const p = playoutCopy(source);
    while (!p.result) applyInPlace(p, legalActions(p)[Math.floor(pick() * legalActions(p).length)]!);
    expect(JSON.stringify(source)).toBe(before);
  });

  it('starts with an empty log and no finality; the rules state is the source’s', () => {
    const s = apply(newGame({ seed: 'log' }), legalActions(newGame({ seed: 'log' }))[0]!);
    const p = playoutCopy(s);
    expect(p.log).toEqual([]);
    expect(p.finality).toBeUndefined();
    expect(stateChecksum(p)).toBe(stateChecksum(s));
  });

  it('apply refuses a playout copy: the states it made would change with the copy', () => {
    const p = playoutCopy(newGame({ seed: 'no-apply' }));
    expect(() => apply(p, legalActions(p)[0]!)).toThrow(/applyInPlace only/);
  });

  it('only a playout copy is changed in place', () => {
    const s = newGame({ seed: 'not-a-copy' });
    expect(() => applyInPlace(s, legalActions(s)[0]!)).toThrow(/playout copy/);
  });

  it('an illegal action is refused with a RuleError and changes nothing', () => {
    const p = playoutCopy(newGame({ seed: 'illegal' }));
    const before = JSON.stringify(p);
    const wrong: Action = { side: p.prompt!.side === 'communist' ? 'democrat' : 'communist', type: 'done' };
    expect(() => applyInPlace(p, wrong)).toThrow(RuleError);
    expect(JSON.stringify(p)).toBe(before);
  });

  it('an action with entropy is refused: a playout takes its randomness from the copy', () => {
    const p = playoutCopy(newGame({ seed: 'entropy' }));
    const a = { ...legalActions(p)[0]!, entropy: '0123456789abcdef0123456789abcdef' } as unknown as Action;
    expect(() => applyInPlace(p, a)).toThrow(RuleError);
  });
});
