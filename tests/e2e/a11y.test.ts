/**
 * Accessibility in real Chromium: axe-core finds no serious or critical violation on the
 * new-game dialog, the handover cover, the board in an action round, the player aid (a modal
 * dialog that holds the focus until Escape closes it), the power struggle and the end screen
 * (each reached by a seeded game; about 10 s). tests/e2e/keyboard.test.ts checks the moments of a
 * game played by the keyboard in three languages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, makeRecord, newGame, type Action } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import { openRecord, record, rotating } from './drive';
import { runBrowserTests, useSite } from './harness';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  nodes: { target: string[] }[];
}

/** Serious and critical violations on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  });
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}${v.nodes.length > 3 ? ` … ${v.nodes.length} nodes` : ''}`,
  );
}

describe.skipIf(!runBrowserTests)('accessibility (axe-core)', () => {
  const site = useSite();

  for (const [w, h] of [
    [1366, 768],
    [390, 844],
  ] as const)
    it(`the new-game dialog, the cover, the board, the player aid, the power struggle and the end screen at ${w}×${h}`, async () => {
      const page = await site.browser.newPage({ viewport: { width: w, height: h }, hasTouch: w < 900 });
      await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
      await page.goto(site.url);
      await page.waitForSelector('[data-testid=start]');
      expect(await violations(page), 'new-game dialog').toEqual([]);
      await page.close();

      // the cover, then the board in an action round with a card picked
      const round = record('a11y', rotating, (s) => s.prompt?.kind === 'actionRound' && s.turn === 1 && s.round === 2).record;
      const board = await site.browser.newPage({ viewport: { width: w, height: h }, hasTouch: w < 900 });
      await openRecord(board, site.url, round);
      await board.waitForSelector('[data-testid=cover]');
      expect(await violations(board), 'handover cover').toEqual([]);
      await board.click('[data-testid=confirm-handover]');
      await board.click('[data-testid=hand] button.card:not([disabled]) >> nth=0');
      expect(await violations(board), 'board').toEqual([]);
      await board.click('[data-tab=countries]');
      expect(await violations(board), 'countries panel').toEqual([]);
      // the player aid: a modal dialog, one banner on the page, the focus held inside until it closes
      if (w >= 900) {
        await board.focus('[data-testid=aid-open]');
        await board.keyboard.press('Enter');
        await board.waitForSelector('[data-testid=player-aid] .aid-body');
        expect(await violations(board), 'player aid').toEqual([]);
        for (let n = 0; n < 40; n++) {
          await board.keyboard.press(n % 3 === 2 ? 'Shift+Tab' : 'Tab');
          expect(await board.evaluate(() => !!document.activeElement?.closest('[data-testid=player-aid]')), `Tab ${n} stays in the aid`).toBe(true);
        }
        await board.keyboard.press('Escape');
        await board.waitForSelector('[data-testid=player-aid]', { state: 'detached' });
        expect(await board.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('aid-open');
      }
      await board.close();

      // a power struggle: a scoring card played at once
      let s = newGame({ seed: 'a11y-ps' });
      const actions: Action[] = [];
      for (let n = 0; s.prompt && n < 3000 && !(s.prompt.kind === 'psAttack' || s.prompt.kind === 'psDefend'); n++) {
        const legal = legalActions(s);
        const a = legal.find((x) => x.type === 'play' && CARDS[x.card]!.side === 'scoring') ?? legal[(n * 7) % Math.min(legal.length, 3)]!;
        s = apply(s, a);
        actions.push(a);
      }
      expect(s.ps).not.toBeNull();
      const ps = await site.browser.newPage({ viewport: { width: w, height: h }, hasTouch: w < 900 });
      await openRecord(ps, site.url, makeRecord({ seed: 'a11y-ps' }, actions, s));
      await ps.click('[data-testid=confirm-handover]');
      await ps.waitForSelector('.ps-table');
      expect(await violations(ps), 'power struggle').toEqual([]);
      await ps.close();

      // the end screen after final scoring
      let e = newGame({ seed: 'final-3' });
      const all: Action[] = [];
      for (let n = 0; e.prompt && n < 5000; n++) {
        const legal = legalActions(e);
        const a = legal.find((x) => x.type === 'play' && CARDS[x.card]!.side === 'scoring') ?? legal[(n * 7) % Math.min(legal.length, 3)]!;
        e = apply(e, a);
        all.push(a);
      }
      const end = await site.browser.newPage({ viewport: { width: w, height: h }, hasTouch: w < 900 });
      await openRecord(end, site.url, makeRecord({ seed: 'final-3' }, all, e));
      await end.waitForSelector('[data-testid=end-screen]');
      expect(await violations(end), 'end screen').toEqual([]);
      await end.close();
    }, 90_000);
});
