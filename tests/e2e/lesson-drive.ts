/**
 * Driving the guided first game in the page (tests/e2e/learn.test.ts and learn-shots.ts): read
 * the panel's step and the saved progress, and take the next step by clicks on what it highlights.
 */
import type { Page } from 'playwright-core';
import { LESSON_STEPS } from '../../src/learn/lesson';
import { expectedMove, type SavedLesson } from '../../src/learn/progress';
import { clicksFor } from '../controls';

export const progressOf = (page: Page): Promise<SavedLesson | null> => page.evaluate(() => JSON.parse(localStorage.getItem('jn1989.learn') ?? 'null'));

export const stepId = (page: Page): Promise<string | null> => page.getAttribute('[data-testid=tutorial-step]', 'data-step');

/**
 * Take the lesson's next step by clicks: "Next" where the step waits for the reader, else the
 * taught move through its controls, each of which must be the highlighted one; Confirm where the
 * round waits for it; while the computer moves, a short wait. `id` is the step the panel shows.
 */
export async function advance(page: Page, id: string | null): Promise<void> {
  const next = await page.$('[data-testid=tutorial-next]');
  if (next) {
    await next.click();
    return;
  }
  const step = LESSON_STEPS.findIndex((s) => s.id === id);
  // the Confirm step: the newcomer's round waits for Confirm, which the lesson highlights
  const confirm = LESSON_STEPS[step]?.untilConfirmed ? await page.$('[data-testid=confirm-move]') : null;
  if (confirm) {
    if (!(await confirm.evaluate((el) => el.classList.contains('lesson-target')))) throw new Error(`Confirm is not highlighted in step ${id}`);
    await confirm.click();
    await page.waitForSelector('[data-testid=confirm-move]', { state: 'detached' });
    return;
  }
  const p = await progressOf(page);
  const move = p ? expectedMove(step, p.actions.length) : null;
  if (!p || !move || move.side !== 'democrat') {
    await page.waitForTimeout(40);
    return;
  }
  for (const c of clicksFor(move)) {
    if (c.optional && !(await page.$(c.selector))) continue;
    await page.waitForSelector(c.selector);
    // the marks follow the page a frame later (src/learn/LessonPanel.tsx)
    await page.waitForSelector(`${c.selector}.lesson-target`, { timeout: 3000 }).catch(() => {
      throw new Error(`${c.selector} is not highlighted in step ${id}`);
    });
    await page.click(c.selector);
  }
  await page.waitForFunction((n) => JSON.parse(localStorage.getItem('jn1989.learn')!).actions.length > n, p.actions.length);
}

export async function openLesson(page: Page, url: string, lang = 'en'): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('jn1989.lang', l), lang);
  await page.goto(`${url}?aiPace=30`);
  await page.click('[data-testid=learn]');
  await page.waitForSelector('[data-testid=tutorial-step]');
}
