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

    // each target's control is its halo: a button holding no text, so its name is all it says
    const targets = [...document.querySelectorAll<SVGRectElement>('.space.target .target-halo')];
    expect(targets.length).toBeGreaterThan(0);
    for (const g of targets) {
      expect(g.getAttribute('tabindex')).toBe('0');
      expect(g.getAttribute('role')).toBe('button');
      expect(g.getAttribute('aria-label')).toContain('Place SPs');
    }
    // a space that is not a target is not in the tab order, nor is anything else in it
    const other = document.querySelector('.space:not(.target)');
    expect(other?.querySelector('[tabindex]')).toBeNull();
    // a hand card's text is not a tab stop of its own
    expect(document.querySelector('[data-testid=hand] .card-text')).toBeNull();

    const first = targets[0]!;
    const id = (first.parentElement as unknown as SVGGElement).dataset.space;
    first.focus();
    expect(document.activeElement).toBe(first);
    act(() => {
      fireEvent.keyDown(first, { key: 'Enter' });
    });
    expect(gameStore.getState().record!.actions).toEqual([{ side: 'communist', type: 'place', space: id }]);

    // other keys do nothing
    act(() => {
      fireEvent.keyDown(document.querySelector('.space.target .target-halo')!, { key: 'a' });
    });
    expect(gameStore.getState().record!.actions).toHaveLength(1);
    let notPrevented = true;
    act(() => {
      notPrevented = fireEvent.keyDown(document.querySelector('.space.target .target-halo')!, { key: ' ' });
    });
    expect(notPrevented).toBe(false); // Space does not scroll the page
    expect(gameStore.getState().record!.actions).toHaveLength(2);
    // the Communist's setup is done: the cover is up for the Democrat, its button focused
    expect(document.activeElement).toBe(screen.getByTestId('confirm-handover'));
  });
});
