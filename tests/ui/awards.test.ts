/**
 * Issue 43 item 2: a Tiananmen Square award says what it does when it is gained (6.3.5): the log
 * names the award and its effect for the first side into a box, and every box's effect has words
 * in every language (the Tracks tab and the track's strip show them on hover).
 */
import { describe, expect, it } from 'vitest';
import { TIANANMEN_BOXES } from '../../src/engine/data';
import { CATALOGUES, formatLog, LANGS, t, tiananmenAward } from '../../src/i18n';

describe('6.3.5: Tiananmen Square awards in words', () => {
  it('every box’s effect has words in pl, en and de', () => {
    for (const lang of LANGS) for (const b of TIANANMEN_BOXES) expect(CATALOGUES[lang][`tian.effect.${b.box}`], `${lang} ${b.box}`).toMatch(/\S/);
  });

  it('the log names the award and what it does for the first side into a box, and nothing for the second', () => {
    for (const lang of LANGS) {
      const first = formatLog(lang, { key: 'tiananmenAdvance', params: { side: 'democrat', box: 1, award: true } });
      expect(first, lang).toContain(tiananmenAward(lang, 'democrat', 1));
      expect(first, lang).toContain(t(lang, 'tian.effect.1'));
      const second = formatLog(lang, { key: 'tiananmenAdvance', params: { side: 'communist', box: 1, award: false } });
      expect(second, lang).not.toContain(tiananmenAward(lang, 'communist', 1));
      expect(second, lang).not.toContain(t(lang, 'tian.effect.1'));
    }
    expect(formatLog('en', { key: 'tiananmenAdvance', params: { side: 'democrat', box: 7, award: true } })).toBe(
      'Democrat reaches Tiananmen box 7 first: Square Barricaded (once a turn, play a card for Ops without its event happening for the opponent, until the opponent reaches this box).',
    );
  });
});
