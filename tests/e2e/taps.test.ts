/**
 * Whole games by taps on touch screens, from the new-game dialog to the end screen: a phone
 * (390×844) and a tablet held upright (768×1024), with touch emulation. Each action is a tap on
 * what offers it (hand card and use, map space, power-struggle card, prompt button); a map
 * target off the view is brought in with the zoom-out button. The page must follow the engine
 * action by action; the page's entropy is fixed, so each run plays the same game. Run time
 * (measured on a shared, heavily loaded machine): about 125 s for the phone game (389 actions,
 * scoring cards and events first) and the tablet game, which holds scoring cards and so ends at
 * Verify Held Cards (4.5.4) after tapping through its warnings (206 actions, about 70 s). And a
 * space armed by a first tap stays armed while the map settles into a new size (the tablet game's
 * taps came while the map settled after its whole-map button, and the view's move disarmed them).
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { legalActions, type Action, type GameState } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import { spaceTarget } from '../controls';
import { fixEntropy, mapSupport, openRecord, perform, record, recordOf, rotating, stateOf, supportById } from './drive';
import { runBrowserTests, useSite } from './harness';

/** Scoring cards at once, then events, else one of the first three legal actions in turn. */
function policy(s: GameState, n: number): Action {
  const legal = legalActions(s);
  return (
    legal.find((x) => x.type === 'play' && CARDS[x.card]!.side === 'scoring') ??
    legal.find((x) => x.type === 'play' && x.use === 'event') ??
    legal[(n * 7) % Math.min(legal.length, 3)]!
  );
}

/** Never a scoring card while another card can be played: the game ends at Verify Held Cards (4.5.4), through its warnings. */
function holding(s: GameState, n: number): Action {
  const legal = legalActions(s);
  const pool = legal.filter((a) => !(a.type === 'play' && CARDS[a.card]!.side === 'scoring'));
  const list = pool.length ? pool : legal;
  return list.find((a) => a.type === 'play' && a.use === 'place') ?? list[(n * 7) % Math.min(list.length, 3)]!;
}

const recorded = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('jn1989.record') ?? '{"actions":[]}').actions.length as number);

async function playByTaps(
  browser: Browser,
  url: string,
  width: number,
  height: number,
  entropy: number,
  choose: (s: GameState, n: number) => Action = policy,
): Promise<{ actions: number; covers: number; ms: number }> {
  const page = await browser.newPage({ viewport: { width, height }, hasTouch: true, isMobile: width < 600 });
  await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
  // the same game on every run: the page's entropy (seed, dice, draws) from a fixed sequence
  await fixEntropy(page, entropy);
  const t0 = Date.now();
  await page.goto(url);
  await page.tap('[data-testid=start]');
  let s: GameState = await (async () => {
    await page.waitForSelector('[data-testid=cover]');
    return stateOf(page);
  })();
  let covers = 0;
  let n = 0;
  let sized = 0;
  for (; s.prompt && n < 1500; n++) {
    let handedOver = false;
    if (await page.$('[data-testid=cover]')) {
      await page.tap('[data-testid=confirm-handover]');
      covers++;
      handedOver = true;
    }
    // at the zoom a prompt for a space opens at (after a handover, before the player zooms):
    // targets at least 44 px tall, no text under 11 px
    if (sized < 3 && handedOver && (await page.$('.space.target'))) {
      sized++;
      // the view is framed after the first paint of the map
      await page.waitForTimeout(150);
      const sizes = await page.evaluate(() => {
        const svg = document.querySelector('svg.map')!;
        const box = svg.getBoundingClientRect();
        const vb = svg.getAttribute('viewBox')!.split(' ').map(Number);
        const scale = box.width / vb[2]!;
        const inView = (r: DOMRect) => r.width > 0 && r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
        const halos = [...document.querySelectorAll('.space.target .target-halo')].map((e) => e.getBoundingClientRect()).filter(inView);
        const svgText = [...svg.querySelectorAll('text')]
          .filter((e) => inView(e.getBoundingClientRect()))
          .map((e) => parseFloat(getComputedStyle(e).fontSize) * scale);
        const htmlText = [...document.querySelectorAll('body *:not(svg):not(svg *)')]
          .filter(
            (e) =>
              [...e.childNodes].some((c) => c.nodeType === 3 && c.textContent!.trim()) && (e as HTMLElement).offsetParent !== null && !e.closest('.sr-only'),
          )
          .map((e) => ({ px: parseFloat(getComputedStyle(e).fontSize), text: e.textContent!.slice(0, 30) }));
        return {
          halos: halos.map((r) => r.height),
          svgText,
          htmlText,
          vb: svg.getAttribute('viewBox'),
          w: box.width,
          h: box.height,
          coarse: matchMedia('(pointer: coarse)').matches,
        };
      });
      expect(sizes.halos.length, 'targets in view').toBeGreaterThan(0);
      for (const h of sizes.halos) expect(h, `action ${n}: ${JSON.stringify({ ...sizes, htmlText: 0, svgText: 0 })}`).toBeGreaterThanOrEqual(44);
      for (const px of sizes.svgText) expect(px).toBeGreaterThanOrEqual(11 - 1e-6);
      for (const t of sizes.htmlText) expect(t.px, t.text).toBeGreaterThanOrEqual(11);
    }
    // the prompt and its buttons are on screen, not below it
    const bar = await page.$eval('[data-testid=action-bar]', (e) => {
      const r = e.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight;
    });
    expect(bar, `action bar in view before action ${n}`).toBe(true);
    s = await stateOf(page);
    if (!s.prompt) break;
    const a = choose(s, n);
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
            return JSON.stringify({
              svg: [r.left, r.top, r.width, r.height],
              vb: s.getAttribute('viewBox'),
              t: t && [t.left, t.top, t.width, t.height],
              html: document.querySelector('.prompt')?.textContent,
            });
          }),
        );
      }
      throw new Error(`action ${n} (${JSON.stringify(a)}): ${String(e).slice(0, 300)}`);
    }
    await page.waitForFunction((k) => JSON.parse(localStorage.getItem('jn1989.record') ?? '{"actions":[]}').actions.length === k, n + 1, { timeout: 5000 });
    if (n % 50 === 0 && !(await page.$('[data-testid=cover]'))) expect(await mapSupport(page)).toEqual(supportById(await stateOf(page)));
  }
  s = await stateOf(page);
  expect(s.result).not.toBeNull();
  expect(await recorded(page)).toBe(n);
  const end = await page.waitForSelector('[data-testid=end-screen]');
  expect(await end.getAttribute('data-winner')).toBe(s.result!.winner ?? 'draw');
  await page.close();
  return { actions: n, covers, ms: Date.now() - t0 };
}

