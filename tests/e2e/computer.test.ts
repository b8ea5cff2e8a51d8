/**
 * The computer player in the built page, in real Chromium (issue: play against the computer):
 * two turns of a person (Communist) against the computer (Democrat) by clicking, with no handover
 * cover and the computer's hand never in the page; then a computer-vs-computer game watched to its
 * end; and the 13.0 bid against the computer deciding the sides. Tiny budgets and a fast pace
 * (?aiPlayouts=2&aiPace=…) keep it to about a minute.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import type { SeatedRecord } from '../../src/store/computer';
import { continueResults, perform, recordOf as rawRecordOf, stateOf } from './drive';

const recordOf = async (page: Page) => (await rawRecordOf(page)) as SeatedRecord;
import { runBrowserTests, useSite } from './harness';

/** Note in the page whether the thinking indicator ever showed. */
function watchThinking(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { sawThinking: boolean };
    w.sawThinking = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid=ai-thinking]')) w.sawThinking = true;
    }).observe(document, { subtree: true, childList: true });
  });
}

async function waitFor(page: Page, test: (s: GameState) => boolean, ms: number): Promise<GameState> {
  const end = Date.now() + ms;
  for (;;) {
    const s = await stateOf(page);
    if (test(s)) return s;
    // a result card up before the person holds the computer's move until it is closed
    await continueResults(page);
    if (Date.now() > end) throw new Error(`timed out; prompt ${s.prompt?.side} ${s.prompt?.kind}, turn ${s.turn}`);
    await page.waitForTimeout(50);
  }
}

