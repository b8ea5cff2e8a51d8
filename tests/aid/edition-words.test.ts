/**
 * The editions' words in the lesson, the player aid and the prompts: Polish as the Polish rulebook
 * prints them, German as the German player aid; and the prompts' rule numbers where a read against
 * the rulebook found them wrong (8.3.2, 8.4.2, 8.4.3 for a concession; 6.3.5 and #21 beside 6.3.6
 * for an opponent's event).
 */
import { found } from '../catalogueTexts';
import { beforeAll, describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/aid/glossary';
import de from '../../src/aid/text/de';
import en from '../../src/aid/text/en';
import pl from '../../src/aid/text/pl';
import type { AidText } from '../../src/aid/types';
import { LANGS, loadAllLanguages, t, type Lang } from '../../src/i18n';

describe('the editions’ words', () => {
  beforeAll(loadAllLanguages);

  it('Polish: walka o wpływy, pole intelektualistów, Połowa roku, tor Ustrój polityczny and żeton, obrońca, Joker, karta pomocy gracza', () => {
    expect(found(/walk\p{L}* o władz/iu)).toEqual([]);
    expect(found(/inteligencj/iu)).toEqual([]);
    expect(found(/środk\p{L}* roku/iu)).toEqual([]);
    expect(found(/tor\p{L}* zmiany ustroju/iu)).toEqual([]);
    expect(found(/znacznik/iu)).toEqual([]);
    expect(found(/broniąc/iu)).toEqual([]);
    expect(found(/kart\p{L}* specjaln/iu)).toEqual([]);
    expect(found(/ściągawk/iu)).toEqual([]);
    expect(t('pl', 'socio.intellectual')).toBe('Intelektualiści');
    // the bar's button: the card's name cut short, so the bar keeps to one line at 1366 px
    expect(t('pl', 'aid.open')).toBe('Karta pomocy');
    expect(pl.title).toBe('Karta pomocy gracza');
    expect(t('pl', 'learn.aftermath.title')).toBe('Następstwa');
    expect(GLOSSARY.find((g) => g.en === 'Wild card')!.pl).toBe('Joker');
    expect(GLOSSARY.find((g) => g.en === 'Strategy card')!.pl).toBe('Karta wydarzeń');
    const struggle = JSON.stringify(pl.sections.find((s) => s.id === 'power-struggle'));
    for (const word of ['Obrońca', 'Jokera', 'rzut na utratę poparcia', 'Następstwa']) expect(struggle).toContain(word);
  });

  it('German: Endwertung, mittlerer und später Abschnitt, Sternchen, Auswirkungen, Machtkampf-Karten', () => {
    expect(found(/Schlusswertung/u)).toEqual([]);
    expect(found(/Machtkampfkarte/u)).toEqual([]);
    expect(found(/Jahresmitte|Jahresende/u)).toEqual([]);
    expect(found(/mit Stern\b/u)).toEqual([]);
    expect(t('de', 'learn.welcome.text')).toContain('Endwertung');
    expect(t('de', 'learn.aftermath.title')).toBe('Auswirkungen');
    expect(JSON.stringify(de.sections.find((s) => s.id === 'sequence'))).toMatch(/mittleren Abschnitts.*späten Abschnitts/);
  });

  it('the remove tooltip shows the card’s own *, not ★', () => {
    for (const lang of LANGS) expect(t(lang, 'card.remove'), lang).toMatch(/^\* /);
    expect(found(/★/u)).toEqual([]);
  });

  it('a concession: the defender declines (8.3.2), then he rolls for lost support and the winner for VP (8.4.2, 8.4.3)', () => {
    for (const lang of LANGS) {
      const text = t(lang, 'ps.concedeConfirm');
      for (const rule of ['8.3.2', '8.4.2', '8.4.3']) expect(text, lang).toContain(rule);
      expect(text, lang).not.toContain('8.3.3');
    }
  });

  it('an opponent’s event fired by Ops: Tiananmen box 7 (6.3.5) and Common European Home (#21) spare it, an attempt never fires it (6.3.6)', () => {
    for (const lang of LANGS) {
      const text = t(lang, 'why.OPPONENT_EVENT');
      for (const part of ['6.3.5', '#21', '6.3.6']) expect(text, lang).toContain(part);
    }
  });

  it('final scoring: a country taken from the Communist does not count twice (10.4.1, 8.4.7)', () => {
    const params = { held: 5, bonus: -20 };
    expect(t('en', 'learn.finalScoring.text', params)).not.toMatch(/twice/i);
    expect(t('pl', 'learn.finalScoring.text', params)).not.toMatch(/dwa razy/i);
    expect(t('de', 'learn.finalScoring.text', params)).not.toMatch(/doppelt/i);
  });
  it('Polish: a power-struggle leader is a Lider (2.3.2, 8.3.2), the turn marker the żeton Tura (4.5.6), pole elit and the like (2.1.3)', () => {
    expect(found(/przywódc/iu)).toEqual([]);
    expect(found(/\b(?:pol(?:e|a|ach|u|ami|om)|pól) (?:Elity|Elit|Robotników|Mniejszości|Biurokratów|Rolników|Studentów)\b/u)).toEqual([]);
    expect(t('pl', 'prompt.card103:elite', { card: 103 })).toContain('pole elit');
    expect(t('pl', 'prompt.psAttack', { country: 'poland' })).toContain('Lider');
    expect(found(/żeton\p{L}* tury/iu)).toEqual([]);
    expect(JSON.stringify(pl.sections.find((s) => s.id === 'sequence'))).toContain('Przesunięcie żetonu Tura');
  });
});

/** a read of the player aid, the prompts and the end screen against the rulebook (issue 51) */
describe('the second read’s corrections', () => {
  beforeAll(loadAllLanguages);
  const AID: Record<Lang, AidText> = { en, pl, de };
  const section = (lang: Lang, id: string): string => JSON.stringify(AID[lang].sections.find((s) => s.id === id)!.body);

  it('family takeover: a W wins, but two W cancel each other (TR.2.4.3), in the prompt and the aid', () => {
    const cancel: Record<Lang, RegExp> = { en: /two W cancel/, pl: /dwie karty W się znoszą/, de: /zwei W heben sich auf/ };
    const params = { to: 'gdansk', attack: 5, defense: 6 };
    for (const lang of LANGS) {
      expect(t(lang, 'prompt.familyPsCard', params), lang).toMatch(cancel[lang]);
      expect(section(lang, 'family'), lang).toMatch(cancel[lang]);
    }
  });

  it('family rounds start with the Democrat and take over an empty or opponent-controlled space (TR.2.4.3)', () => {
    const words: Record<Lang, RegExp> = {
      en: /starting with the Democrat: .*empty or your opponent’s/,
      pl: /zaczynając od Opozycjonistów: .*pustego lub kontrolowanego przez przeciwnika/,
      de: /beginnend mit dem Demokraten: .*leer ist oder das das Gegenüber kontrolliert/,
    };
    for (const lang of LANGS) expect(section(lang, 'family'), lang).toMatch(words[lang]);
  });

  it('support checks: two per card is 6.2.2; the order of the checks and the target’s SPs are 6.2.3', () => {
    const order: Record<Lang, string> = { en: 'resolved', pl: 'rozpatruje', de: 'abgehandelt' };
    for (const lang of LANGS) {
      const first = AID[lang].sections.find((s) => s.id === 'checks')!.body[0] as string;
      const [before, after] = first.split('(6.2.2)');
      expect(before, lang).not.toContain(order[lang]);
      expect(after, lang).toContain(order[lang]);
      expect(after, lang).toContain('(6.2.3)');
    }
  });

  it('aftermath: the scoring card leaves the game once the Democrat holds power (8.4.4, 8.4.5, 8.4.7), else it is discarded (8.4.6)', () => {
    for (const lang of LANGS) {
      const text = section(lang, 'power-struggle');
      for (const rule of ['8.4.4', '8.4.5', '8.4.6', '8.4.7']) expect(text, `${lang} ${rule}`).toContain(rule);
    }
  });

  it('New Year’s Eve Party: the Communist’s choice, no final scoring, the Democrat’s struggle with the initiative, 0 a draw (10.3)', () => {
    const words: Record<Lang, RegExp[]> = {
      en: [/Communist chose/, /without final scoring/, /with the initiative/, /0 is a draw \(10\.3\)/],
      pl: [/Komuniści zdecydowali/, /bez punktacji końcowej/, /z inicjatywą/, /0 to remis \(10\.3\)/],
      de: [/Kommunist das Spielende gewählt/, /ohne Endwertung/, /mit der Initiative/, /bei 0 ist es unentschieden \(10\.3\)/],
    };
    for (const lang of LANGS) for (const w of words[lang]) expect(section(lang, 'victory'), lang).toMatch(w);
    for (const lang of LANGS) expect(t(lang, 'end.reason.event', { card: 104 }), lang).toMatch(/\b0\b/);
  });

  it('both sides holding a scoring card is a draw by 10.2, not only 4.5.4', () => {
    for (const lang of LANGS) expect(t(lang, 'end.reason.held-scoring-card-both'), lang).toContain('10.2');
  });
});
