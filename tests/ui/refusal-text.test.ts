/**
 * Issue 43 item 4: a card refused by a condition of its own says which, in the player's words and
 * in every language; an own event that needs an earlier card cites 7.1 (its red title, 2.2.6), not
 * 5.2; and the Communist's view of #3 Walesa names #2 as the Democrat's does.
 */
import { describe, expect, it } from 'vitest';
import { startPosition, viewFor, type GameState, type PositionSpec, type Refusal } from '../../src/engine';
import { CATALOGUES, cardLabel, LANGS } from '../../src/i18n';
import { ruleErrorText } from '../../src/store/messages';

const refused = (spec: PositionSpec, card: number): Refusal => {
  const s: GameState = startPosition(spec);
  const r = viewFor(s, s.prompt!.side).decision!.refused.find((x) => x.card === card && x.use === 'event');
  if (!r) throw new Error(`#${card} is not refused`);
  return r;
};

/** the generic words of an unnamed condition, in every language */
const generic = (lang: (typeof LANGS)[number]): string => {
  const m = /other \{([^}]*)\}\}$/.exec(CATALOGUES[lang]['why.EVENT_CONDITION']!);
  if (!m) throw new Error(`no fallback in ${lang}`);
  return m[1]!;
};

describe('refusals name their condition (issue 43 item 4)', () => {
  const cases: [string, PositionSpec, number, Record<string, RegExp>][] = [
    [
      '#21 Common European Home: no card of the opponent’s alone in hand',
      { turn: 1, side: 'democrat', round: 1, hands: { democrat: [21, 26], communist: [10] } },
      21,
      { en: /opponent’s alone/, pl: /wyłącznie przeciwnika/, de: /allein des Gegenübers/ },
    ],
    [
      '#67 Reformer Rehabilitated: only the player ahead on the Tiananmen Square track',
      { turn: 5, side: 'democrat', round: 1, hands: { democrat: [67, 26], communist: [10] } },
      67,
      { en: /ahead on the Tiananmen Square track/, pl: /dalej na torze Ustrój polityczny/, de: /vorne liegt/ },
    ],
    [
      '#96 The Chinese Solution: the Communist’s marker in box 7',
      { turn: 9, side: 'communist', round: 1, hands: { communist: [96, 10], democrat: [27] } },
      96,
      { en: /box 7/, pl: /pole 7/, de: /Feld 7/ },
    ],
  ];
  for (const [name, spec, card, words] of cases)
    it(`${name}, in pl, en and de (7.1)`, () => {
      const r = refused(spec, card);
      for (const lang of LANGS) {
        const text = ruleErrorText(lang, r);
        expect(text, lang).toMatch(words[lang]!);
        expect(text, lang).not.toContain(generic(lang));
        expect(text, lang).toMatch(/7\.1/);
      }
    });

  it('#3 Walesa before #2: the Democrat’s refusal cites 7.1 and 2.2.6, not 5.2, and names #2', () => {
    const r = refused({ turn: 1, side: 'democrat', round: 1, hands: { democrat: [3, 27], communist: [10] } }, 3);
    for (const lang of LANGS) {
      const text = ruleErrorText(lang, r);
      expect(text, lang).toContain(cardLabel(lang, 2));
      expect(text, lang).toMatch(/2\.2\.6/);
      expect(text, lang).toMatch(/7\.1/);
      expect(text, lang).not.toMatch(/5\.2/);
    }
  });

  it('#3 Walesa in the Communist’s hand: his refusal names #2 too (5.2, an opponent’s event that cannot take place)', () => {
    const r = refused({ turn: 1, side: 'communist', round: 1, hands: { communist: [3, 10], democrat: [27] } }, 3);
    for (const lang of LANGS) {
      const text = ruleErrorText(lang, r);
      expect(text, lang).toContain(cardLabel(lang, 2));
      expect(text, lang).toMatch(/5\.2/);
    }
  });

  it('#96 in the Democrat’s hand: the opponent’s event that cannot take place says why', () => {
    const r = refused({ turn: 9, side: 'democrat', round: 1, hands: { democrat: [96, 26], communist: [10] } }, 96);
    const words = { en: 'has not reached box 7', pl: 'nie dotarł na pole 7', de: 'Feld 7 der Leiste' };
    for (const lang of LANGS) expect(ruleErrorText(lang, r), lang).toContain(words[lang]);
  });
});
