/**
 * The player aid: every rule number a prompt shows (in random standard and family games) opens a
 * section in each language; the sections cover the topics of the issue in all three languages;
 * the glossary pairs the editions' terms.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/i18n';
import { GLOSSARY } from '../../src/aid/glossary';
import { sectionFor } from '../../src/aid/sections';
import type { AidText } from '../../src/aid/types';
import de from '../../src/aid/text/de';
import en from '../../src/aid/text/en';
import pl from '../../src/aid/text/pl';
import { playout } from '../../tools/playout';

const TEXTS: Record<Lang, AidText> = { en, pl, de };

/** every prompt rule of a few random games of both modes, and every rule literal in the engine */
function promptRules(): Set<string> {
  const rules = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts')) for (const m of readFileSync(p, 'utf8').matchAll(/\brule: '([0-9A-Z.]+)'/g)) rules.add(m[1]!);
    }
  };
  walk(join(__dirname, '../../src/engine'));
  for (const [seed, mode] of [
    ['aid-1', 'standard'],
    ['aid-2', 'standard'],
    ['aid-3', 'standard'],
    ['aid-4', 'family'],
    ['aid-5', 'family'],
  ] as const)
    playout({ seed, mode }, { afterAction: (s) => s.prompt && rules.add(s.prompt.rule) });
  return rules;
}

describe('player aid', () => {
  const rules = promptRules();

  it('finds prompt rules of every kind of decision', () => {
    for (const r of ['3.4', '6.1', '6.2', '8.2', '8.3.2', 'card '])
      expect(
        [...rules].some((x) => x.startsWith(r)),
        r,
      ).toBe(true);
    expect([...rules].some((x) => x.startsWith('TR'))).toBe(true);
  });

  for (const lang of ['en', 'pl', 'de'] as const)
    it(`${lang}: every rule number shown in a prompt links to a section`, () => {
      const missing = [...rules].filter((r) => !sectionFor(TEXTS[lang].sections, r));
      expect(missing).toEqual([]);
      expect(sectionFor(TEXTS[lang].sections, '6.2.4')!.id).toBe('checks');
      expect(sectionFor(TEXTS[lang].sections, '6.3.5')!.id).toBe('tiananmen');
      expect(sectionFor(TEXTS[lang].sections, '8.3.2')!.id).toBe('power-struggle');
      expect(sectionFor(TEXTS[lang].sections, '4.5.2')!.id).toBe('sequence');
      expect(sectionFor(TEXTS[lang].sections, '13.0')!.id).toBe('balance');
      expect(sectionFor(TEXTS[lang].sections, 'TR.2.4.3')!.id).toBe('family');
      expect(sectionFor(TEXTS[lang].sections, 'card 28')!.id).toBe('cards');
      expect(sectionFor(TEXTS[lang].sections, '61')).toBeNull();
    });

  it('covers the same sections in every language, with the tables and all eight awards', () => {
    const ids = (l: Lang) => TEXTS[l].sections.map((s) => `${s.id}:${s.rules.join(',')}`);
    expect(ids('pl')).toEqual(ids('en'));
    expect(ids('de')).toEqual(ids('en'));
    for (const id of ['sequence', 'placement', 'checks', 'tiananmen', 'power-struggle', 'scoring', 'ussr', 'victory'])
      expect(
        ids('en').some((x) => x.startsWith(`${id}:`)),
        id,
      ).toBe(true);
    for (const lang of ['en', 'pl', 'de'] as const) {
      const tables = TEXTS[lang].sections.flatMap((s) => s.body.flatMap((b) => (typeof b === 'object' && 'table' in b ? [b.table] : [])));
      expect(tables.sort()).toEqual(['finalBonus', 'results', 'scoring', 'tiananmen', 'ussr']);
      expect(Object.keys(TEXTS[lang].awardEffects)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    }
  });

  it('states the support check formula and the power struggle results in each language (6.2.4, 8.4)', () => {
    expect(JSON.stringify(en)).toContain('2 × the stability');
    expect(JSON.stringify(pl)).toContain('podwojonej stabilności');
    expect(JSON.stringify(de)).toContain('doppelte Stabilität');
    for (const t of [en, pl, de]) expect(JSON.stringify(t)).toMatch(/Petition|Petycja/);
  });

  it('has a glossary across EN / PL / DE in the editions’ terms', () => {
    expect(GLOSSARY).toContainEqual({ en: 'Support Points (SPs)', pl: 'Punkty Poparcia (PP)', de: 'Unterstützungspunkte (UP)' });
    expect(GLOSSARY.find((g) => g.en === 'Tiananmen Square track')!.pl).toBe('Tor Ustrój polityczny');
    for (const g of GLOSSARY) expect(g.en && g.pl && g.de).toBeTruthy();
  });
});
