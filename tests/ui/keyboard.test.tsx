// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'en' }, true);
});
afterEach(cleanup);

describe('keyboard', () => {
  it('the cover’s confirm button has the focus; map targets are in the tab order and Enter or Space takes them', () => {
    render(<App />);
    act(() => gameStore.getState().newGame('kb-1'));
    expect(document.activeElement).toBe(screen.getByTestId('confirm-handover'));
    act(() => screen.getByTestId('confirm-handover').click());

    const targets = [...document.querySelectorAll<SVGGElement>('.space.target')];
    expect(targets.length).toBeGreaterThan(0);
    for (const g of targets) {
      expect(g.getAttribute('tabindex')).toBe('0');
      expect(g.getAttribute('role')).toBe('button');
    }
    // a space that is not a target is not in the tab order
    const other = document.querySelector('.space:not(.target)');
    expect(other?.hasAttribute('tabindex')).toBe(false);

    const first = targets[0]!;
    const id = first.dataset.space;
    first.focus();
    expect(document.activeElement).toBe(first);
    act(() => {
      fireEvent.keyDown(first, { key: 'Enter' });
    });
    expect(gameStore.getState().record!.actions).toEqual([{ side: 'communist', type: 'place', space: id }]);

    // other keys do nothing
    act(() => {
      fireEvent.keyDown(document.querySelector('.space.target')!, { key: 'a' });
    });
    expect(gameStore.getState().record!.actions).toHaveLength(1);
    let notPrevented = true;
    act(() => {
      notPrevented = fireEvent.keyDown(document.querySelector('.space.target')!, { key: ' ' });
    });
    expect(notPrevented).toBe(false); // Space does not scroll the page
    expect(gameStore.getState().record!.actions).toHaveLength(2);
    // the Communist's setup is done: the cover is up for the Democrat, its button focused
    expect(document.activeElement).toBe(screen.getByTestId('confirm-handover'));
  });
});