describe.skipIf(!runBrowserTests)('complete games by taps', () => {
  const site = useSite();

  it('on a phone, 390×844', async () => {
    const r = await playByTaps(site.browser, site.url, 390, 844, 6);
    console.log(`phone game by taps: ${r.actions} actions, ${r.covers} covers, ${(r.ms / 1000).toFixed(1)} s`);
  }, 600_000);

  it('6.1 on a tablet: a space a first tap armed stays armed while the map settles into a new size, and the second tap places', async () => {
    // seed 'taps' by the rotating policy until the first Ops placement of turn 1's action rounds
    const { record: rec, state } = record('taps', rotating, (s) => s.prompt?.kind === 'placeSupport' && s.round >= 1);
    const page = await site.browser.newPage({ viewport: { width: 768, height: 1024 }, hasTouch: true });
    await openRecord(page, site.url, rec);
    await page.tap('[data-testid=confirm-handover]');
    await page.waitForSelector('.space.target');
    await page.waitForTimeout(150);
    // the target nearest the middle of the view, so that it stays in view when the map's size changes
    const spaces = legalActions(state).flatMap((a) => (a.type === 'place' ? [a.space] : []));
    const near = await page.evaluate((ids) => {
      const box = document.querySelector('svg.map')!.getBoundingClientRect();
      const [mx, my] = [box.left + box.width / 2, box.top + box.height / 2];
      const d = (id: string) => {
        const r = document.querySelector(`[data-space="${id}"]`)!.getBoundingClientRect();
        return Math.hypot(r.left + r.width / 2 - mx, r.top + r.height / 2 - my);
      };
      return [...ids].sort((a, b) => d(a) - d(b))[0]!;
    }, spaces);
    const centre = () =>
      page.$eval(spaceTarget(near), (el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      });
    const first = await centre();
    await page.touchscreen.tap(first.x, first.y);
    await page.waitForSelector(`[data-tip-space="${near}"] [data-testid=tap-again]`);
    // the map takes a new size (the window or a panel under it changes): its view moves
    const view = await page.getAttribute('svg.map', 'viewBox');
    await page.setViewportSize({ width: 768, height: 940 });
    await page.waitForFunction((v) => document.querySelector('svg.map')!.getAttribute('viewBox') !== v, view);
    await page.waitForTimeout(300);
    // still armed: its cost and the call for a second tap, at its new place
    expect(await page.$(`[data-tip-space="${near}"] [data-testid=tap-again]`), near).not.toBeNull();
    expect(await page.$(`[data-tip-space="${near}"] [data-testid=place-cost]`), near).not.toBeNull();
    expect(await recorded(page)).toBe(rec.actions.length);
    const second = await centre();
    await page.touchscreen.tap(second.x, second.y);
    await page.waitForFunction((k) => JSON.parse(localStorage.getItem('jn1989.record')!).actions.length === k, rec.actions.length + 1);
    expect((await recordOf(page)).actions.at(-1)).toMatchObject({ type: 'place', space: near });
    await page.close();
  }, 60_000);

  it('on a tablet held upright, 768×1024, to a held scoring card', async () => {
    const r = await playByTaps(site.browser, site.url, 768, 1024, 7, holding);
    console.log(`tablet game by taps: ${r.actions} actions, ${r.covers} covers, ${(r.ms / 1000).toFixed(1)} s`);
  }, 600_000);
});
