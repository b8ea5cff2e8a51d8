// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '../../src/engine';
import { cardText } from '../../src/i18n';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { CardFace } from '../../src/ui/CardFace';
import { logText } from '../../src/kit/download';
import { Magnifier } from '../../src/ui/HandStrip';
import { LogPanel } from '../../src/ui/Panels';
import { hand } from '../table';

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'en' }, true);
});
afterEach(cleanup);

describe('hand area and log', () => {
  it('shows the own set-aside cards face up and only the number of the opponent’s', () => {
    render(<App />);
    act(() => gameStore.getState().newGame('hand-1'));
    act(() => screen.getByTestId('confirm-handover').click());
    expect(screen.queryByTestId('set-aside')).toBeNull();
    const s = gameStore.getState().state!;
    const [mine, ...rest] = hand(s, 'communist');
    const [theirs, ...restD] = hand(s, 'democrat');
    act(() =>
      gameStore.setState({
        state: { ...s, hands: { communist: rest, democrat: restD }, setAside: { communist: [mine!], democrat: [theirs!] } },
      }),
    );
    const box = screen.getByTestId('set-aside');
    expect(box.textContent).toContain('Set aside face down (1)');
    expect(box.querySelector(`[data-card="${mine}"]`)).not.toBeNull();
    expect(screen.getByTestId('opponent-set-aside').textContent).toBe('Opponent’s set-aside cards: 1');
    expect(document.querySelector(`[data-card="${theirs}"]`)).toBeNull();
  });

  it('a hand card shows its Ops now when modifiers change the printed value', () => {
    // #7 State Run Media is printed with 2 Ops
    render(<CardFace card={7} lang="en" ops={3} />);
    const ops = document.querySelector('[data-ops]')!;
    expect(ops.getAttribute('data-ops')).toBe('3');
    expect(ops.getAttribute('title')).toBe('Ops now 3 (printed 2)');
    cleanup();
    render(<CardFace card={7} lang="en" ops={2} />);
    expect(document.querySelector('[data-ops]')).toBeNull();
  });

  it('card names in log lines show the event text on hover; the log downloads as text in the chosen language', () => {
    const log: LogEntry[] = [
      { key: 'newGame', params: {} },
      { key: 'playCard', params: { side: 'communist', card: 12, use: 'place' } },
    ];
    render(<LogPanel lang="en" log={log} since={0} />);
    const name = document.querySelector('[data-log-card="12"]')!;
    expect(name.getAttribute('title')).toBe(cardText('en', 12));
    expect(name.closest('li')!.textContent).toMatch(/^Communist plays #12 Apparatchiks for .+\.$/);
    const text = logText('pl', log);
    expect(text.split('\n')[0]).toBe('1989 Jesień Narodów — dziennik gry');
    expect(text).toContain('1. Nowa gra.');
    expect(text).toContain('2. Komuniści');
  });

  describe('a long press on a card (touch) magnifies it for reading', () => {
    const press = () => {
      render(
        <Magnifier magnified={<p>event text</p>} label="card">
          <button>card</button>
        </Magnifier>,
      );
      const anchor = document.querySelector('.magnifier')!;
      fireEvent.pointerDown(anchor, { pointerType: 'touch' });
      act(() => vi.advanceTimersByTime(500));
      expect(screen.getByTestId('card-magnified').textContent).toBe('event text');
      fireEvent.pointerUp(anchor, { pointerType: 'touch' });
    };
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('released, it stays open 1.2 s to be read, then closes', () => {
      press();
      act(() => vi.advanceTimersByTime(1100));
      expect(screen.queryByTestId('card-magnified')).not.toBeNull();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByTestId('card-magnified')).toBeNull();
    });

    it('unmounted before it closes, no timer is left', () => {
      press();
      cleanup();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
