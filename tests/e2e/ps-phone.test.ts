/**
 * The power-struggle table on a 390×844 phone (8.0, issue 27 item 3): while the struggle's cards are
 * decided (raise 8.2, lead and match 8.3, surrender 8.4.5) the table is a full-screen sheet whose
 * question and buttons are on the screen at every step, the cards played lie face up on it, and
 * the struggle ends on a result card (winner, support loss roll, VP roll, power).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { legalActions, type Action } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import { fixEntropy, openRecord, perform, record, rotating, stateOf, struggleScript } from './drive';
import { runBrowserTests, useSite } from './harness';

const PHONE = { width: 390, height: 844 };
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations on the page as it is now (as tests/e2e/a11y.test.ts). */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    type Found = { id: string; impact: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Found[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]!.target.join(' ')}`);
  });
}

const SHEET_KINDS = new Set(['psRaise', 'psRaiseDiscard', 'psAttack', 'psDefend', 'psSurrender']);

/** Every element matching `selector` that is rendered lies wholly inside the phone's viewport. */
async function outside(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(
    selector,
    (els, vp) =>
      els
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.top < 0 || r.left < 0 || r.bottom > vp.height + 0.5 || r.right > vp.width + 0.5))
        .map(({ el, r }) => `${el.textContent?.trim().slice(0, 30)} at ${Math.round(r.top)}..${Math.round(r.bottom)}`),
    PHONE,
  );
}

describe.skipIf(!runBrowserTests)('8.0 a power struggle on a phone', () => {
  const site = useSite();

  it('8.2–8.4: a full-screen sheet with the question and the buttons on the screen throughout, then a result card', async () => {
    // seed ps-1, 236 actions by the rotating policy: the Communist may play East Germany Scoring (42)
    const { record: rec, state } = record('ps-1', rotating, (_s, n) => n === 236);
    const scoring = legalActions(state).find(
      (a): a is Extract<Action, { type: 'play' }> => a.type === 'play' && a.use === 'event' && CARDS[a.card]!.side === 'scoring',
    )!;
    const policy = struggleScript;
    const page = await site.browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    await fixEntropy(page, 2);
    await openRecord(page, site.url, rec);
    await page.tap('[data-testid=confirm-handover]');
    await perform(page, scoring, 'tap');
    const kinds: string[] = [];
    let laid = 0;
    for (let n = 0; n < 60; n++) {
      if (await page.$('[data-testid=cover]')) await page.tap('[data-testid=confirm-handover]');
      const s = await stateOf(page);
      if (!s.ps || !s.prompt) break;
      const kind = s.prompt.kind;
      kinds.push(kind);
      const a = policy(s);
      if (SHEET_KINDS.has(kind)) {
        await page.waitForSelector('.ps-sheet .ps-table');
        // the sheet fills the screen
        const sheet = await page.$eval('.ps-sheet', (el) => el.getBoundingClientRect().toJSON() as DOMRect);
        expect([sheet.top, sheet.left, sheet.width, sheet.height], kind).toEqual([0, 0, PHONE.width, PHONE.height]);
        // the question and every button of the decision on the screen, without scrolling
        expect(await outside(page, '.ps-sheet .prompt-text'), `${kind}: the question`).toEqual([]);
        expect(await outside(page, '.ps-sheet .pst-actions button'), `${kind}: the buttons`).toEqual([]);
        // the sheet covers the bar: its own Undo is on the screen
        expect(await page.$('.ps-sheet [data-testid=sheet-undo]'), kind).not.toBeNull();
        expect(await outside(page, '.ps-sheet [data-testid=sheet-undo]'), `${kind}: undo`).toEqual([]);
        const control = a.type === 'psPlay' || a.type === 'psDiscard' ? `button[data-ps-card="${a.card}"]` : `[data-action=${a.type}]`;
        expect(await outside(page, `.ps-sheet ${control}`), `${kind}: ${control}`).toEqual([]);
        // the cards played so far lie face up on the table
        const played = await page.$$eval('[data-testid=ps-played] [data-played-card]', (els) => els.length);
        expect(played, kind).toBeGreaterThanOrEqual(laid);
        // axe once with a card to match on the table
        if (kind === 'psDefend' && laid === 0) expect(await violations(page), 'the sheet').toEqual([]);
        laid = played;
      } else {
        // SPs lost after the struggle are taken on the map: no sheet over it
        expect(await page.$('.ps-sheet'), kind).toBeNull();
      }
      await perform(page, a, 'tap');
    }
    expect(kinds).toEqual(expect.arrayContaining(['psRaise', 'psRaiseDiscard', 'psAttack', 'psDefend']));
    expect(laid).toBeGreaterThanOrEqual(2);
    if (await page.$('[data-testid=cover]')) await page.tap('[data-testid=confirm-handover]');
    // the struggle is over: its result card (winner, both rolls, power) and the country scoring
    const result = await page.waitForSelector('.last-ps [data-testid=ps-result]');
    const text = (await result.textContent())!;
    expect(text).toMatch(/wins the power struggle/);
    expect(text).toContain('Support loss');
    expect(text).toContain('Victory points');
    expect(text).toContain('Power');
    expect(await page.$('.ps-sheet')).toBeNull();
    expect(await violations(page), 'the result card').toEqual([]);
    await page.close();
  }, 90_000);
});