describe.skipIf(!runBrowserTests)('the computer player in Chromium', () => {
  const site = useSite();

  it('a person plays two turns against the computer by clicking: no cover, the computer hand never shown', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await watchThinking(page);
    await page.goto(`${site.url}?aiPlayouts=3&aiPace=20`);
    await page.selectOption('[data-testid=seat-democrat]', 'easy');
    await page.click('[data-testid=start]');
    expect((await recordOf(page)).computer).toEqual({ democrat: 'easy' });
    // the whole map in view at the start, though the tracks above it wrapped to a second line
    // when the game began: no space sits under the tracks where a click cannot reach it
    await page.waitForSelector('.space.target');
    const outside = await page.evaluate(() => {
      const wrap = document.querySelector('.map-wrap')!.getBoundingClientRect();
      return [...document.querySelectorAll('.space')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.top < wrap.top - 0.5 || r.bottom > wrap.bottom + 0.5 || r.left < wrap.left - 0.5 || r.right > wrap.right + 0.5;
        })
        .map((el) => el.getAttribute('data-space'));
    });
    expect(outside).toEqual([]);

    let clicks = 0;
    for (;;) {
      const s = await waitFor(page, (x) => !!x.result || x.turn > 2 || x.prompt?.side === 'communist', 60_000);
      if (s.result || s.turn > 2) break;
      expect(await page.$('[data-testid=cover]')).toBeNull();
      // the Democrat's cards are never in the page
      const html = await page.content();
      for (const c of s.hands.democrat) expect(html).not.toContain(`data-card="${c}"`);
      const legal = legalActions(s);
      // play scoring cards at once (a held one loses at the turn's end, 4.5.4), else vary the choices
      const scoring = legal.find((x) => x.type === 'play' && CARDS[x.card]!.side === 'scoring');
      const a = scoring ?? legal[(clicks * 7) % Math.min(legal.length, 3)]!;
      const before = (await recordOf(page)).actions.length;
      // the game has fresh entropy each run: a failure prints its record, to be replayed (npm run replay)
      await perform(page, a).catch(async (e: Error) => {
        throw new Error(`${e.message}\nafter this record, doing ${JSON.stringify(a)}:\n${JSON.stringify(await recordOf(page))}`);
      });
      await page.waitForFunction((n) => JSON.parse(localStorage.getItem('jn1989.record')!).actions.length > n, before);
      clicks++;
    }
    const end = await stateOf(page);
    expect(end.turn > 2 || end.result?.reason === 'automatic-victory').toBe(true);
    expect(clicks).toBeGreaterThan(20);
    const rec = await recordOf(page);
    expect(rec.actions.filter((a) => a.side === 'democrat').length).toBeGreaterThan(10);
    expect(await page.evaluate(() => (window as unknown as { sawThinking: boolean }).sawThinking)).toBe(true);
    // the log shows the computer's steps
    expect(await page.locator('.log li').count()).toBeGreaterThan(20);
    await page.screenshot({ path: join(tmpdir(), 'jn1989-computer-person.png') }).catch(() => undefined);
    await page.close();
  }, 300_000);

  it('13.0 bid against the computer: the computer outbids 1 SP with 2, plays the Communist, the person gets 2 extra Democrat SPs', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(`${site.url}?aiPlayouts=2&aiPace=0`);
    await page.fill('[data-testid=name-0]', 'Anna');
    // the computer is set for the Democrat; the bid will decide its side
    await page.selectOption('[data-testid=seat-democrat]', 'normal');
    await page.click('[data-testid=balance-bid]');
    await page.click('[data-testid=start-bid]');
    // no cover: the person bids at once, and nothing of the computer's bid is in the page
    expect(await page.$('[data-testid=bid-cover]')).toBeNull();
    expect(await page.$('[data-testid=bid-offer-1]')).toBeNull();
    await page.click('[data-testid=bid-side-democrat]');
    await page.fill('[data-testid=bid-sp]', '1');
    await page.click('[data-testid=bid-seal]');
    expect(await page.textContent('[data-testid=bid-offer-1]')).toContain('The computer (normal) offers 2 Democrat SPs');
    expect(await page.textContent('[data-testid=bid-plays-0]')).toBe('Anna plays the Democrat.');
    await page.screenshot({ path: join(tmpdir(), 'jn1989-computer-bid.png') }).catch(() => undefined);
    await page.click('[data-testid=start]');
    const rec = await recordOf(page);
    expect(rec.computer).toEqual({ communist: 'normal' });
    expect(rec.options.extraSupport).toEqual({ side: 'democrat', sp: 2 });
    // the computer places the Communist's first 3.4 SPs by itself; then the person, the Democrat
    const s = await waitFor(page, (x) => x.prompt?.side === 'democrat', 60_000);
    expect(s.prompt?.kind).toBe('setupPlace');
    const setup = s.stack.find((f) => f.kind === 'setup') as unknown as { order: [string, number][] };
    expect(setup.order.at(-1)).toEqual(['democrat', 2]);
    expect((await recordOf(page)).actions.filter((a) => a.side === 'communist')).toHaveLength(2);
    await page.close();
  }, 120_000);

  it('a computer-vs-computer game can be watched to its end, and the seats survive a reload', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.url}?aiPlayouts=2&aiPace=0`);
    await page.selectOption('[data-testid=seat-communist]', 'easy');
    await page.selectOption('[data-testid=seat-democrat]', 'normal');
    await page.click('[data-testid=start]');
    // halfway: reload and resume; the computer goes on by itself
    await waitFor(page, (s) => s.actionCount > 40, 60_000);
    await page.reload();
    await page.click('[data-testid=resume]');
    expect((await recordOf(page)).computer).toEqual({ communist: 'easy', democrat: 'normal' });
    // watched from a seat, but neither computer's cards are in the page
    expect(await page.$$('[data-testid=hand] [data-card], [data-ps-card]')).toHaveLength(0);
    await page.waitForSelector('[data-testid=computer-hand]');
    const s = await waitFor(page, (x) => !!x.result, 240_000);
    expect(s.result).not.toBeNull();
    expect(await page.$('[data-testid=cover]')).toBeNull();
    await page.waitForSelector('[data-testid=end-screen]', { timeout: 120_000 }).catch(() => undefined);
    expect(errors).toEqual([]);
    await page.waitForSelector('[data-testid=end-screen]');
    await page.screenshot({ path: join(tmpdir(), 'jn1989-computer-vs-computer.png') }).catch(() => undefined);
    await page.close();
  }, 600_000);
});
