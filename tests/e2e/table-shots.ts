/**
 * Screenshots of the table at a glance (run: npx tsx tests/e2e/table-shots.ts [out-dir] [en,pl,de] [laptop,wide,tablet,phone]):
 * the opening board, a support check's odds before the roll (by hover with a mouse, by a first
 * tap on a touch screen), a country's scoring with the struggle that decided it waiting for
 * Continue, and the end of a turn, against the computer; on a laptop (1366×768), a wide screen
 * (1920×1080), a tablet held upright (768×1024) and a phone (390×844). Also prints the smallest
 * space name and number on the opening board, in CSS pixels.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { legalActions, logEntries, replay, type Action, type GameRecord } from '../../src/engine';
import { spaceTarget } from '../controls';
import { runScript, withBuiltSite } from './harness';
import { openRecord, perform, reachAgainstComputer, stateOf } from './drive';

const reach = reachAgainstComputer;

const DEVICES = {
  laptop: { viewport: { width: 1366, height: 768 } },
  wide: { viewport: { width: 1920, height: 1080 } },
  tablet: { viewport: { width: 768, height: 1024 }, hasTouch: true },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
type Device = keyof typeof DEVICES;

async function open(browser: Browser, url: string, rec: GameRecord, lang: string, device: Device): Promise<Page> {
  const page = await browser.newPage(DEVICES[device]);
  await openRecord(page, `${url}?aiPlayouts=3&aiPace=900`, rec, lang);
  await page.waitForSelector('.space', { timeout: 15_000 });
  await page.waitForTimeout(800);
  return page;
}

/** The smallest rendered size (CSS px) of the space names and of the numbers on the spaces. */
function smallestText(page: Page): Promise<{ name: number; number: number }> {
  // a string: the script runner's helpers do not exist in the page
  return page.evaluate(`(() => {
    const px = (sel) => Math.min(...[...document.querySelectorAll(sel)].map((e) => parseFloat(getComputedStyle(e).fontSize) * (e.getScreenCTM()?.a ?? 1)));
    return { name: px('.space .space-name'), number: Math.min(px('.space .stab'), px('.space .sp')) };
  })()`);
}

async function main() {
  const out = process.argv[2] ?? '/tmp/table-shots';
  const langs = (process.argv[3] ?? 'en,pl,de').split(',');
  const devices = (process.argv[4] ?? 'laptop,wide,tablet,phone').split(',') as Device[];
  mkdirSync(out, { recursive: true });
  const opening = reach((s) => s.prompt?.kind === 'actionRound' && s.turn === 1 && s.round === 1 && s.prompt.side === 'democrat');
  const check = reach(
    (s) => s.prompt?.kind === 'supportCheck' && s.prompt.side === 'democrat' && s.round > 1,
    (a) => (a.type === 'play' && a.use === 'check' ? 2 : 0),
  );
  const scored = reach((s) => {
    const log = logEntries(s);
    const play = log.findLastIndex((e) => e.key === 'playCard');
    return s.prompt?.side === 'communist' && s.prompt.kind === 'actionRound' && log.slice(play + 1).some((e) => e.key === 'countryScored');
  });
  const endOfTurn = reach((s) => s.turn === 1 && s.round === 7 && s.prompt?.kind === 'actionRound' && s.prompt.side === 'democrat');
  await withBuiltSite(async ({ browser, url }) => {
    for (const lang of langs)
      for (const device of devices) {
        const name = (what: string) => `${out}/${what}-${device}-${lang}.png`;
        const touch = device === 'tablet' || device === 'phone';
        // the opening board, and the size of its smallest words and numbers
        let page = await open(browser, url, opening, lang, device);
        await page.mouse.move(2, DEVICES[device].viewport.height - 2);
        await page.screenshot({ path: name('opening') });
        console.log(device, lang, 'opening board, smallest px', JSON.stringify(await smallestText(page)));
        await page.close();
        // a check's odds before the roll: hovered, or after a first tap
        page = await open(browser, url, check, lang, device);
        const a = legalActions(replay(check)).find((x): x is Extract<Action, { type: 'check' }> => x.type === 'check')!;
        const target = spaceTarget(a.space);
        const box = async () =>
          page.$eval(target, (el) => {
            const r = el.getBoundingClientRect();
            const svg = el.closest('svg')!.getBoundingClientRect();
            return {
              x: r.left + r.width / 2,
              y: r.top + r.height / 2,
              inside: r.left >= svg.left && r.right <= svg.right && r.top >= svg.top && r.bottom <= svg.bottom,
            };
          });
        if (!(await box()).inside) await (touch ? page.tap('[data-testid=zoom-fit]') : page.click('[data-testid=zoom-fit]'));
        const at = await box();
        if (touch) await page.touchscreen.tap(at.x, at.y);
        else await page.mouse.move(at.x, at.y);
        await page.waitForSelector('.map-tip [data-testid=check-odds]', { timeout: 10_000 });
        await page.screenshot({ path: name(touch ? 'odds-first-tap' : 'odds-hover') });
        await page.close();
        // a scoring and its struggle, waiting for Continue while the computer holds its move
        page = await open(browser, url, scored, lang, device);
        await page.waitForSelector('[data-testid=scoring-card]');
        await page.$eval('[data-testid=scoring-card]', (el) => el.scrollIntoView({ block: 'center' }));
        await page.waitForTimeout(1500);
        await page.screenshot({ path: name('scoring-waits') });
        await page.close();
        // the end of a turn: the person's last move of turn 1, the computer's, then the summary
        page = await open(browser, url, endOfTurn, lang, device);
        for (let n = 0; n < 80 && !(await page.$('[data-testid=turn-summary]')); n++) {
          const s = await stateOf(page);
          if (s.prompt?.side === 'democrat' && !(await page.$('[data-testid=ai-thinking]'))) {
            const legal = legalActions(s);
            await perform(page, legal.find((x) => x.type === 'play' && x.use === 'place') ?? legal[0]!, touch ? 'tap' : 'click').catch(() => null);
          }
          await page.waitForTimeout(250);
        }
        await page.waitForSelector('[data-testid=turn-summary]', { timeout: 30_000 });
        await page.$eval('[data-testid=turn-summary]', (el) => el.scrollIntoView({ block: 'center' }));
        await page.waitForTimeout(600);
        await page.screenshot({ path: name('end-of-turn') });
        await page.close();
        console.log(device, lang, 'done');
      }
  });
}

runScript(main);
