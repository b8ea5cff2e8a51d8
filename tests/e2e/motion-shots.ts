/**
 * Screenshots of the moves you can see happen (run: npx tsx tests/e2e/motion-shots.ts [en|pl|de] [laptop|tablet|phone]):
 * a support check's die on the map, a Tiananmen Square attempt's die, the computer's steps narrated,
 * and the end-of-turn summary, on a laptop (1366×768), a tablet held upright (768×1024) and a phone
 * (390×844), playing against the computer (a last argument laptop, tablet or phone takes only that
 * screen). Also measures the frame rate while a die rolls and SPs count (requestAnimationFrame
 * intervals in Chromium).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { apply, legalActions, makeRecord, newGame, type Action, type GameRecord, type GameState } from '../../src/engine';
import { runScript, withBuiltSite } from './harness';
import { openRecord, perform, stateOf } from './drive';

/** Play a seeded game by a simple policy until `stop`; the Communist is the computer's seat. */
function reach(seed: string, stop: (s: GameState) => boolean, prefer: (a: Action) => number = () => 0): GameRecord {
  let s = newGame({ seed });
  const actions: Action[] = [];
  for (let n = 0; n < 3000; n++) {
    if (stop(s)) return makeRecord({ seed }, actions, s, { computer: { communist: 'easy' } });
    if (!s.prompt) break;
    const legal = legalActions(s);
    const pick = [...legal].sort((a, b) => prefer(b) - prefer(a))[(n * 7) % Math.min(legal.length, 3)]!;
    s = apply(s, pick);
    actions.push(pick);
  }
  throw new Error(`no such state in ${seed}`);
}

const DEVICES = {
  laptop: { viewport: { width: 1366, height: 768 } },
  tablet: { viewport: { width: 768, height: 1024 }, hasTouch: true },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

async function open(browser: Browser, url: string, rec: GameRecord, lang: string, device: keyof typeof DEVICES, pace = 900): Promise<Page> {
  const page = await browser.newPage(DEVICES[device]);
  await openRecord(page, `${url}?aiPlayouts=3&aiPace=${pace}`, rec, lang);
  await page.waitForSelector('.space', { timeout: 15_000 }).catch(async (e) => {
    await page.screenshot({ path: '/tmp/motion-fail.png' });
    throw e;
  });
  // the map's land and the moves' chunk
  await page.waitForTimeout(800);
  return page;
}

/** requestAnimationFrame intervals (ms) over `ms` of time, in the page. */
function frameTimes(page: Page, ms: number): Promise<number[]> {
  // a string: the script runner's helpers do not exist in the page
  return page.evaluate(`new Promise((done) => {
    const out = [];
    let last = performance.now();
    const end = last + ${ms};
    const tick = (now) => {
      out.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick);
      else done(out);
    };
    requestAnimationFrame(tick);
  })`);
}

async function main() {
  const lang = process.argv[2] ?? 'en';
  const only = process.argv[3];
  const out = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
  mkdirSync(out, { recursive: true });
  const suffix = lang === 'en' ? '' : `-${lang}`;
  const check = reach(
    'shots',
    (s) => s.prompt?.kind === 'supportCheck' && s.prompt.side === 'democrat' && s.round > 1,
    (a) => (a.type === 'play' && a.use === 'check' ? 2 : 0),
  );
  const tiananmen = reach('shots', (s) => s.turn === 1 && s.round === 2 && s.prompt?.kind === 'actionRound' && s.prompt.side === 'democrat');
  const endOfTurn = reach('shots', (s) => s.turn === 1 && s.round === 7 && s.prompt?.kind === 'actionRound' && s.prompt.side === 'democrat');
  await withBuiltSite(async ({ browser, url }) => {
    for (const device of ['laptop', 'tablet', 'phone'] as const) {
      if (only && only !== device) continue;
      // a support check: the die rolling, then lying beside the total and the target
      {
        const page = await open(browser, url, check, lang, device);
        const s = await stateOf(page);
        const a = legalActions(s).find((x) => x.type === 'check')!;
        const frames = frameTimes(page, 1500);
        await perform(page, a, device === 'laptop' ? 'click' : 'tap');
        await page.waitForTimeout(250);
        await page.screenshot({ path: `${out}/motion-check-rolling-${device}${suffix}.png` });
        await page.waitForTimeout(650);
        await page.screenshot({ path: `${out}/motion-check-${device}${suffix}.png` });
        const f = await frames;
        const sorted = [...f].sort((x, y) => x - y);
        const median = sorted[Math.floor(sorted.length / 2)]!;
        const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
        console.log(
          `${device}: ${f.length} frames in 1.5 s during a check (${(f.length / 1.5).toFixed(1)} fps), median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, longest ${sorted.at(-1)!.toFixed(1)} ms`,
        );
        // the computer's next steps narrated, once the player stops checking
        const rest = legalActions(await stateOf(page)).find((x) => x.type === 'done');
        if (rest) await perform(page, rest, device === 'laptop' ? 'click' : 'tap').catch(() => null);
        // the map's view while the computer plays (on a phone it follows the computer's spaces)
        const views = new Set<string>();
        let shot = false;
        for (let k = 0; k < 80; k++) {
          views.add((await page.getAttribute('svg.map', 'viewBox')) ?? '');
          if (!shot && (await page.$('[data-testid=narration]'))) {
            await page.waitForTimeout(900);
            await page.screenshot({ path: `${out}/motion-narration-${device}${suffix}.png` });
            shot = true;
          }
          await page.waitForTimeout(100);
        }
        console.log(`${device}: ${views.size} map views while the computer played`);
        await page.close();
      }
      // a Tiananmen Square attempt (6.3.2): its die at the top of the map, with its total and what it needed
      {
        const page = await open(browser, url, tiananmen, lang, device);
        const a = legalActions(await stateOf(page)).find((x) => x.type === 'play' && x.use === 'tiananmen')!;
        await perform(page, a, device === 'laptop' ? 'click' : 'tap');
        await page.waitForSelector('[data-roll=tiananmen].landed', { timeout: 10_000 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}/motion-roll-${device}${suffix}.png` });
        await page.close();
      }
      // the last action round of turn 1 played out against the computer: the end-of-turn summary
      {
        const page = await open(browser, url, endOfTurn, lang, device, 150);
        for (let n = 0; n < 60; n++) {
          if (await page.$('[data-testid=turn-summary]')) break;
          const s = await stateOf(page);
          if (s.prompt?.side === 'democrat' && !(await page.$('[data-testid=ai-thinking]'))) {
            const legal = legalActions(s);
            const a = legal.find((x) => x.type === 'play' && x.use === 'place') ?? legal[0]!;
            await perform(page, a, device === 'laptop' ? 'click' : 'tap').catch(() => null);
          }
          await page.waitForTimeout(400);
        }
        await page.waitForSelector('[data-testid=turn-summary]', { timeout: 30_000 });
        await page.$eval('[data-testid=turn-summary]', (el) => el.scrollIntoView({ block: 'center' }));
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}/motion-summary-${device}${suffix}.png` });
        await page.close();
      }
    }
  });
}

runScript(main);
