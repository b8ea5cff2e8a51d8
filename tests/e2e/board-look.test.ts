/**
 * Defects of the board found at the real viewports (issue 27, item 5), in Chromium: the header and
 * the board stay put while the computer thinks; a magnified hand card lies wholly inside the
 * viewport, a plain tap magnifies nothing, a released long press closes by itself and nothing stays
 * magnified after a play; the phone reaches the tracks from its bar; the map's +/− and die badges
 * leave the space names clear; the Tiananmen Square track's words have room of their own; the
 * handover tap shows the whole board at once.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../src/engine';
import { openRecord, perform, record, rotating, stateOf } from './drive';
import { runBrowserTests, useSite } from './harness';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

async function phonePage(site: { browser: import('playwright-core').Browser }) {
  return site.browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
}

/** The rectangle of an element, in viewport pixels. */
const rectOf = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });

/** Open a seeded game at the first position where `stop` holds, past the cover. */
async function openAt(page: Page, url: string, seed: string, stop: (s: GameState, n: number) => boolean): Promise<GameState> {
  const { record: rec, state } = record(seed, rotating, stop);
  await openRecord(page, url, rec);
  await page.waitForSelector('[data-testid=confirm-handover], [data-testid=hand]');
  if (await page.$('[data-testid=confirm-handover]')) await page.click('[data-testid=confirm-handover]');
  await page.waitForSelector('[data-testid=hand]');
  return state;
}

