/**
 * The focus as a keyboard player sees it (run: npx tsx tests/e2e/focus-shots.ts [out-dir] [lang]
 * [dist]): at 1366×768, a game in its first action round played by keys only: the hand's card in
 * focus (magnified), the picked card's use in focus, the first target after Place SPs, a space that
 * is no target reached by an arrow, and the side panel's tabs.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { openRecord, record, rotating } from './drive';
import { runScript, withBuiltSite } from './harness';

async function main() {
  const out = process.argv[2] ?? '/tmp/focus-shots';
  const lang = process.argv[3] ?? 'en';
  mkdirSync(out, { recursive: true });
  const round = record('focus-shots', rotating, (s) => s.prompt?.kind === 'actionRound' && s.turn === 1).record;
  await withBuiltSite(
    async ({ browser, url }) => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      await openRecord(page, url, round, lang);
      await page.waitForSelector('[data-testid=cover]');
      const shot = async (name: string, p: Page = page) => {
        await p.screenshot({ path: `${out}/focus-${name}${lang === 'en' ? '' : `-${lang}`}.png` });
        console.log(name, await p.evaluate(() => document.activeElement?.outerHTML.slice(0, 160)));
      };
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=hand] button.card:focus');
      await page.waitForSelector('[data-testid=card-magnified]');
      await shot('hand');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.uses button[data-use]:focus');
      await shot('use');
      while ((await page.evaluate(() => document.activeElement?.getAttribute('data-use'))) !== 'place') await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.space.target [data-focus]:focus');
      await shot('target');
      for (let n = 0; n < 6 && (await page.evaluate(() => !!document.activeElement?.closest('.space.target'))); n++) await page.keyboard.press('ArrowDown');
      await shot('space');
      await page.focus('[data-tab=log]');
      await page.keyboard.press('ArrowRight');
      await shot('tabs');
      await page.close();
    },
    { dist: process.argv[4] },
  );
}

runScript(main);
