/**
 * The big moments on a laptop, in the built page in Chromium, against the computer: a country's
 * scoring with the struggle that decided it (8.4, 9.0) and its Continue, the end of a turn (4.5)
 * and its Continue, and a power struggle's decision (8.3.2) with the player's own struggle cards
 * and its buttons, each whole in view at 1366×768 and 1920×1080 without scrolling anything; on a
 * phone the struggle's sheet has no result card over it and its Undo covers nothing; a reload keeps
 * a result card that was not closed. Screenshots
 * of each into docs/screenshots/ with SHOTS=1.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { legalActions, logEntries, replay, type Action, type GameRecord, type GameState } from '../../src/engine';
import { openRecord, perform, reachAgainstComputer, recordOf } from './drive';
import { runBrowserTests, useSite } from './harness';

const LAPTOPS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const SHOTS = process.env.SHOTS ? 'docs/screenshots' : null;

/** A scoring's struggle has just been scored; the computer (the Communist) is to play next and waits for Continue. */
const scored = (s: GameState): boolean => {
  const log = logEntries(s);
  const play = log.findLastIndex((e) => e.key === 'playCard');
  return s.prompt?.side === 'communist' && s.prompt.kind === 'actionRound' && log.slice(play + 1).some((e) => e.key === 'countryScored');
};
/** The Democrat's last action round of turn 1: his card, then the turn ends (4.5.2). */
const lastRound = (s: GameState): boolean => s.turn === 1 && s.round === 7 && s.prompt?.kind === 'actionRound' && s.prompt.side === 'democrat';
/** The Democrat leads or matches in a power struggle (8.3.2). */
const struggleDecision = (s: GameState): boolean => s.prompt?.side === 'democrat' && (s.prompt.kind === 'psAttack' || s.prompt.kind === 'psDefend');

/** How much of an element shows: its height, and the part of it inside the window and every box around it that clips or scrolls. */
function shown(page: Page, selector: string): Promise<{ height: number; visible: number }> {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    let top = Math.max(r.top, 0);
    let bottom = Math.min(r.bottom, innerHeight);
    for (let p = el.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const b = p.getBoundingClientRect();
      top = Math.max(top, b.top);
      bottom = Math.min(bottom, b.bottom);
    }
    return { height: Math.round(r.height), visible: Math.round(Math.max(0, bottom - top)) };
  });
}

/** The element is wholly in view: all of its height shows, within a half pixel. */
async function expectWhole(page: Page, selector: string, what: string): Promise<void> {
  const s = await shown(page, selector);
  console.log(`${what}: ${selector} ${s.visible} of ${s.height} px in view`);
  expect(s.height, `${what}: ${selector} is there`).toBeGreaterThan(0);
  expect(s.visible, `${what}: ${selector} ${s.visible} of ${s.height} px in view`).toBeGreaterThanOrEqual(s.height - 0.5);
}

async function open(page: Page, url: string, rec: GameRecord): Promise<void> {
  await openRecord(page, `${url}?aiPlayouts=3&aiPace=0`, rec);
  await page.waitForSelector('.space');
}

