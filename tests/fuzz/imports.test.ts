// @vitest-environment jsdom
/**
 * Fuzz of the players' import (issue 13): damaged, hostile and oversized files go through the
 * store's Load file. Each is either refused with a message in the player's language that names
 * the problem — never "(rule -)", a stack overflow or a raw JavaScript error — leaving the game
 * and the autosave untouched, or it is a whole record that waits for the players' choice.
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import type { Lang } from '../../src/i18n';
import { createGameStore, RECORD_KEY } from '../../src/store/game';
import { readGoldens } from '../../tools/goldens';
import { damageText, STRUCTURAL } from '../../tools/record-fuzz';

type Rnd = () => number;
const int = (rnd: Rnd, n: number) => Math.floor(rnd() * n);
const pick = <T>(rnd: Rnd, xs: readonly T[]): T => xs[int(rnd, xs.length)]!;

/** Hostile changes a player could make to a file (beyond damage). */
const HOSTILE: ((r: Record<string, unknown>, rnd: Rnd) => string)[] = [
  (r, rnd) => (
    ((r.options as Record<string, unknown>).rig = pick(rnd, [{ dice: [6, 6, 6] }, { strategyDeck: [1, 2, 3] }, { powerStruggleDeck: [1] }, {}])),
    'rig'
  ),
  (r, rnd) => (
    ((r.options as Record<string, unknown>)[pick(rnd, ['cheat', 'debug', '__proto__x', 'x'.repeat(5000)])] = pick(rnd, [
      1,
      'y'.repeat(100000),
      { a: [[[[1]]]] },
    ])),
    'unknown option'
  ),
  (r, rnd) => (((r as Record<string, unknown>)[pick(rnd, ['extra', 'state', 'seed'])] = 1), 'unknown field'),
  (r, rnd) => {
    const a = r.actions as Record<string, unknown>[];
    a[int(rnd, a.length)]!.entropy = pick(rnd, ['', 'zz', 5, null, '0'.repeat(31), 'A'.repeat(32)]);
    return 'bad entropy';
  },
  (r, rnd) => {
    const a = r.actions as Record<string, unknown>[];
    a[int(rnd, a.length)]![pick(rnd, ['note', 'rig', 'dice'])] = 1;
    return 'unknown action field';
  },
  (r, rnd) => ((r.rulesVersion = pick(rnd, [0, -1, 1.5, '1', 99, null])), 'rules version'),
  (r, rnd) => ((r.checksum = pick(rnd, ['0000000000000000', 'x', 5, null])), 'checksum'),
  (r, rnd) => ((r.gameId = pick(rnd, ['', 'zz', 5, 'ab'.repeat(40)])), 'game id'),
  (r, rnd) => ((r.computer = pick(rnd, [{ democrat: 'easy' }, { both: 'hard' }, 'x', { democrat: 5 }])), 'computer seats'),
  (r) => ((r.options = { seed: 'x', balanceBid: { bids: Array.from({ length: 3 }, () => ({ side: 'democrat', sp: 1 })) } }), 'balance bid'),
];

const FORBIDDEN = /\(rule -\)|call stack|undefined|\[object|TypeError|SyntaxError|Unexpected token/;

describe('fuzz: Load file in the store', () => {
  const goldens = readGoldens().slice(0, 4);
  const langs: Lang[] = ['en', 'pl', 'de'];
  let tried = 0;
  let refused = 0;
  let asked = 0;

  goldens.forEach((g, gi) =>
    it(`${gi + 1}: damaged and hostile copies of golden game ${gi} are refused clearly or wait for the players' choice`, async () => {
      const rnd = seedrandom(`imports:${gi}`);
      localStorage.clear();
      const store = createGameStore(localStorage);
      store.getState().newGame(`running-${gi}`);
      store.getState().dispatch(legalActions(store.getState().state!)[0]!);
      const text = JSON.stringify(g);
      for (let n = 0; n < 250; n++) {
        let mutated: string;
        let what: string;
        if (n % 3 === 0) ({ text: mutated, what } = damageText(text, rnd));
        else {
          const copy = JSON.parse(text) as Record<string, unknown>;
          what = n % 3 === 1 ? pick(rnd, STRUCTURAL)(copy, rnd).what : pick(rnd, HOSTILE)(copy, rnd);
          mutated = JSON.stringify(copy) ?? 'undefined';
        }
        const lang = langs[n % 3]!;
        store.getState().setLang(lang);
        store.setState({ error: null, ask: null });
        const state = store.getState().state;
        const saved = localStorage.getItem(RECORD_KEY);
        tried++;
        const loaded = await store.getState().importRecord(mutated);
        expect(loaded, `a running game was replaced without asking (${what})`).toBe(false);
        const { error, ask } = store.getState();
        if (ask) {
          asked++;
          expect(ask.notes.length, what).toBeGreaterThan(0);
        } else {
          refused++;
          expect(error, `no message for a file with ${what}`).toMatch(/.{12,}/);
          expect(error, `${what}: ${error}`).not.toMatch(FORBIDDEN);
        }
        expect(store.getState().state, what).toBe(state);
        expect(localStorage.getItem(RECORD_KEY), what).toBe(saved);
      }
    }, 120_000),
  );

  it('counts', () => {
    console.log(`imports fuzz: ${tried} files, ${refused} refused with a message, ${asked} waited for the players' choice`);
    expect(tried).toBe(goldens.length * 250);
  });
});
