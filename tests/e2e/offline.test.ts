/**
 * The installable offline app in Chromium: the page links a web manifest with icons; after one
 * visit the service worker has precached the game, and with the network off a reload starts and
 * plays a game (setup placements through the handover cover) and switches language. About 20 s
 * (the build runs Workbox).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type Action } from '../../src/engine';
import { perform, recordOf, stateOf } from './drive';
import { runBrowserTests, useSite } from './harness';

describe.skipIf(!runBrowserTests)('offline after one visit', () => {
  const site = useSite();

  it('has a web manifest with icons', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url);
    const href = await page.getAttribute('link[rel=manifest]', 'href');
    expect(href).toBeTruthy();
    const manifest = await (await page.request.get(new URL(href!, site.url).href)).json();
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await page.request.get(new URL(icon.src, site.url).href)).status()).toBe(200);
    await page.close();
  });

  it('reloads offline, starts and plays a game', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(site.url);
    await page.waitForSelector('[data-testid=start]');
    // the service worker is active once it has precached every file of the build
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('https://example.org/').then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.click('[data-testid=start]');
    await page.click('[data-testid=confirm-handover]');
    // setup placements (3.1) by the engine's first legal action, across the handover cover
    for (let n = 0; n < 6; n++) {
      if (await page.$('[data-testid=confirm-handover]')) await page.click('[data-testid=confirm-handover]');
      const before = await stateOf(page);
      const k = (await recordOf(page)).actions.length;
      const a: Action = legalActions(before).find((x) => x.type === 'place')!;
      await perform(page, a);
      await expect.poll(async () => (await recordOf(page)).actions.length).toBe(k + 1);
      expect((await stateOf(page)).support).toEqual(apply(before, a).support);
    }
    // the other languages were precached too
    if (await page.$('[data-testid=confirm-handover]')) await page.click('[data-testid=confirm-handover]');
    await page.selectOption('[data-testid=lang]', 'de');
    await page.waitForFunction(() => document.querySelector('[data-testid=viewer]')?.textContent?.startsWith('Am Bildschirm'));
    await context.close();
  }, 120_000);
});
