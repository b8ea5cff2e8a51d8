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
import pl from '../../src/aid/text/pl';
import { LANGS, loadAllLanguages, t } from '../../src/i18n';

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
});
