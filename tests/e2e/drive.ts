/**
 * Driving the page by the engine's actions: seeded records played by fixed policies, and each
 * action done with the mouse on the element that offers it (hand card and use, map space,
 * power-struggle card, prompt button).
 */
import type { Page } from 'playwright-core';
import { apply, legalActions, makeRecord, newGame, replay, type Action, type GameRecord, type GameState } from '../../src/engine';
import { SPACES } from '../../src/engine/data';

export type Policy = (s: GameState, legal: Action[], n: number) => Action;

/** One of the first three legal actions in turn (the screenshots' policy). */
export const rotating: Policy = (_s, legal, n) => legal[(n * 7) % Math.min(legal.length, 3)]!;

/** Play a seeded game by a policy until `stop` says so (or the game ends). */
export function record(seed: string, policy: Policy, stop: (s: GameState, n: number) => boolean): { record: GameRecord; state: GameState } {
  let s = newGame({ seed });
  const actions: Action[] = [];
  for (let n = 0; s.prompt && !stop(s, n) && n < 5000; n++) {
    const a = policy(s, legalActions(s), n);
    s = apply(s, a);
    actions.push(a);
  }
  return { record: makeRecord({ seed }, actions, s), state: s };
}

/** Open the page with a saved game and resume it (the cover is up then). */
export async function openRecord(page: Page, url: string, rec: GameRecord, lang = 'en'): Promise<void> {
  await page.addInitScript(
    ([r, l]) => {
      if (!sessionStorage.getItem('jn-loaded')) {
        localStorage.setItem('jn1989.record', r);
        sessionStorage.setItem('jn-loaded', '1');
      }
      localStorage.setItem('jn1989.lang', l);
    },
    [JSON.stringify(rec), lang] as const,
  );
  await page.goto(url);
  await page.click('[data-testid=resume]');
}

export async function recordOf(page: Page): Promise<GameRecord> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('jn1989.record')!) as GameRecord);
}

/** The state of the game in the page, rebuilt from its saved record. */
export async function stateOf(page: Page): Promise<GameState> {
  return replay(await recordOf(page));
}

/** Do one action with the mouse. */
export async function perform(page: Page, a: Action): Promise<void> {
  switch (a.type) {
    case 'play':
      await page.click(`[data-testid=hand] [data-card="${a.card}"]`);
      await page.click(`[data-use=${a.use}]`);
      // a play that leaves a scoring card held asks first (4.5.4)
      if (await page.$('[data-testid=confirm-held]')) await page.click('[data-testid=confirm-held] [data-confirm=yes]');
      return;
    case 'place':
    case 'check':
    case 'remove':
      await page.click(`.space.target[data-space="${a.space}"]`);
      return;
    case 'psDiscard':
      await page.click(`button[data-ps-card="${a.card}"]`);
      return;
    case 'psPlay':
      await page.click(`button[data-ps-card="${a.card}"]`);
      if (await page.$('[data-suit]')) await page.click(`[data-suit="${a.suit}"]`);
      return;
    case 'surrender':
      await page.click(`[data-action=surrender][data-yes="${a.yes}"] >> nth=0`);
      return;
    case 'select':
      await page.click(`[data-action=select][data-value="${a.value}"]`);
      return;
    case 'eventTiming':
      await page.click(`[data-action=eventTiming][data-when="${a.when}"]`);
      return;
    case 'concede':
      await page.click('[data-action=concede] >> nth=0');
      await page.click('[data-testid=confirm-concede] [data-confirm=yes]');
      return;
    case 'choose':
      await page.click(`.picker [data-card="${a.card}"]`);
      return;
    default:
      await page.click(`[data-action=${a.type}] >> nth=0`);
  }
}

/** The SPs the map shows, by space id. */
export async function mapSupport(page: Page): Promise<Record<string, { communist: number; democrat: number }>> {
  return page.$$eval('[data-space]', (els) =>
    Object.fromEntries(
      els.map((e) => [
        e.getAttribute('data-space')!,
        { communist: Number(e.querySelector('.sp-c')?.textContent ?? 0), democrat: Number(e.querySelector('.sp-d')?.textContent ?? 0) },
      ]),
    ),
  );
}

/** The SPs of a state, by space id, for comparing with the map. */
export function supportById(s: GameState): Record<string, { communist: number; democrat: number }> {
  return Object.fromEntries(SPACES.map((sp) => [sp.id, { communist: s.support[sp.index]!.communist, democrat: s.support[sp.index]!.democrat }]));
}

/**
 * Tests only: make the page's crypto.getRandomValues a seeded xorshift, so the fresh entropy the
 * store draws for each action (and the game id) is the same on every run. The players' page has
 * no such switch; this replaces the browser's function from the test.
 */
export async function fixEntropy(page: Page, seed: number): Promise<void> {
  await page.addInitScript((start) => {
    let x = start >>> 0 || 1;
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      const b = new Uint8Array(array!.buffer, array!.byteOffset, array!.byteLength);
      for (let i = 0; i < b.length; i++) {
        x ^= x << 13;
        x >>>= 0;
        x ^= x >>> 17;
        x ^= x << 5;
        x >>>= 0;
        b[i] = x & 255;
      }
      return array;
    };
  }, seed);
}
