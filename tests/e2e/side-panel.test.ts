/**
 * The side panel on a laptop, in the built page in Chromium: with a card picked (4.5.2) its uses
 * and the log both show, six lines of the log at 1366×768 and twelve at 1920×1080; during a
 * choice with many options (6.3.5 the Tiananmen Square award's discard, 8.2.2 raising the stakes
 * at the power struggle's table, an event's list, an event's timing) the choice's first option
 * and the hand's first card are both in the window, and the side panel itself does not scroll.
 */
import { describe, expect, it } from 'vitest';
import { runBrowserTests, useSite } from './harness';
import { FIRST_OPTION, openScene, pickOpponentCard, sideOverflow, visibleLogLines, wholeInView, type Scene } from './side-measure';

const LAPTOPS = [
  { width: 1366, height: 768, lines: 6 },
  { width: 1920, height: 1080, lines: 12 },
] as const;

const FIRST_CARD = '[data-testid=hand] .hand-strip > *';

describe.skipIf(!runBrowserTests)('the side panel on a laptop', () => {
  const site = useSite();

  for (const { width, height, lines } of LAPTOPS) {
    it(`4.5.2 at ${width}×${height}: a picked card's uses, the hand and at least ${lines} lines of the log are all in view`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height } });
      await openScene(page, site.url, 'round');
      await pickOpponentCard(page);
      // a card whose event is the opponent's: its Event use says why (7.1), the longest the uses get
      expect(await page.$('[data-use=event]:disabled')).not.toBeNull();
      expect(await visibleLogLines(page)).toBeGreaterThanOrEqual(lines);
      for (const use of ['event', 'place', 'check', 'tiananmen']) expect(await wholeInView(page, `[data-use=${use}]`), use).toBe(true);
      expect(await wholeInView(page, FIRST_CARD)).toBe(true);
      expect(await sideOverflow(page)).toBeLessThanOrEqual(0);
      // nothing picked: the log has its lines as well
      await page.click('[data-testid=unpick]');
      expect(await visibleLogLines(page)).toBeGreaterThanOrEqual(lines);
      await page.close();
    });

    const choices: [Scene, string][] = [
      ['swap', '6.3.5 the Tiananmen Square award: a card to discard among eight'],
      ['raiseDiscard', '8.2.2 raising the stakes: the cards to discard at the struggle’s table'],
      ['select', '#78 Workers Revolt: its list of eleven Worker spaces under the card'],
      ['setAside', '#77: a card of the hand to set aside, each with its event'],
      ['timing', '7.1 the opponent’s event before or after the Operations, under its card'],
    ];
    for (const [scene, what] of choices)
      it(`${what}, at ${width}×${height}: the first option and the hand's first card are in view without scrolling the panel`, async () => {
        const page = await site.browser.newPage({ viewport: { width, height } });
        await openScene(page, site.url, scene);
        await page.waitForSelector(FIRST_OPTION);
        expect(await wholeInView(page, FIRST_OPTION)).toBe(true);
        expect(await wholeInView(page, FIRST_CARD)).toBe(true);
        expect(await sideOverflow(page)).toBeLessThanOrEqual(0);
        await page.close();
      });
  }
});
