/**
 * Look at the board (run: npx tsx tests/e2e/look.ts WIDTHxHEIGHT [out.png] [seed] [actions]): a
 * seeded game played by the rotating policy for a number of actions, shown at that viewport.
 */
import { runScript, withBuiltSite } from './harness';
import { openRecord, record, rotating } from './drive';

async function main() {
  const [w, h] = (process.argv[2] ?? '1366x768').split('x').map(Number) as [number, number];
  const out = process.argv[3] ?? '/tmp/look.png';
  const seed = process.argv[4] ?? 'shots';
  const n = Number(process.argv[5] ?? 40);
  const { record: rec } = record(seed, rotating, (_s, k) => k === n);
  await withBuiltSite(
    async ({ browser, url }) => {
      const page = await browser.newPage({ viewport: { width: w, height: h }, hasTouch: w < 900, isMobile: w < 600 });
      await openRecord(page, url, rec);
      if (await page.$('[data-testid=confirm-handover]')) await page.click('[data-testid=confirm-handover]');
      await page.mouse.move(w - 2, h - 2);
      await page.waitForTimeout(300);
      await page.screenshot({ path: out });
      console.log(out);
    },
    { minify: false },
  );
}
runScript(main);