describe.skipIf(!runBrowserTests)('the board at 1366×768 and 390×844', () => {
  const site = useSite();

  it('while the computer thinks, the header stays on one line and the board does not move', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const touch = viewport === PHONE;
      const page = touch ? await phonePage(site) : await site.browser.newPage({ viewport });
      await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
      await page.goto(`${site.url}?aiPlayouts=3&aiPace=900`);
      await page.selectOption('[data-testid=seat-democrat]', 'easy');
      await page.click('[data-testid=start]');
      const seen = { thinking: new Set<string>(), idle: new Set<string>() };
      const end = Date.now() + 60_000;
      while (Date.now() < end && (seen.thinking.size === 0 || seen.idle.size === 0 || (await stateOf(page)).round < 1)) {
        const at = await page.evaluate(() => ({
          thinking: !!document.querySelector('[data-testid=ai-thinking]'),
          place: `board ${document.querySelector('.board')!.getBoundingClientRect().top} map ${document.querySelector('.map-wrap')!.getBoundingClientRect().top}`,
        }));
        seen[at.thinking ? 'thinking' : 'idle'].add(at.place);
        const s = await stateOf(page);
        if (s.prompt?.side === 'communist' && !at.thinking) await perform(page, legalActions(s)[0]!, touch ? 'tap' : 'click').catch(() => undefined);
        await page.waitForTimeout(40);
      }
      expect(seen.thinking.size, `${viewport.width}: the computer was seen thinking`).toBeGreaterThan(0);
      expect(
        [...seen.thinking, ...seen.idle].filter((x, i, all) => all.indexOf(x) === i),
        `${viewport.width}`,
      ).toHaveLength(1);
      await page.close();
    }
    // one line at 1366 px in every language, with both settings in the bar
    const page = await site.browser.newPage({ viewport: DESKTOP });
    for (const lang of ['en', 'pl', 'de']) {
      await page.addInitScript((l) => localStorage.setItem('jn1989.lang', l), lang);
      await page.goto(`${site.url}?aiPlayouts=2&aiPace=300`);
      await page.evaluate(() => localStorage.removeItem('jn1989.record'));
      await page.selectOption('[data-testid=seat-democrat]', 'easy');
      await page.click('[data-testid=start]');
      await page.waitForSelector('[data-testid=setting-hints]');
      await page.waitForSelector('[data-testid=setting-confirm]');
      const bar = await rectOf(page, '.bar');
      expect(bar.bottom - bar.top, lang).toBeLessThan(50);
    }
    await page.close();
  }, 240_000);

  it('a magnified hand card lies wholly inside the viewport, and nothing stays magnified after a play', async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP });
    await openAt(page, site.url, 'shots', (s) => s.prompt?.kind === 'actionRound' && s.turn === 1 && s.round === 3);
    const inside = async () => {
      const r = await rectOf(page, '[data-testid=card-magnified]');
      expect(r.top).toBeGreaterThanOrEqual(0);
      expect(r.left).toBeGreaterThanOrEqual(0);
      expect(r.bottom).toBeLessThanOrEqual(DESKTOP.height);
      expect(r.right).toBeLessThanOrEqual(DESKTOP.width);
    };
    // the top row of the hand at the top of the panel (scrolled there), then the last card
    await page.$eval('[data-testid=hand] .magnifier', (el) => el.scrollIntoView({ block: 'start' }));
    const first = '[data-testid=hand] .magnifier >> nth=0';
    await page.hover(first);
    await page.waitForSelector('[data-testid=card-magnified]');
    await inside();
    await page.hover('[data-testid=hand] .magnifier >> nth=-1');
    await page.waitForTimeout(400);
    await inside();
    // pick the first card and play it: the mouse stays still over the page laid out again
    await page.mouse.move(DESKTOP.width - 2, DESKTOP.height - 2);
    await page.hover(first);
    await page.click(`${first} >> button`);
    await page.click('[data-use=place], [data-use=check]');
    await page.waitForTimeout(700);
    expect(await page.$('[data-testid=card-magnified]')).toBeNull();
    await page.close();

    // a phone: a plain tap picks and magnifies nothing; a long press magnifies inside the screen
    const phone = await phonePage(site);
    await openAt(phone, site.url, 'shots', (s) => s.prompt?.kind === 'actionRound' && s.turn === 1 && s.round === 3);
    await phone.tap('[data-testid=hand] .magnifier >> nth=0 >> button');
    await phone.waitForTimeout(700);
    expect(await phone.$('[data-testid=card-magnified]')).toBeNull();
    await phone.$eval('[data-testid=hand] .magnifier >> nth=1', (el) => el.scrollIntoView({ block: 'center' }));
    const card = await rectOf(phone, '[data-testid=hand] .magnifier >> nth=1');
    const cdp = await phone.context().newCDPSession(phone);
    const point = { x: (card.left + card.right) / 2, y: (card.top + card.bottom) / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await phone.waitForSelector('[data-testid=card-magnified]', { timeout: 3000 });
    const r = await rectOf(phone, '[data-testid=card-magnified]');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // released, it stays a moment to be read and then closes by itself
    await phone.waitForTimeout(300);
    expect(await phone.$('[data-testid=card-magnified]')).not.toBeNull();
    await phone.waitForSelector('[data-testid=card-magnified]', { state: 'detached', timeout: 3000 });
    expect(r.top).toBeGreaterThanOrEqual(0);
    expect(r.left).toBeGreaterThanOrEqual(0);
    expect(r.bottom).toBeLessThanOrEqual(PHONE.height);
    expect(r.right).toBeLessThanOrEqual(PHONE.width);
    await phone.close();
  }, 120_000);

  it('on a phone the Tiananmen Square and USSR tracks are one tap away, from the bar', async () => {
    const page = await phonePage(site);
    await openAt(page, site.url, 'b', (s, n) => n > 140 && s.prompt?.kind === 'actionRound');
    // the prompt's uses fill the panel: the tabs are below, out of sight
    await page.tap('[data-testid=hand] button[data-card] >> nth=0');
    await page.tap('[data-testid=tracks-open]');
    await page.waitForSelector('.tab-body .tian');
    for (const part of ['.tab-body .tian', '.tab-body .ussr', '.tab-body .vp']) {
      const r = await rectOf(page, part);
      expect(r.top, part).toBeGreaterThanOrEqual(0);
      expect(r.top, part).toBeLessThan(PHONE.height);
    }
    await page.close();
  }, 60_000);

  it('the Tiananmen Square track gives each award room of its own; a marker covers no box number', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const touch = viewport === PHONE;
      const page = touch ? await phonePage(site) : await site.browser.newPage({ viewport });
      const s = await openAt(page, site.url, 'b', (x, n) => n > 140 && x.prompt?.kind === 'actionRound');
      expect(s.tiananmen.communist.box + s.tiananmen.democrat.box).toBeGreaterThan(0);
      await (touch ? page.tap('[data-tab=tracks]') : page.click('[data-tab=tracks]'));
      await page.waitForSelector('.tab-body .tian td');
      // no cell's words run out of it into the next one
      const overflowing = await page.$$eval('.tab-body .tian td', (tds) => tds.filter((td) => td.scrollWidth > td.clientWidth + 1).map((td) => td.textContent));
      expect(overflowing, `${viewport.width}`).toEqual([]);
      // the strip above the map (desktop): every box shows its number, the marker's too
      if (!touch) {
        const numbers = await page.$$eval('[data-testid=track-tiananmen] td', (tds) => tds.map((td) => [td.getAttribute('data-box'), td.textContent]));
        for (const [box, text] of numbers) expect(text).toBe(box);
      }
      await page.close();
    }
  }, 60_000);

  it('the +/− and die badges of the changes sit clear of every space name', async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP });
    // after the opponent's support checks: dice and SP changes on the map
    await openAt(page, site.url, 'shots', (s) => s.prompt?.kind === 'actionRound' && s.turn === 1 && s.round === 3);
    await page.waitForSelector('[data-testid=change-marks] .marks');
    const hits = await page.evaluate(() => {
      const names = [...document.querySelectorAll('.space-name')].map((e) => ({ r: e.getBoundingClientRect(), text: e.textContent }));
      const badges = [...document.querySelectorAll('.marks .delta rect, .marks .die rect')].map((e) => ({
        r: e.getBoundingClientRect(),
        of: e.closest('.marks')!.getAttribute('data-marks'),
      }));
      const out: string[] = [];
      for (const b of badges)
        for (const n of names)
          if (b.r.left < n.r.right && b.r.right > n.r.left && b.r.top < n.r.bottom && b.r.bottom > n.r.top) out.push(`${b.of} over ${n.text}`);
      return { out, badges: badges.length };
    });
    expect(hits.badges).toBeGreaterThan(2);
    expect(hits.out).toEqual([]);
    await page.close();
  }, 60_000);

  it('a game loaded behind the handover cover shows its whole board at the tap, fetching nothing more', async () => {
    // the board's parts in chunks of their own (map land and names, log, hint, motion) come while
    // the cover is up: at the tap they neither keep the board waiting nor arrive after it and
    // re-lay it out under the player's first click
    const page = await site.browser.newPage({ viewport: DESKTOP });
    const { record: rec } = record('handover-chunks', rotating, (s) => s.turn >= 3 && s.prompt?.kind === 'actionRound');
    await openRecord(page, site.url, rec);
    await page.waitForSelector('[data-testid=confirm-handover]');
    await page.waitForLoadState('networkidle');
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.click('[data-testid=confirm-handover]');
    expect(await page.$$eval('.country-name', (xs) => xs.length)).toBe(6);
    await page.waitForTimeout(1000);
    expect(fetched.filter((u) => /\.(js|css)$/.test(u))).toEqual([]);
    await page.close();
  }, 60_000);
});