/** Play the Democrat's moves (a card for SPs where there is one) until the end-of-turn card shows; each step waits for the game to move on. */
async function playToTurnEnd(page: Page): Promise<void> {
  for (let n = 0; n < 60 && !(await page.$('[data-testid=turn-summary]')); n++) {
    const rec = await recordOf(page);
    const s = replay(rec);
    if (s.prompt?.side === 'democrat') {
      const legal = legalActions(s);
      await perform(page, legal.find((x) => x.type === 'play' && x.use === 'place') ?? legal[0]!);
    }
    await page.waitForFunction(
      (before) => !!document.querySelector('[data-testid=turn-summary]') || JSON.parse(localStorage.getItem('jn1989.record')!).actions.length > before,
      rec.actions.length,
      { timeout: 30_000 },
    );
  }
  await page.waitForSelector('[data-testid=turn-summary]');
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe.skipIf(!runBrowserTests)('the big moments shown whole', () => {
  const site = useSite();
  // cards played for their events when they may be: scorings and struggles come early
  const events = (a: Action): number => (a.type === 'play' && a.use === 'event' ? 1 : 0);
  const recs = {
    // a scoring early in a turn, the hand still full (7 cards)
    scored: reachAgainstComputer((s) => scored(s) && s.hands.democrat.length >= 7, events),
    lastRound: reachAgainstComputer(lastRound),
    // a struggle's decision with a few struggle cards of the player's own, and with many (14)
    decision: reachAgainstComputer(struggleDecision, events),
    decisionMany: reachAgainstComputer((s) => struggleDecision(s) && (s.ps?.hands.democrat.length ?? 0) >= 10, events, 's6'),
  };

  it('the start page at 1366×768: “Play a friend online” in view as it opens, its globe drawn (no emoji), the subtitle naming it', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(site.url);
    await page.waitForSelector('[data-testid=online]');
    await expectWhole(page, '[data-testid=online]', 'start page');
    expect(await page.$('[data-testid=online] svg.icon-globe')).not.toBeNull();
    expect(await page.textContent('[data-testid=online]')).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(await page.textContent('.start > p')).toContain('online');
    await page.close();
  });

  it('8.3.2 on a phone: the struggle’s sheet has no result card over it, and its Undo covers neither the question nor the cards', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await open(page, site.url, recs.decision);
    await page.waitForSelector('.ps-sheet [data-testid=ps-hand] button[data-ps-card]');
    await shot(page, 'moment-struggle-phone');
    expect(await page.$('.ps-sheet [data-testid=turn-summary], .ps-sheet [data-testid=scoring-card]')).toBeNull();
    const overlaps = await page.$eval('[data-testid=sheet-undo]', (undo) => {
      const u = undo.getBoundingClientRect();
      return ['.ps-sheet > .prompt .prompt-text', '[data-testid=ps-hand]', '.ps-sheet .pst-felt'].filter((sel) => {
        const r = document.querySelector(sel)!.getBoundingClientRect();
        return r.left < u.right && u.left < r.right && r.top < u.bottom && u.top < r.bottom;
      });
    });
    expect(overlaps).toEqual([]);
    await page.close();
  });

  for (const { width, height } of LAPTOPS) {
    const at = `${width}×${height}`;
    it(`9.0 at ${at}: a country's scoring with its struggle's result and Continue, whole in view`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height } });
      await open(page, site.url, recs.scored);
      await page.waitForSelector('[data-testid=scoring-card] [data-testid=ps-result]');
      await shot(page, `moment-scoring-${width}`);
      await expectWhole(page, '[data-testid=scoring-card]', `scoring ${at}`);
      await expectWhole(page, '[data-testid=scoring-close]', `scoring ${at}`);
      await page.close();
    });

    it(`4.5 at ${at}: the end of a turn and its Continue, whole in view`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height } });
      await open(page, site.url, recs.lastRound);
      await playToTurnEnd(page);
      await shot(page, `moment-turn-end-${width}`);
      await expectWhole(page, '[data-testid=turn-summary]', `end of turn ${at}`);
      await expectWhole(page, '[data-testid=summary-close]', `end of turn ${at}`);
      // a reload brings the card back while it has not been closed
      const held = (await recordOf(page)).actions.length;
      await page.reload();
      await page.click('[data-testid=resume]');
      await page.waitForSelector('[data-testid=turn-summary]');
      // closed, it stays closed after a reload: the computer moves on
      await page.click('[data-testid=summary-close]');
      await page.reload();
      await page.click('[data-testid=resume]');
      await page.waitForFunction((n) => JSON.parse(localStorage.getItem('jn1989.record')!).actions.length > n, held);
      expect(await page.$('[data-testid=turn-summary]')).toBeNull();
      await page.close();
    });

    for (const scene of ['decision', 'decisionMany'] as const)
      it(`8.3.2 at ${at}: a struggle's decision (${scene === 'decision' ? 'a few' : 'many'} struggle cards), the card to match or lead, the player's own cards and the buttons, whole in view`, async () => {
        const page = await site.browser.newPage({ viewport: { width, height } });
        await open(page, site.url, recs[scene]);
        await page.waitForSelector('[data-testid=ps-hand] button[data-ps-card]');
        await shot(page, `moment-struggle${scene === 'decision' ? '' : '-many'}-${width}`);
        for (const sel of ['[data-testid=ps-hand]', '.ps-table .pst-felt', '.prompt']) await expectWhole(page, sel, `struggle ${at}`);
        // the defender's Concede, or the buttons of another decision (an attacker has none, 8.3.3)
        if (await page.$('[data-testid=ps-actions]')) await expectWhole(page, '[data-testid=ps-actions]', `struggle ${at}`);
        await page.close();
      });
  }
});
