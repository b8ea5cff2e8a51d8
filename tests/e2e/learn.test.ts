/**
 * The guided first game in the built page, in real Chromium (issue 26 item 1): a newcomer clicks
 * through the whole lesson in English, Polish and German (issue 43) by the highlighted controls, confirming
 * (and once undoing) the round the Confirm step holds, every step it showed has its
 * words in all three languages, and it ends by starting a real game against the easy computer; a
 * second run leaves the lesson halfway, reloads the page and resumes it where it was.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES, loadAllLanguages, t } from '../../src/i18n';
import { LESSON_STEPS } from '../../src/learn/lesson';
import { runBrowserTests, useSite } from './harness';
import { advance, openLesson, progressOf, stepId } from './lesson-drive';

describe.skipIf(!runBrowserTests)('the guided first game in Chromium (issue 26)', () => {
  const site = useSite(loadAllLanguages);

  for (const lang of ['en', 'pl', 'de'] as const)
    it(`a newcomer completes the lesson in ${lang} by clicks on what it highlights, and it offers a real game against the easy computer`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
      await openLesson(page, site.url, lang);
      const shown = new Set<string>();
      const started = Date.now();
      while ((await stepId(page)) !== 'finish') {
        const id = await stepId(page);
        if (id && !shown.has(id)) {
          shown.add(id);
          const step = LESSON_STEPS.find((s) => s.id === id)!;
          expect(await page.textContent('[data-testid=tutorial-step] h2')).toBe(t(lang, `learn.${id}.title`, step.params));
          expect(await page.textContent('[data-testid=tutorial-step] .lesson-text')).toBe(t(lang, `learn.${id}.text`, step.params));
          // nothing but the taught move: no pass, no undo, no other card's use
          expect(await page.$('[data-testid=undo]:visible')).toBeNull();
          if (step.untilConfirmed) {
            // the round waits for Confirm; Undo takes the last SP back, to the step that placed it
            await page.waitForSelector('[data-testid=confirm-undo].lesson-target');
            await page.click('[data-testid=confirm-undo]');
            await page.waitForFunction(() => document.querySelector('[data-testid=tutorial-step]')?.getAttribute('data-step') === 'adjacent');
            await advance(page, 'adjacent');
            await page.waitForSelector('[data-testid=confirm-move].lesson-target');
            expect(await stepId(page)).toBe(id);
          }
        }
        await advance(page, id);
        expect(Date.now() - started, 'the lesson runs through').toBeLessThan(120_000);
      }
      shown.add('finish');
      // every step was shown, in order, and has its words in all three languages
      expect([...shown]).toEqual(LESSON_STEPS.map((s) => s.id));
      for (const id of shown)
        for (const lang of ['en', 'pl', 'de'] as const)
          for (const part of ['title', 'text']) expect(CATALOGUES[lang][`learn.${id}.${part}`], `${lang} ${id}.${part}`).toMatch(/\S/);
      // the lesson's turn is over: Poland is democratic and turn 2 has begun
      expect(await page.textContent('[data-testid=turn-round]')).toContain('2');
      await page.click('[data-testid=learn-play]');
      await page.waitForSelector('[data-testid=tutorial-step]', { state: 'detached' });
      const record = await page.evaluate(() => JSON.parse(localStorage.getItem('jn1989.record')!));
      expect(record.computer).toEqual({ communist: 'easy' });
      // a new game, none of the lesson's moves: by now at most the computer's first 2 setup SPs
      // (the Communist places 2 first, 3.4), then it waits for the person
      expect(record.actions.filter((a: { side?: string }) => a.side !== 'communist')).toEqual([]);
      expect(record.actions.length).toBeLessThanOrEqual(2);
      // the finished lesson is forgotten: the start page offers it afresh
      expect(await progressOf(page)).toBeNull();
      await page.close();
    }, 180_000);

  it('the lesson can be left halfway and resumed where it was, after a reload', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openLesson(page, site.url);
    for (let id = await stepId(page); id !== 'event'; id = await stepId(page)) await advance(page, id);
    const before = await progressOf(page);
    const text = await page.textContent('[data-testid=tutorial-step] .lesson-text');
    await page.click('[data-testid=tutorial-leave]');
    await page.waitForSelector('[data-testid=learn]');
    // the autosaved game is not the lesson's
    expect(await page.evaluate(() => localStorage.getItem('jn1989.record'))).toBeNull();
    await page.reload();
    expect(await page.textContent('[data-testid=learn]')).toContain(`step ${LESSON_STEPS.findIndex((s) => s.id === 'event') + 1}`);
    await page.click('[data-testid=learn]');
    await page.waitForSelector('[data-testid=tutorial-step]');
    expect(await stepId(page)).toBe('event');
    expect(await page.textContent('[data-testid=tutorial-step] .lesson-text')).toBe(text);
    expect((await progressOf(page))!.actions).toEqual(before!.actions);
    // and it goes on from there
    for (let id = await stepId(page); id === 'event'; id = await stepId(page)) await advance(page, id);
    const now = await stepId(page);
    expect(LESSON_STEPS.findIndex((s) => s.id === now)).toBeGreaterThan(LESSON_STEPS.findIndex((s) => s.id === 'event'));
    await page.close();
  }, 180_000);
});
