/**
 * Hints and the game review in Chromium (issue 26 items 6 and 7): against the computer a hint
 * names the normal computer's move with its win chance and a reason, and the record counts it;
 * a finished game of 400+ actions, loaded from a file, gets its review from the end screen — the
 * win chart, the five swings, and a swing clicked goes to its moment and says what the computer
 * would have played there — within 60 s; a shared link opens the same review.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '../../src/engine';
import { recordOf as rawRecordOf, importRecordFile, stateOf } from './drive';
import { recordOf } from '../../src/replay/record';
import { shareLink } from '../../src/replay/share';
import { playout } from '../../tools/playout';
import { runBrowserTests, useSite } from './harness';

/** A finished random game of at least 400 actions (a full game's length). */
function longGame(): GameRecord {
  for (let g = 0; ; g++) {
    const seed = `e2e-review-${g}`;
    const game = playout({ seed });
    if (game.actions.length >= 400) return recordOf({ seed }, game.actions);
  }
}

async function waitForCommunist(page: Page): Promise<void> {
  const end = Date.now() + 60_000;
  while ((await stateOf(page)).prompt?.side !== 'communist') {
    if (Date.now() > end) throw new Error('the Communist never had to decide');
    await page.waitForTimeout(50);
  }
}

describe.skipIf(!runBrowserTests)('hints and the game review in Chromium', () => {
  let rec: GameRecord;
  let file: string;
  const site = useSite(() => {
    rec = longGame();
    file = join(mkdtempSync(join(tmpdir(), 'jn1989-review-')), 'game.json');
    writeFileSync(file, JSON.stringify(rec));
  });

  it('against the computer a hint shows the move, its win chance and a reason; the record counts it', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(`${site.url}?aiPlayouts=3&aiPace=20`);
    await page.selectOption('[data-testid=seat-democrat]', 'easy');
    await page.click('[data-testid=start]');
    await waitForCommunist(page);
    await page.click('[data-testid=hint-ask]');
    await page.waitForSelector('[data-testid=hint-result]', { timeout: 20_000 });
    expect(await page.textContent('[data-testid=hint-move]')).toMatch(/^The computer at normal would play: \S/);
    expect(await page.textContent('[data-testid=hint-chance]')).toMatch(/chance to win after it: \d+ %/);
    expect((await page.textContent('[data-testid=hint-reason]'))!.length).toBeGreaterThan(5);
    expect((await rawRecordOf(page)).hintsUsed).toBe(1);
    await page.close();
  }, 90_000);

  it('a finished game of 400+ actions: the review chart and five swings within 60 s; a swing goes to its moment', async () => {
    expect(rec.actions.length).toBeGreaterThanOrEqual(400);
    expect(replay(rec).result).not.toBeNull();
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(site.url);
    await importRecordFile(page, file);
    const t0 = Date.now();
    await page.click('[data-testid=open-review]');
    await page.waitForSelector('[data-testid=review-progress]');
    await page.waitForSelector('[data-testid=win-chart]', { timeout: 60_000 });
    const seconds = (Date.now() - t0) / 1000;
    console.log(`review of ${rec.actions.length} actions in the browser: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60);
    const swings = await page.$$('[data-testid=swing]');
    expect(swings).toHaveLength(5);
    expect(await page.$$('[data-swing-mark]')).toHaveLength(5);
    const to = Number(await swings[2]!.getAttribute('data-step'));
    await swings[2]!.click();
    expect(Number(await page.getAttribute('[data-testid=replay-viewer]', 'data-step'))).toBe(to);
    expect(await page.textContent('[data-testid=swing-detail]')).toMatch(/played: .+\..*(would play|would have played the same)/s);
    await page.close();
  }, 120_000);

  it('a shared link of a finished game opens the replay, whose review can be started', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    const url = await shareLink(rec, site.url);
    await page.goto(url);
    await page.waitForSelector('[data-testid=replay-viewer]');
    await page.click('[data-testid=review-start]');
    await page.waitForSelector('[data-testid=win-chart]', { timeout: 60_000 });
    expect(await page.$$('[data-testid=swing]')).toHaveLength(5);
    await page.close();
  }, 120_000);
});
