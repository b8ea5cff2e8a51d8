/**
 * Messages are ICU MessageFormat: real plural rules (CLDR: Polish one/few/many, German and English
 * one/other) instead of "card(s)", "kart(y)", "Karte(n)".
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, formatLog, formatLogParts, LANGS, t } from '../../src/i18n';
import { compileMessage } from '../../src/i18n/compile';
import { normalizeMessage } from '../../src/i18n/pack';

const I18N = join(__dirname, '../../src/i18n');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });

/** a word with a bracketed ending, or two forms joined by a slash: card(s), kart(y), Land/Ländern */
const HACK = /\p{L}\((?:s|es|ies|y|i|a|ów|n|en|e|er|r)\)|\b(?:Land\/Ländern|karta\/karty|card\/cards)\b/u;

describe('plural rules', () => {
  it('no plural hack is left in src/i18n', () => {
    const found = sources(I18N).flatMap((f) =>
      // the texts: quoted string literals (code such as map.get(s) is no hack)
      [...readFileSync(f, 'utf8').matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`/g)]
        .map((m) => m[0])
        .filter((l) => HACK.test(l))
        .map((l) => `${f.slice(I18N.length + 1)}: ${l}`),
    );
    expect(found).toEqual([]);
    expect(HACK.test("'{n} card(s)'") && HACK.test('kart(y)') && HACK.test('Karte(n)') && HACK.test('Feld(er)')).toBe(true);
  });

  for (const lang of LANGS)
    it(`every ${lang} message compiles (CLDR plural keys of ${lang} only)`, () => {
      const bad: string[] = [];
      for (const [k, v] of Object.entries(CATALOGUES[lang]))
        try {
          compileMessage(lang, v);
        } catch (e) {
          bad.push(`${k}: ${(e as Error).message}`);
        }
      expect(bad).toEqual([]);
      expect(Object.keys(CATALOGUES[lang]).length).toBeGreaterThan(400);
    });

  it('Polish: 1 karta, 2–4 karty, 5–21 kart, 22 karty (one/few/many)', () => {
    const hand = (n: number) => t('pl', 'hand.opponent', { n });
    expect([1, 2, 4, 5, 12, 21, 22, 25].map(hand)).toEqual(
      ['1 karta', '2 karty', '4 karty', '5 kart', '12 kart', '21 kart', '22 karty', '25 kart'].map((x) => `Ręka przeciwnika: ${x}`),
    );
    expect(formatLog('pl', { key: 'finalBonus', params: { countries: 1, vp: 1, total: -3 } })).toContain('w 1 państwie');
    expect(formatLog('pl', { key: 'finalBonus', params: { countries: 3, vp: 3, total: -3 } })).toContain('w 3 państwach');
  });

  it('German and English: one and other', () => {
    expect(t('de', 'hand.opponent', { n: 1 })).toBe('Hand des Gegenübers: 1 Karte');
    expect(t('de', 'hand.opponent', { n: 7 })).toBe('Hand des Gegenübers: 7 Karten');
    expect(t('de', 'prompt.targets', { n: 1 })).toBe('1 markiertes Feld auf der Karte.');
    expect(t('de', 'prompt.targets', { n: 3 })).toBe('3 markierte Felder auf der Karte.');
    expect(t('en', 'prompt.targets', { n: 1 })).toBe('1 highlighted space on the map.');
    expect(t('en', 'prompt.targets', { n: 0 })).toBe('0 highlighted spaces on the map.');
    expect(formatLog('en', { key: 'eventAddSupport', params: { card: 4, count: 1, space: 'polish-writers' } })).toBe(
      '#4 Michnik: 1 SP added in Polish Writers.',
    );
    expect(formatLog('en', { key: 'eventAddSupport', params: { card: 4, count: 3, space: 'polish-writers' } })).toBe(
      '#4 Michnik: 3 SPs added in Polish Writers.',
    );
  });

  it('a card inside a message stays a part of its own, so the log can show its event', () => {
    expect(formatLogParts('en', { key: 'eventAddSupport', params: { card: 4, count: 3, space: 'polish-writers' } })).toEqual([
      { card: 4 },
      ': 3 SPs added in Polish Writers.',
    ]);
  });

  it('a key merged in the old {name:type} style reads as the ICU custom formatter {name, type}', () => {
    expect(normalizeMessage('{side:side} plays {card:card}')).toBe('{side, side} plays {card, card}');
    expect(compileMessage('en', '{side:side} plays')({ side: 'democrat' }).flat(9).join('')).toBe('Democrat plays');
  });
});
