/**
 * The replay viewer in Chromium: a finished record imported from a file (as `npm run simulate --
 * --record` writes it) stepped by turn, action round and action to the end, where the board, VP
 * and turn match the engine's final state; its share link opened in a fresh page shows the same
 * game; during a live game the history shows no hand. About 15 s.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { replay, type GameRecord, type GameState } from '../../src/engine';
import { recordOf } from '../../src/replay/record';
import { playout } from '../../tools/playout';
import { importRecordFile, mapSupport, openRecord, record, rotating, supportById } from './drive';
import { runBrowserTests, useSite } from './harness';

async function viewer(page: Page) {
  return page.$eval('[data-testid=replay-viewer]', (e) => ({
    step: Number((e as HTMLElement).dataset.step),
    last: Number((e as HTMLElement).dataset.last),
    vp: Number((e as HTMLElement).dataset.vp),
    turn: Number((e as HTMLElement).dataset.turn),
  }));
}

async function expectFinal(page: Page, final: GameState, actions: number) {
  const v = await viewer(page);
  expect(v).toEqual({ step: actions, last: actions, vp: final.vp, turn: final.turn });
  expect(await mapSupport(page)).toEqual(supportById(final));
}

describe.skipIf(!runBrowserTests)('the replay viewer in Chromium', () => {
  let rec: GameRecord;
  let final: GameState;
  let file: string;
  const site = useSite(() => {
    const seed = 'e2e-replay-3';
    rec = recordOf({ seed }, playout({ seed }).actions);
    final = replay(rec);
    file = join(mkdtempSync(join(tmpdir(), 'jn1989-rec-')), 'game.json');
    writeFileSync(file, JSON.stringify(rec));
  });

  it('imports a finished record and steps the replay to the end, matching the final state', async () => {
    expect(final.result).not.toBeNull();
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(site.url);
    await importRecordFile(page, file, '[data-testid=watch-replay]');
    await page.click('[data-testid=watch-replay]');
    await page.waitForSelector('[data-testid=replay-viewer]');
    expect((await viewer(page)).step).toBe(0);
    // the start: the setup's empty board but for the printed SPs (3.1)
    expect(await mapSupport(page)).toEqual(supportById(replay({ ...rec, actions: [] })));
    // by turn, then by round, then action by action, then back and forward again
    const seen: number[] = [];
    while (!(await page.isDisabled('[data-testid=replay-next-turn]'))) {
      await page.click('[data-testid=replay-next-turn]');
      seen.push((await viewer(page)).turn);
    }
    // each click a new turn, the last one to the end of the game
    expect(seen.slice(0, -1)).toEqual([...new Set(seen.slice(0, -1))].sort((a, b) => a - b));
    expect(seen[seen.length - 1]).toBe(final.turn);
    await page.click('[data-testid=replay-prev-round]');
    const back = await viewer(page);
    expect(back.step).toBeLessThan(rec.actions.length);
    while (!(await page.isDisabled('[data-testid=replay-next]'))) await page.click('[data-testid=replay-next]');
    await expectFinal(page, final, rec.actions.length);
    // a log line takes the viewer to the state that wrote it; the end button back to the end
    await page.click('[data-testid=replay-log] li:nth-child(5) button');
    const at = await viewer(page);
    expect(at.step).toBeGreaterThan(0);
    expect(await mapSupport(page)).toEqual(supportById(replay({ ...rec, actions: rec.actions.slice(0, at.step) })));
    await page.click('[data-testid=replay-end]');
    await expectFinal(page, final, rec.actions.length);
    // both hands are shown after the game, and the charts
    expect(await page.$$('[data-testid=replay-hands] [data-card]')).toHaveLength(final.hands.communist.length + final.hands.democrat.length);
    expect(await page.$('[data-testid=vp-chart] polyline')).not.toBeNull();
    await page.close();
  }, 90_000);

  it('a shared link opens the same replay in a fresh site.browser', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(site.url);
    await importRecordFile(page, file, '[data-testid=watch-replay]');
    await page.click('[data-testid=watch-replay]');
    await page.click('[data-testid=share-link]');
    const link = await page.inputValue('[data-testid=share-url]');
    expect(link.startsWith(`${site.url}#replay=`)).toBe(true);
    await page.close();

    const context = await site.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const fresh = await context.newPage();
    await fresh.addInitScript(() => localStorage.setItem('jn1989.lang', 'de'));
    await fresh.goto(link);
    await fresh.waitForSelector('[data-testid=replay-viewer]');
    expect((await viewer(fresh)).last).toBe(rec.actions.length);
    await fresh.click('[data-testid=replay-end]');
    await expectFinal(fresh, final, rec.actions.length);
    // the saved game of that site.browser is untouched: nothing was loaded as a game
    expect(await fresh.evaluate(() => localStorage.getItem('jn1989.record'))).toBeNull();
    await fresh.click('[data-testid=replay-close]');
    expect(fresh.url()).not.toContain('#replay=');
    // a damaged link says so on the start screen
    await fresh.goto(`${site.url}#replay=AAAA`);
    await fresh.waitForSelector('.error');
    expect(await fresh.textContent('.error')).toContain('beendete Partie');
    await context.close();
  }, 90_000);

  it('during a live game the history shows public information only', async () => {
    const { record: live } = record('e2e-replay-live', rotating, (_s, n) => n >= 60);
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openRecord(page, site.url, live);
    await page.click('[data-testid=confirm-handover]');
    await page.click('[data-testid=history]');
    await page.waitForSelector('[data-testid=replay-viewer][data-live=true]');
    expect((await viewer(page)).step).toBe(live.actions.length);
    // hand sizes are public, the cards in them are not
    const handCards = () => page.$$('[data-testid=replay-hands] [data-card], [data-testid=replay-viewer] [data-ps-card]');
    expect(await page.textContent('[data-testid=replay-hands]')).toMatch(/\d+ cards? in hand/);
    expect(await handCards()).toHaveLength(0);
    expect(await page.$('[data-testid=share-link]')).toBeNull();
    for (let k = 0; k < 12; k++) {
      await page.click('[data-testid=replay-prev-round]');
      expect(await handCards()).toHaveLength(0);
    }
    await page.close();
  }, 90_000);
});
