/**
 * The side panel as a player sees it (run: npx tsx tests/e2e/side-shots.ts [out-dir] [small,laptop,wide,landscape,tablet,phone]
 * [scenes] [lang]): each scene of tests/e2e/side-measure.ts (a card picked in an action round, and
 * choices with many options) on each screen, with what it measures: the log's lines in view, how
 * far the question above the hand and the panel itself would scroll, and where the hand's first
 * card and the choice's first option lie.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { runScript, withBuiltSite } from './harness';
import { FIRST_OPTION, openScene, pickOpponentCard, SCENES, sideOverflow, visibleLogLines, wholeInView, type Scene } from './side-measure';

const DEVICES = {
  small: { viewport: { width: 1280, height: 720 } },
  laptop: { viewport: { width: 1366, height: 768 } },
  wide: { viewport: { width: 1920, height: 1080 } },
  landscape: { viewport: { width: 1024, height: 768 }, hasTouch: true },
  tablet: { viewport: { width: 768, height: 1024 }, hasTouch: true },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
type Device = keyof typeof DEVICES;

const FIRST_CARD = '[data-testid=hand] .hand-strip > *';

async function measure(page: Page, option: string) {
  const top = (sel: string) => page.$eval(sel, (el) => Math.round(el.getBoundingClientRect().top)).catch(() => null);
  return {
    logLines: await visibleLogLines(page),
    promptScrolls: await page.$eval('[data-testid=action-bar]', (el) => el.scrollHeight - el.clientHeight),
    panelScrolls: await sideOverflow(page),
    handTop: await top(FIRST_CARD),
    handInView: await wholeInView(page, FIRST_CARD).catch(() => false),
    optionTop: await top(option),
    optionInView: await wholeInView(page, option).catch(() => false),
  };
}

async function main() {
  const out = process.argv[2] ?? '/tmp/side-shots';
  const devices = (process.argv[3] ?? 'laptop,wide,phone').split(',') as Device[];
  const scenes = (process.argv[4] ?? Object.keys(SCENES).join(',')).split(',') as Scene[];
  const lang = process.argv[5] ?? 'en';
  mkdirSync(out, { recursive: true });
  await withBuiltSite(
    async ({ browser, url }) => {
      for (const device of devices)
        for (const scene of scenes) {
          const page = await browser.newPage(DEVICES[device]);
          await openScene(page, url, scene, lang);
          if (scene === 'round') await pickOpponentCard(page);
          await page.mouse.move(2, DEVICES[device].viewport.height - 2);
          await page.waitForTimeout(400);
          const file = `${out}/side-${scene}-${device}${lang === 'en' ? '' : `-${lang}`}.png`;
          await page.screenshot({ path: file });
          console.log(file, JSON.stringify(await measure(page, scene === 'round' ? '[data-use=place]' : FIRST_OPTION)));
          await page.close();
        }
    },
    { dist: process.env.DIST },
  );
}

runScript(main);
