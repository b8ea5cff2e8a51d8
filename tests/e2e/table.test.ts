/**
 * A table you can read at a glance, in the built page in Chromium: a country's scoring (9.0) and
 * the struggle that decided it stay up while the computer waits, and go on Continue, after which
 * the computer moves; on a phone a first tap on a support check's target (6.2) shows its odds on
 * the map and rolls nothing, a second rolls; on a phone zoomed in, every space the computer acts
 * on comes into view while its step is narrated.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, logEntries, replay, type Action, type GameState } from '../../src/engine';
import { spaceTarget } from '../controls';
import { openRecord, perform, reachAgainstComputer, recordOf, stateOf } from './drive';
import { runBrowserTests, seriousViolations, useSite } from './harness';

/** A country was scored since the last card play. */
function scoredLast(s: GameState): boolean {
  const log = logEntries(s);
  const play = log.findLastIndex((e) => e.key === 'playCard');
  return log.slice(play + 1).some((e) => e.key === 'countryScored');
}

/** A seeded game played until a country was just scored and the Communist (the computer here) must act next. */
const afterScoring = () => reachAgainstComputer((s) => scoredLast(s) && s.prompt?.side === 'communist' && s.prompt.kind === 'actionRound');

/** A seeded game played until `stop`, checks preferred, with the computer at the Communist's seat. */
const reach = (stop: (s: GameState) => boolean) => reachAgainstComputer(stop, (a) => (a.type === 'play' && a.use === 'check' ? 1 : 0));

describe.skipIf(!runBrowserTests)('a table you can read at a glance', () => {
  const site = useSite();

  it('on a phone every space the computer acts on is inside the visible map while its step is narrated, though the player had zoomed in elsewhere', async () => {
    const rec = reach((s) => s.prompt?.kind === 'actionRound' && s.prompt.side === 'communist' && s.round > 2);
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // the computer waits a moment, so that the player zooms in first
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await openRecord(page, `${site.url}?aiPlayouts=2&aiPace=1500`, rec);
    await page.waitForSelector('.space');
    const zoomIn = async () => {
      for (let k = 0; k < 3; k++) await page.tap('[data-testid=zoom-in]');
    };
    await zoomIn();
    const seen: { space: string; inside: boolean; narrated: boolean }[] = [];
    let last = '';
    // the computer's move may act on no space (an event of none, a Tiananmen Square attempt): then
    // the player takes his turn (the first legal action), zooms in again and the computer moves again
    const end = Date.now() + 60_000;
    while (Date.now() < end && seen.length < 4) {
      await page.waitForTimeout(100);
      const mark = await page.$eval('[data-testid=move-mark]', (el) => el.getAttribute('data-marked')).catch(() => null);
      if (!mark || mark === last) {
        const s = await stateOf(page);
        if (seen.length === 0 && s.prompt?.side === 'democrat' && !(await page.$('[data-testid=ai-thinking]'))) {
          await perform(page, legalActions(s)[0]!, 'tap');
          await zoomIn();
        }
        continue;
      }
      last = mark;
      // the pan takes 350 ms
      await page.waitForTimeout(600);
      seen.push(
        await page.$eval(`[data-space="${mark}"]`, (el) => {
          const svg = el.closest('svg')!.getBoundingClientRect();
          const r = el.getBoundingClientRect();
          return {
            space: el.getAttribute('data-space')!,
            inside: r.left >= svg.left - 1 && r.right <= svg.right + 1 && r.top >= svg.top - 1 && r.bottom <= svg.bottom + 1,
            narrated: !!document.querySelector('[data-testid=narration]'),
          };
        }),
      );
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((x) => !x.inside || !x.narrated)).toEqual([]);
    await page.close();
  }, 120_000);

  it('6.2 on a phone: a first tap on a check’s target shows its odds on the map and rolls nothing; a second tap rolls', async () => {
    const rec = reach((s) => s.prompt?.kind === 'supportCheck' && s.prompt.side === 'democrat' && s.round > 1);
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await openRecord(page, `${site.url}?aiPlayouts=2&aiPace=400`, rec);
    await page.waitForSelector('.space.target');
    const check = legalActions(replay(rec)).find((a): a is Extract<Action, { type: 'check' }> => a.type === 'check')!;
    const target = spaceTarget(check.space);
    const inView = await page.$eval(target, (el) => {
      const svg = el.closest('svg')!.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return r.left >= svg.left && r.right <= svg.right && r.top >= svg.top && r.bottom <= svg.bottom;
    });
    if (!inView) await page.tap('[data-testid=zoom-fit]');
    const tapAt = async () => {
      const r = await page.$eval(target, (el) => {
        const b = el.getBoundingClientRect();
        return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
      });
      await page.touchscreen.tap(r.x, r.y);
    };
    await tapAt();
    const tip = await page.waitForSelector(`[data-tip-space="${check.space}"] [data-testid=tap-again]`);
    expect(await tip.textContent()).toBe('Tap the space again to roll');
    expect(await page.textContent(`[data-tip-space="${check.space}"] [data-testid=check-odds]`)).toMatch(/Chance \d+%/);
    await page.waitForTimeout(800);
    expect((await recordOf(page)).actions.length).toBe(rec.actions.length);
    expect(await page.$('.die-callout')).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await tapAt();
    await page.waitForFunction((n) => JSON.parse(localStorage.getItem('jn1989.record')!).actions.length > n, rec.actions.length);
    const done = await recordOf(page);
    expect(done.actions.at(-1)).toMatchObject({ type: 'check', space: check.space });
    await page.close();
  });

  it('9.0: the scoring card stays while the computer holds its move, and goes on Continue; then the computer plays', async () => {
    const rec = afterScoring();
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openRecord(page, `${site.url}?aiPlayouts=2&aiPace=20`, rec);
    await page.waitForSelector('[data-testid=scoring-card]');
    // the computer's answer comes in well under a second at this budget: it is held
    await page.waitForTimeout(2500);
    expect(await page.$('[data-testid=scoring-card]')).not.toBeNull();
    expect((await recordOf(page)).actions.length).toBe(rec.actions.length);
    expect(await page.textContent('[data-testid=computer-waits]')).toBe('The computer (Communist) waits until you continue.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.click('[data-testid=scoring-close]');
    expect(await page.$('[data-testid=scoring-card]')).toBeNull();
    expect(await page.$('[data-testid=computer-waits]')).toBeNull();
    await page.waitForFunction((n) => JSON.parse(localStorage.getItem('jn1989.record')!).actions.length > n, rec.actions.length, { timeout: 15_000 });
    await page.close();
  });
});
