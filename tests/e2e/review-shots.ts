/**
 * Screenshots of a hint and of the game review, on a laptop (1366x768) and a phone (390x844), into
 * docs/screenshots/ (run: npx tsx tests/e2e/review-shots.ts [en|pl|de]). The hint: turn 1 against
 * the computer at normal; the review: a finished random game of 400+ actions, a swing clicked.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { apply, legalActions, makeRecord, newGame, type Action, type GameRecord } from '../../src/engine';
import { recordOf } from '../../src/replay/record';
import { playout } from '../../tools/playout';
import { importRecordFile, openRecord } from './drive';
import { buildApp, launch, serve } from './harness';

/** Turn 1, the Communist's second action round, the Democrat played by the computer at normal. */
function hintGame(): GameRecord {
  const seed = 'hint-shot';
  let s = newGame({ seed });
  const actions: Action[] = [];
  for (let n = 0; !(s.prompt?.kind === 'actionRound' && s.prompt.side === 'communist' && s.round === 2); n++) {
    const legal = legalActions(s);
    const a = legal[(n * 7) % Math.min(legal.length, 3)]!;
    s = apply(s, a);
    actions.push(a);
  }
  return { ...makeRecord({ seed }, actions, s), computer: { democrat: 'normal' } };
}

function longGame(): GameRecord {
  for (let g = 0; ; g++) {
    const seed = `e2e-review-${g}`;
    const game = playout({ seed });
    if (game.actions.length >= 400) return recordOf({ seed }, game.actions);
  }
}

const SIZES = [
  ['', 1366, 768],
  ['-phone', 390, 844],
] as const;

async function main() {
  const out = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
  mkdirSync(out, { recursive: true });
  const lang = process.argv[2] ?? 'en';
  const suffix = lang === 'en' ? '' : `-${lang}`;
  const hint = hintGame();
  const file = join(mkdtempSync(join(tmpdir(), 'jn1989-shots-')), 'game.json');
  writeFileSync(file, JSON.stringify(longGame()));
  const dir = await buildApp();
  const { url, server } = await serve(dir);
  const browser = await launch();
  const shot = async (page: Page, name: string) => {
    await page.screenshot({ path: `${out}/${name}${suffix}.png` });
    console.log(`docs/screenshots/${name}${suffix}.png`);
  };
  try {
    for (const [size, width, height] of SIZES) {
      const phone = width < 600;
      const page = await browser.newPage({ viewport: { width, height }, hasTouch: phone, isMobile: phone });
      await openRecord(page, url, hint, lang);
      await page.click('[data-testid=hint-ask]');
      await page.waitForSelector('[data-testid=hint-result]', { timeout: 30_000 });
      await page.$eval('[data-testid=hint]', (e) => e.scrollIntoView({ block: 'center' }));
      await page.mouse.move(width - 2, height - 2);
      await shot(page, `hint${size}`);
      await page.close();

      const review = await browser.newPage({ viewport: { width, height }, hasTouch: phone, isMobile: phone });
      await review.addInitScript((l) => localStorage.setItem('jn1989.lang', l), lang);
      await review.goto(url);
      await importRecordFile(review, file);
      await review.click('[data-testid=open-review]');
      await review.waitForSelector('[data-testid=win-chart]', { timeout: 60_000 });
      await review.click('[data-testid=swing] >> nth=0');
      await review.$eval(phone ? '[data-testid=win-chart]' : '[data-testid=review]', (e) => e.scrollIntoView({ block: 'start' }));
      await review.waitForTimeout(200);
      await shot(review, `review${size}`);
      await review.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
