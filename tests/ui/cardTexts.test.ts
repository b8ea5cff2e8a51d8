import { describe, expect, it } from 'vitest';
import { CARD_NUMBERS } from '../../src/engine/data';
import { CARD_TEXT_EN } from '../../src/engine/data/cardTexts.generated';
import { cardText, LANGS } from '../../src/i18n';
import { CARD_TEXT_DE } from '../../src/i18n/cardTexts.de';
import { CARD_TEXT_PL } from '../../src/i18n/cardTexts.pl';

describe('card event texts', () => {
  it('all 110 cards have an event text in every language', () => {
    expect(CARD_NUMBERS).toHaveLength(110);
    for (const texts of [CARD_TEXT_EN, CARD_TEXT_PL, CARD_TEXT_DE]) {
      expect(Object.keys(texts)).toHaveLength(110);
      for (const n of CARD_NUMBERS) expect(texts[n]?.length ?? 0).toBeGreaterThan(20);
    }
  });

  it('every card and space named in a text exists, so no placeholder is left', () => {
    for (const lang of LANGS)
      for (const n of CARD_NUMBERS) {
        const text = cardText(lang, n)!;
        expect(text, `${lang} #${n}`).not.toMatch(/\{[#@]/);
        // our own texts name cards by name, never by number or id
        if (lang !== 'en') expect(text, `${lang} #${n}`).not.toMatch(/#\d|\b[a-z]+-[a-z]+-[a-z]+\b/);
      }
  });

  it('uses the names of the language and its terms', () => {
    expect(cardText('pl', 2)).toContain('Gdańsk');
    expect(cardText('pl', 2)).toContain('„Wałęsa”');
    expect(cardText('pl', 53)).toContain('Ustrój polityczny');
    expect(cardText('pl', 7)).toMatch(/PP Opozycjonistów/);
    expect(cardText('de', 2)).toContain('Danzig');
    expect(cardText('de', 24)).toContain('Lutherische Kirche');
    expect(cardText('de', 24)).toContain('„Montagsdemonstrationen“');
    expect(cardText('de', 7)).toMatch(/demokratische UP/);
  });
});
