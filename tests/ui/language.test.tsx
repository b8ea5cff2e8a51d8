// @vitest-environment jsdom
/**
 * Switching the language mid-game re-renders everything in that language: the log (structured
 * entries rendered through the catalogues), card names and texts in the hand, space names on the map.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardName, cardText, spaceName, type Lang } from '../../src/i18n';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { hand as handOf } from '../table';

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'en' }, true);
});
afterEach(cleanup);

const logLines = () => [...document.querySelectorAll('.tab-body .log li')].map((li) => li.textContent ?? '');
const mapText = (id: string) => [...document.querySelectorAll(`[data-space="${id}"] .space-name`)].map((e) => e.textContent).join(' ');

function switchTo(lang: Lang) {
  act(() => {
    fireEvent.change(screen.getByTestId('lang'), { target: { value: lang } });
  });
}

describe('language switch mid-game', () => {
  it('re-renders the log, the hand and the map in English, Polish and German', () => {
    render(<App />);
    act(() => gameStore.getState().newGame('lang-1'));
    act(() => screen.getByTestId('confirm-handover').click());
    // a setup placement in Praha, so that the log has a line naming a space
    const praha = document.querySelector('[data-space="praha"].target') ?? document.querySelector('.space.target')!;
    const placed = praha.getAttribute('data-space')!;
    act(() => {
      fireEvent.click(praha);
    });
    const card = handOf(gameStore.getState().state!, 'communist')[0]!;
    const hand = () => document.querySelector(`[data-testid=hand] [data-card="${card}"]`)!.textContent!;
    // a hand card is compact: hovering magnifies it with its event text
    const magnified = () => {
      const wrap = document.querySelector(`[data-testid=hand] [data-card="${card}"]`)!.parentElement!;
      vi.useFakeTimers();
      try {
        act(() => {
          fireEvent.pointerEnter(wrap, { pointerType: 'mouse' });
          vi.advanceTimersByTime(300);
        });
      } finally {
        vi.useRealTimers();
      }
      const text = screen.getByTestId('card-magnified').textContent!;
      act(() => {
        fireEvent.pointerLeave(wrap, { pointerType: 'mouse' });
      });
      return text;
    };

    const expected: Record<Lang, RegExp> = {
      en: new RegExp(`^Communist places 1 SP in ${spaceName('en', placed)} \\(setup\\)\\.$`),
      pl: new RegExp(`^Komuniści umieszczają 1 PP: ${spaceName('pl', placed)} \\(przygotowanie\\)\\.$`),
      de: new RegExp(`^Kommunist setzt 1 UP in ${spaceName('de', placed)} \\(Aufbau\\)\\.$`),
    };
    for (const lang of ['en', 'pl', 'de'] as const) {
      switchTo(lang);
      expect(
        logLines().some((l) => expected[lang].test(l)),
        `${lang}: ${logLines().join(' | ')}`,
      ).toBe(true);
      expect(hand()).toContain(cardName(lang, card));
      expect(magnified()).toContain(cardText(lang, card)!.slice(0, 30));
      expect(mapText('praha')).toBe({ en: 'Praha', pl: 'Praga', de: 'Prag' }[lang]);
      expect(screen.getByTestId('viewer').textContent).toBe(
        { en: 'At the screen: Communist', pl: 'Przy ekranie: Komuniści', de: 'Am Bildschirm: Kommunist' }[lang],
      );
    }
    // nothing of the game changed by switching
    expect(gameStore.getState().record!.actions).toHaveLength(1);
  });
});
