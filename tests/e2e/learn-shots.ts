/**
 * Screenshots of the guided first game (run: npx tsx tests/e2e/learn-shots.ts [en|pl|de]): chosen
 * steps on a 1366×768 laptop and a 390×844 phone, and the start page with the new-game dialog
 * against the computer, into docs/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runScript, withBuiltSite } from './harness';
import { advance, openLesson, stepId } from './lesson-drive';

const STEPS = ['welcome', 'control', 'confirm', 'checkTarget', 'eventFirst', 'tiananmen', 'scoring', 'lead', 'aftermath', 'finalScoring', 'finish'];
const SIZES = { laptop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

async function main() {
  const out = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
  mkdirSync(out, { recursive: true });
  const lang = process.argv[2] ?? 'en';
  const suffix = lang === 'en' ? '' : `-${lang}`;
  const only = process.argv[3]?.split(',');
  await withBuiltSite(async ({ browser, url }) => {
    for (const [name, viewport] of Object.entries(SIZES)) {
      const page = await browser.newPage({ viewport, ...(name === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}) });
      // the start page: "Learn to play", and the new-game dialog against the computer
      await page.addInitScript((l) => localStorage.setItem('jn1989.lang', l), lang);
      await page.goto(url);
      await page.selectOption('[data-testid=seat-communist]', 'easy');
      await page.screenshot({ path: `${out}/start-${name}${suffix}.png`, fullPage: true });
      await openLesson(page, url, lang);
      const shot = new Set<string>();
      for (let id = await stepId(page); ; id = await stepId(page)) {
        if (id && STEPS.includes(id) && (!only || only.includes(id)) && !shot.has(id)) {
          shot.add(id);
          // the computer's moves settle and the marks are drawn
          await page.waitForTimeout(400);
          await page.screenshot({ path: `${out}/learn-${id}-${name}${suffix}.png` });
        }
        if (id === 'finish') break;
        await advance(page, id);
      }
      await page.close();
    }
  });
}

runScript(main);
