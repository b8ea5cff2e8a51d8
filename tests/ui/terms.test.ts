/**
 * Issue 43 item 5: the edition's own words. Polish as the Polish rulebook prints them: "państwo"
 * for a country, "asterysk", "Zwiększenie stawki", "Punkty Operacyjne"; German as the player aid
 * names the suit, "Versammlung auf dem Platz"; and "1 Op", "1 battleground" by the plural rules of
 * each language.
 */
import { found } from '../catalogueTexts';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/aid/glossary';
import { formatLog, t } from '../../src/i18n';

describe('the edition’s own words (issue 43 item 5)', () => {
  it('Polish: państwo, not kraj, for the six countries', () => {
    expect(found(/\bkraj(?:u|e|ów|om|ach|em)?\b/iu)).toEqual([]);
    expect(t('pl', 'end.country')).toBe('Państwo');
  });

  it('Polish: asterysk, not gwiazdka; Zwiększenie stawki, not Podbicie; Punkty Operacyjne, not Punkty Operacji', () => {
    expect(found(/gwiazdk/iu)).toEqual([]);
    expect(found(/podbi(?:cie|j)/iu)).toEqual([]);
    expect(found(/punkt(?:y|ów|ami) operacji/iu)).toEqual([]);
    expect(GLOSSARY.find((g) => g.en.startsWith('Operations'))!.pl).toBe('Punkty Operacyjne (PO)');
    expect(t('pl', 'ps.raiseFacts', { cost: 3, hand: 10 })).toMatch(/^Zwiększenie stawki/);
  });

  it('German: Versammlung auf dem Platz, never Kundgebung', () => {
    expect(found(/Kundgebung/u)).toEqual([]);
    expect(t('de', 'ps.counterattack', { die: 1 })).toContain('Versammlung auf dem Platz');
  });

  it('1 Op, 2 Ops in English and German; the Polish verb agrees with its number', () => {
    expect(t('en', 'prompt.placeSupport', { opsLeft: 1 })).toMatch(/^Place SPs: 1 Op left\./);
    expect(t('en', 'prompt.placeSupport', { opsLeft: 2 })).toMatch(/^Place SPs: 2 Ops left\./);
    expect(t('de', 'prompt.placeSupport', { opsLeft: 1 })).toMatch(/^UP setzen: noch 1 Op\./);
    expect(t('en', 'act.opsOf', { ops: 1 })).toBe('1 Op');
    expect(t('en', 'odds.placeCost', { cost: 1 })).toBe('One SP here costs 1 Op (6.1.3)');
    expect(t('pl', 'prompt.placeSupport', { opsLeft: 1 })).toMatch(/^Umieść PP: został 1 PO\./);
    expect(t('pl', 'prompt.placeSupport', { opsLeft: 3 })).toMatch(/^Umieść PP: zostały 3 PO\./);
    expect(t('pl', 'prompt.placeSupport', { opsLeft: 5 })).toMatch(/^Umieść PP: zostało 5 PO\./);
  });

  it('1 battleground, 2 battlegrounds (the log and the scoring at the end of a turn)', () => {
    const scored = {
      country: 'poland',
      communistLevel: 'presence',
      communistVp: 3,
      communistBattlegrounds: 0,
      democratLevel: 'domination',
      democratVp: 7,
      democratBattlegrounds: 1,
      net: 4,
      vp: 6,
    };
    expect(formatLog('en', { key: 'countryScored', params: scored })).toContain('(1 battleground)');
    expect(formatLog('en', { key: 'countryScored', params: scored })).toContain('(0 battlegrounds)');
    expect(formatLog('de', { key: 'countryScored', params: scored })).toContain('(1 Schlachtfeld)');
    expect(t('en', 'scoring.side', { side: 'democrat', level: 'domination', vp: 7, bg: 1 })).toMatch(/1 battleground$/);
    expect(t('de', 'scoring.side', { side: 'democrat', level: 'domination', vp: 7, bg: 2 })).toMatch(/2 Schlachtfelder$/);
  });
});

describe('simplifications made exact (issue 43 item 3)', () => {
  it('6.2.5: the check’s breakdown says the total must exceed twice the stability, not just face it', () => {
    const p = { ops: 3, adjacency: 0, events: 0, target: 6 };
    expect(t('en', 'odds.breakdown', p)).toContain('must exceed 6');
    expect(t('pl', 'odds.breakdown', p)).toContain('musi przekroczyć 6');
    expect(t('de', 'odds.breakdown', p)).toContain('muss 6 übersteigen');
  });

  it('the review’s chart says its chance is estimated and counts a draw as half a win', () => {
    expect(t('en', 'review.chart')).toMatch(/estimated.*draw counting as half a win/);
    expect(t('pl', 'review.chart')).toMatch(/Szacowana.*remis liczy się jako pół zwycięstwa/);
    expect(t('de', 'review.chart')).toMatch(/Geschätzte.*Unentschieden zählt als halber Sieg/);
  });
});
