/**
 * The bundle budget: the page's initial JS (entry + static imports) stays within 130 kB gzipped,
 * and no language's messages or event texts are part of it (each loads on its own).
 * Builds the site once (a few seconds).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_BYTES, buildForReport, measure, type BundleReport } from '../../tools/bundle-size';

describe('bundle budget', () => {
  let dist: string;
  let report: BundleReport;
  beforeAll(async () => {
    dist = await buildForReport();
    report = measure(dist);
  }, 120_000);

  it(`initial JS is at most ${BUDGET_BYTES / 1000} kB gzipped`, () => {
    expect(report.initial).toBeGreaterThan(50_000);
    expect(report.initial).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('no message catalogue or card text is in the initial JS; each language is its own chunk', () => {
    const initial = report.initialFiles.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
    for (const text of ['Ręka przeciwnika', 'Hand des Gegenübers', 'Opponent’s hand', 'Polish Writers space', 'Władza w Polsce'])
      expect(initial, text).not.toContain(text);
    expect(Object.keys(report.languages).sort()).toEqual(['de', 'en', 'pl']);
    for (const n of Object.values(report.languages)) expect(n).toBeGreaterThan(3000);
  });
});
