/**
 * The player aid in Chromium: a prompt's rule number opens it at the section explaining that
 * rule, in English, Polish and German, with the tables and the glossary. About 10 s.
 */
import { describe, expect, it } from 'vitest';
import { openRecord, record, rotating } from './drive';
import { runBrowserTests, useSite } from './harness';

const CASES = [
  { lang: 'en', rule: '6.1', section: 'placement', heading: 'Placing support points (6.1)' },
  { lang: 'pl', rule: '4.5.2', section: 'sequence', heading: 'Przebieg tury (4.5)' },
  { lang: 'de', rule: '6.2', section: 'checks', heading: 'Unterstützungs-Check (6.2)' },
] as const;

describe.skipIf(!runBrowserTests)('the player aid in Chromium', () => {
  const site = useSite();

  for (const c of CASES)
    it(`opens from the prompt's rule ${c.rule} in ${c.lang}`, async () => {
      const { record: rec, state } = record(`e2e-aid-${c.rule}`, rotating, (s) => s.prompt?.rule === c.rule);
      expect(state.prompt?.rule).toBe(c.rule);
      const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
      await openRecord(page, site.url, rec, c.lang);
      await page.click('[data-testid=confirm-handover]');
      await page.click(`[data-testid=aid-link][data-rule="${c.rule}"]`);
      await page.waitForSelector(`[data-testid=player-aid][data-lang=${c.lang}][data-section=${c.section}]`);
      const current = page.locator(`#aid-${c.section}`);
      expect(await current.locator('h2').textContent()).toBe(c.heading);
      expect(await current.isVisible()).toBe(true);
      expect(await page.$$('[data-testid=player-aid] table[data-table]')).toHaveLength(5);
      expect(await page.textContent('[data-testid=aid-glossary]')).toContain('Punkty Poparcia (PP)');
      await page.click('[data-testid=aid-close]');
      expect(await page.$('[data-testid=player-aid]')).toBeNull();
      // the decision is still waiting where it was
      expect(await page.getAttribute('.prompt', 'data-kind')).toBe(state.prompt!.kind);
      await page.close();
    }, 60_000);
});
