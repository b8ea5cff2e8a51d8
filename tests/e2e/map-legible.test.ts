/**
 * A map a laptop player reads without zooming (issue 44, item 1), measured in Chromium at 1366×768
 * and 1920×1080 with the page as it opens, in English, Polish and German: every space name at
 * ≥ 11 px and every stability and SP number at ≥ 12 px; the whole board in view and filling the map
 * area (no empty band left and right); the tracks, the legend and the zoom buttons clear of every
 * space; the map not squeezed by the panels.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openRecord, record, rotating } from './drive';
import { runBrowserTests, useSite } from './harness';

const LAPTOPS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

interface Measured {
  /** the smallest rendered font size (px) of a space name, and of a number (stability, SP counter) */
  name: number;
  number: number;
  spaces: number;
  /** spaces whose box lies wholly inside the map's area */
  inView: number;
  /** the band (px) between the board's outermost spaces and the map area's left and right edges */
  bandLeft: number;
  bandRight: number;
  mapArea: { width: number; height: number };
  /** overlays (tracks, legend, zoom buttons) that cover part of a space */
  covered: string[];
}

function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const px = (el: Element) => parseFloat(getComputedStyle(el).fontSize) * (el as SVGGraphicsElement).getScreenCTM()!.a;
    const names = [...document.querySelectorAll('.map .space .space-name')].map(px);
    const numbers = [...document.querySelectorAll('.map .space .stab, .map .space .sp')].map(px);
    const area = document.querySelector('.map-wrap')!.getBoundingClientRect();
    const boxes = [...document.querySelectorAll('.map .space')].map((g) => ({ id: g.getAttribute('data-space')!, r: g.getBoundingClientRect() }));
    const inside = (r: DOMRect) => r.left >= area.left - 0.5 && r.right <= area.right + 0.5 && r.top >= area.top - 0.5 && r.bottom <= area.bottom + 0.5;
    const overlays = ['.board-status', '.legend', '.zoom-controls'].map((s) => ({ s, r: document.querySelector(s)!.getBoundingClientRect() }));
    const covered = overlays.flatMap(({ s, r }) =>
      boxes
        .filter((b) => Math.min(r.right, b.r.right) - Math.max(r.left, b.r.left) > 0 && Math.min(r.bottom, b.r.bottom) - Math.max(r.top, b.r.top) > 0)
        .map((b) => `${s} over ${b.id}`),
    );
    return {
      name: Math.min(...names),
      number: Math.min(...numbers),
      spaces: boxes.length,
      inView: boxes.filter((b) => inside(b.r)).length,
      bandLeft: Math.min(...boxes.map((b) => b.r.left)) - area.left,
      bandRight: area.right - Math.max(...boxes.map((b) => b.r.right)),
      mapArea: { width: area.width, height: area.height },
      covered,
    };
  });
}

describe.skipIf(!runBrowserTests)('the map on a laptop, as the page opens (issue 44)', () => {
  const site = useSite();

  it('names ≥ 11 px and numbers ≥ 12 px at 1366×768 and 1920×1080 in every language, the whole board in view and filling the map area, no overlay over a space', async () => {
    // a game some way in: SP counters on the map, a change mark or two
    const { record: rec } = record('legible', rotating, (_s, n) => n === 40);
    for (const viewport of LAPTOPS)
      for (const lang of ['en', 'pl', 'de']) {
        const page = await site.browser.newPage({ viewport });
        await openRecord(page, site.url, rec, lang);
        await page.waitForSelector('[data-testid=confirm-handover], [data-testid=hand]');
        if (await page.$('[data-testid=confirm-handover]')) await page.click('[data-testid=confirm-handover]');
        await page.waitForSelector('.legend');
        await page.mouse.move(viewport.width - 2, viewport.height - 2);
        const m = await measure(page);
        const at = `${viewport.width}×${viewport.height} ${lang}`;
        expect(m.spaces, at).toBe(75);
        expect(m.name, at).toBeGreaterThanOrEqual(11);
        expect(m.number, at).toBeGreaterThanOrEqual(12);
        expect(m.inView, at).toBe(75);
        // the board fills the area's width: at most 4% of it left empty on either side
        expect(m.bandLeft, at).toBeLessThan(m.mapArea.width * 0.04);
        expect(m.bandRight, at).toBeLessThan(m.mapArea.width * 0.04);
        // the map keeps most of the window: the panel beside it takes at most a third of the width
        expect(m.mapArea.width, at).toBeGreaterThan(viewport.width * 0.66);
        expect(m.mapArea.height, at).toBeGreaterThan(viewport.height * 0.9);
        expect(m.covered, at).toEqual([]);
        await page.close();
      }
  }, 120_000);
});
