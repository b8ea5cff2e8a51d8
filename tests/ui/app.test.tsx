// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARDS } from '../../src/engine/data';
import { CARD_NAMES } from '../../src/i18n/names/en.generated';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { hand as handOf } from '../table';

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'en' }, true);
});
afterEach(cleanup);

function handNames(side: 'communist' | 'democrat'): string[] {
  return handOf(gameStore.getState().state!, side).map((c) => CARD_NAMES[c]!);
}

function clickTarget() {
  const target = document.querySelector('.space.target');
  expect(target).not.toBeNull();
  act(() => {
    fireEvent.click(target!);
  });
}

/** Finish setup by taking the first legal placement each time, confirming every handover. */
function finishSetupByClicks(): void {
  for (let n = 0; n < 40 && gameStore.getState().state!.prompt!.kind === 'setupPlace'; n++) {
    if (gameStore.getState().viewer === null) act(() => screen.getByTestId('confirm-handover').click());
    clickTarget();
  }
  if (gameStore.getState().viewer === null) act(() => screen.getByTestId('confirm-handover').click());
}

describe('hotseat table', () => {
  it('shows no hand until the player at the screen confirms, then only his own', () => {
    render(<App />);
    act(() => screen.getByTestId('start').click());
    expect(screen.getByTestId('cover')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pass to the Communist player' })).toBeTruthy();
    expect(document.querySelector('[data-testid=hand]')).toBeNull();
    expect(document.querySelectorAll('[data-card]')).toHaveLength(0);
    for (const name of [...handNames('communist'), ...handNames('democrat')]) expect(document.body.textContent).not.toContain(name);

    act(() => screen.getByTestId('confirm-handover').click());
    const hand = screen.getByTestId('hand');
    expect(hand.dataset.side).toBe('communist');
    for (const name of handNames('communist')) expect(hand.textContent).toContain(name);
    for (const c of handOf(gameStore.getState().state!, 'democrat')) expect(document.querySelector(`[data-card="${c}"]`)).toBeNull();
  });

  it('setup placements on the map hand over to the Democrat behind the cover, and undo is refused across it', () => {
    render(<App />);
    act(() => gameStore.getState().newGame('ui-2'));
    act(() => screen.getByTestId('confirm-handover').click());
    clickTarget();
    expect(gameStore.getState().record!.actions).toHaveLength(1);
    expect((screen.getByTestId('undo') as HTMLButtonElement).disabled).toBe(false);
    clickTarget();
    // the Democrat decides now: the Communist's hand is gone from the page
    expect(screen.getByTestId('cover')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pass to the Democrat player' })).toBeTruthy();
    expect(document.querySelector('[data-testid=hand]')).toBeNull();
    for (const name of handNames('communist')) expect(document.body.textContent).not.toContain(name);
    // what the Communist just did is shown to the incoming player
    // (the cover's list, not the live region that said them as they happened)
    expect(screen.getAllByText(/Communist places 1 SP in/).filter((el) => !el.closest('[data-testid=announce]')).length).toBe(2);
    act(() => screen.getByTestId('confirm-handover').click());
    expect(screen.getByTestId('hand').dataset.side).toBe('democrat');
    expect((screen.getByTestId('undo') as HTMLButtonElement).disabled).toBe(true);
  });

  it('switches to Polish and German and keeps the choice', () => {
    render(<App />);
    const options = [...(screen.getByTestId('lang') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(['Polski', 'English', 'Deutsch']);
    act(() => {
      fireEvent.change(screen.getByTestId('lang'), { target: { value: 'pl' } });
    });
    expect(screen.getByRole('heading', { name: '1989 Jesień Narodów' })).toBeTruthy();
    expect(localStorage.getItem('jn1989.lang')).toBe('pl');
    act(() => gameStore.getState().newGame('ui-3'));
    expect(screen.getByRole('heading', { name: 'Przekaż Komunistom' })).toBeTruthy();
    act(() => {
      fireEvent.change(screen.getByTestId('lang'), { target: { value: 'de' } });
    });
    expect(screen.getByRole('heading', { name: 'Übergib an den kommunistischen Spieler' })).toBeTruthy();
    expect(localStorage.getItem('jn1989.lang')).toBe('de');
  });

  it('offers the legal ways to play a card and explains the others', () => {
    render(<App />);
    act(() => gameStore.getState().newGame('ui-4'));
    finishSetupByClicks();
    expect(gameStore.getState().state!.prompt!.kind).toBe('actionRound');
    const held = handOf(gameStore.getState().state!, 'communist');
    const democratCard = held.find((c) => CARDS[c]!.side === 'democrat');
    const card = democratCard ?? held[0]!;
    act(() => (document.querySelector(`[data-testid=hand] [data-card="${card}"]`) as HTMLElement).click());
    const place = document.querySelector('[data-use=place]') as HTMLButtonElement;
    expect(place.disabled).toBe(false);
    if (democratCard) {
      expect((document.querySelector('[data-use=event]') as HTMLButtonElement).disabled).toBe(true);
      expect(document.body.textContent).toContain('Your opponent’s event');
    }
    act(() => place.click());
    expect(gameStore.getState().state!.prompt!.kind).toMatch(/placeSupport|eventTiming/);
  });

  it('a picked card is put back by a button named for what it does (not by its ✕ glyph)', () => {
    render(<App />);
    act(() => gameStore.getState().newGame('ui-4'));
    finishSetupByClicks();
    const card = handOf(gameStore.getState().state!, 'communist')[0]!;
    act(() => (document.querySelector(`[data-testid=hand] [data-card="${card}"]`) as HTMLElement).click());
    const back = screen.getByRole('button', { name: 'Choose another card' });
    expect(back.getAttribute('data-testid')).toBe('unpick');
    act(() => back.click());
    expect(document.querySelector('[data-use]')).toBeNull();
  });
});
