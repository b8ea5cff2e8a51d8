/**
 * Whole games by taps on touch screens, from the new-game dialog to the end screen: a phone
 * (390×844) and a tablet held upright (768×1024), with touch emulation. Each action is a tap on
 * what offers it (hand card and use, map space, power-struggle card, prompt button); a map
 * target off the view is brought in with the zoom-out button. The page must follow the engine
 * action by action. Run time (measured on a shared, loaded machine): about 55 s for the phone game
 * (4 turns, 191 actions, an automatic victory) and 75 s for the tablet game (4 turns, 235 actions,
 * lost by a held scoring card, so the 4.5.4 confirmation is tapped through).
 */
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, type Action, type GameState } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import { mapSupport, perform, supportById } from './drive';
import { buildApp, hasChromium, launch, serve } from './harness';

const run = hasChromium || Boolean(process.env.CI);

/** Scoring cards at once, then events, else one of the first three legal actions in turn. */
function policy(s: GameState, n: number): Action {
  const legal = legalActions(s);
  return (
    legal.find((x) => x.type === 'play' && CARDS[x.card]!.side === 'scoring') ??
    legal.find((x) => x.type === 'play' && x.use === 'event') ??
    legal[(n * 7) % Math.min(legal.length, 3)]!
  );
}

const recorded = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('jn1989.record') ?? '{"actions":[]}').actions.length as number);

async function playByTaps(browser: Browser, url: string, width: number, height: number, seed: string): Promise<{ actions: number; covers: number; ms: number }> {
  const page = await browser.newPage({ viewport: { width, height }, hasTouch: true, isMobile: width < 600 });
  await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
  const t0 = Date.now();
  await page.goto(url);
  await page.fill('[data-testid=seed]', seed);
  await page.tap('[data-testid=start]');
  let s = newGame({ seed });
  let covers = 0;
  let n = 0;
  for (; s.prompt && n < 1500; n++) {
    if (await page.$('[data-testid=cover]')) {
      await page.tap('[data-testid=confirm-handover]');
      covers++;
    }
    // the prompt and its buttons are on screen, not below it
    const bar = await page.$eval('[data-testid=action-bar]', (e) => {
      const r = e.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight;
    });
    expect(bar, `action bar in view before action ${n}`).toBe(true);
    const a = policy(s, n);
    try {
      await perform(page, a, 'tap');
    } catch (e) {
      if (process.env.TAPS_SHOT) {
        await page.screenshot({ path: process.env.TAPS_SHOT });
        console.log(
          await page.evaluate(() => {
            const s = document.querySelector('svg.map')!;
            const r = s.getBoundingClientRect();
            const t = document.querySelector('.space.target')?.getBoundingClientRect();
            return JSON.stringify({ svg: [r.left, r.top, r.width, r.height], vb: s.getAttribute('viewBox'), t: t && [t.left, t.top, t.width, t.height], html: document.querySelector('.prompt')?.textContent });
          }),
        );
      }
      throw new Error(`action ${n} (${JSON.stringify(a)}): ${String(e).slice(0, 300)}`);
    }
    s = apply(s, a);
    await page.waitForFunction((k) => JSON.parse(localStorage.getItem('jn1989.record') ?? '{"actions":[]}').actions.length === k, n + 1, { timeout: 5000 });
    if (n % 50 === 0 && !(await page.$('[data-testid=cover]'))) expect(await mapSupport(page)).toEqual(supportById(s));
  }
  expect(s.result).not.toBeNull();
  expect(await recorded(page)).toBe(n);
  const end = await page.waitForSelector('[data-testid=end-screen]');
  expect(await end.getAttribute('data-winner')).toBe(s.result!.winner ?? 'draw');
  await page.close();
  return { actions: n, covers, ms: Date.now() - t0 };
}

describe.skipIf(!run)('complete games by taps', () => {
  let browser: Browser;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const dir = await buildApp();
    ({ url, server } = await serve(dir));
    browser = await launch();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('on a phone, 390×844', async () => {
    const r = await playByTaps(browser, url, 390, 844, 'tap-6');
    console.log(`phone game by taps: ${r.actions} actions, ${r.covers} covers, ${(r.ms / 1000).toFixed(1)} s`);
  }, 300_000);

  it('on a tablet held upright, 768×1024', async () => {
    const r = await playByTaps(browser, url, 768, 1024, 'tap-7');
    console.log(`tablet game by taps: ${r.actions} actions, ${r.covers} covers, ${(r.ms / 1000).toFixed(1)} s`);
  }, 400_000);
});
