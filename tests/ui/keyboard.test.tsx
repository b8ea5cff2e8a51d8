// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADJACENT, SPACES } from '../../src/engine/data';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { CardFace } from '../../src/ui/CardFace';
import { CARDS } from '../../src/engine/data';
import { spaceTowards } from '../../src/ui/mapKeys';
import { POSITIONS } from '../../src/ui/mapLayout';

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'en' }, true);
});
afterEach(cleanup);

const spaceOf = (el: Element | null) => el?.getAttribute('data-focus') ?? null;

describe('keyboard', () => {
  it('the cover’s confirm button has the focus; the map is one tab stop on a target, Enter or Space takes it, and the focus stays in the game', () => {
    render(<App />);
    act(() => gameStore.getState().newGame('kb-1'));
    expect(document.activeElement).toBe(screen.getByTestId('confirm-handover'));
    act(() => screen.getByTestId('confirm-handover').click());

    // every one of the 75 spaces can be reached and read; only one is in the tab order (a roving tabindex)
    const all = [...document.querySelectorAll<SVGRectElement>('.map [data-focus]')];
    expect(all).toHaveLength(75);
    for (const el of all) expect(el.getAttribute('role')).toBe('button');
    const stops = all.filter((el) => el.getAttribute('tabindex') === '0');
    expect(stops).toHaveLength(1);
    // 3.0 setup: the Communist places SPs in his own spaces; the stop is one of them, the first
    const targets = [...document.querySelectorAll<SVGRectElement>('.space.target .target-halo')];
    expect(targets.length).toBeGreaterThan(0);
    expect(stops[0]).toBe(targets[0]);
    // a space says its country, stability, type and both sides' SPs (2.1); a target what choosing it does, another that it is none
    expect(targets[0]!.getAttribute('aria-label')).toMatch(
      /^[^,]+, East Germany: stability \d, \w+.*; Communist 0 SPs, Democrat 0 SPs, no control\. Choose it: Place SPs\.$/,
    );
    const other = document.querySelector('.space:not(.target) [data-focus]')!;
    expect(other.getAttribute('aria-disabled')).toBe('true');
    expect(other.getAttribute('aria-label')).toContain('Not a choice now.');
    // the cover handed over from the keyboard: the focus is on the next thing to do, the first target
    expect(document.activeElement).toBe(targets[0]);
    // the hand's cards are no tab stops of their own outside an action round, nor is a card's text
    expect(document.querySelector('[data-testid=hand] .card-text')).toBeNull();

    const first = targets[0]!;
    const id = spaceOf(first)!;
    act(() => {
      fireEvent.keyDown(first, { key: 'Enter' });
    });
    expect(gameStore.getState().record!.actions).toEqual([{ side: 'communist', type: 'place', space: id }]);
    // the placement is said in the live region, one sentence
    expect(screen.getByTestId('announce').lastElementChild!.textContent).toMatch(/^Communist places 1 SP in [^.]+ \(setup\)\.$/);

    // other keys do nothing
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'a' });
    });
    expect(gameStore.getState().record!.actions).toHaveLength(1);
    // T goes to the next target, Shift+T back
    const before = document.activeElement;
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 't' });
    });
    expect(document.activeElement).not.toBe(before);
    expect(document.activeElement!.closest('.space.target')).not.toBeNull();
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'T', shiftKey: true });
    });
    expect(document.activeElement).toBe(before);
    let notPrevented = true;
    act(() => {
      notPrevented = fireEvent.keyDown(document.activeElement!, { key: ' ' });
    });
    expect(notPrevented).toBe(false); // Space does not scroll the page
    expect(gameStore.getState().record!.actions).toHaveLength(2);
    // the Communist's setup is done: the cover is up for the Democrat, its button focused
    expect(document.activeElement).toBe(screen.getByTestId('confirm-handover'));
  });

  it('the arrows go from a space to the neighbour that lies that way (2.1.6), else to the nearest space that way', () => {
    render(<App />);
    act(() => gameStore.getState().newGame('kb-2'));
    act(() => screen.getByTestId('confirm-handover').click());
    expect(spaceOf(document.activeElement)).not.toBeNull();
    let moved = 0;
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      const at = SPACES.findIndex((s) => s.id === spaceOf(document.activeElement));
      act(() => {
        fireEvent.keyDown(document.activeElement!, { key });
      });
      const to = SPACES.findIndex((s) => s.id === spaceOf(document.activeElement));
      expect(to).toBeGreaterThanOrEqual(0);
      if (to !== at) moved++;
    }
    expect(moved).toBeGreaterThan(0);
    // the one tab stop follows the focus
    expect(document.querySelectorAll('.map [data-focus][tabindex="0"]')).toHaveLength(1);
    // an arrow leads to a space lying that way: to a neighbour of the board where one does (2.1.6); no space is a dead end
    for (const s of SPACES) {
      const p = POSITIONS[s.index]!;
      const reached = (
        [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const
      ).map(([dx, dy]) => {
        const j = spaceTowards(s.index, dx, dy);
        if (j === null) return null;
        const along = (POSITIONS[j]!.x - p.x) * dx + (POSITIONS[j]!.y - p.y) * dy;
        expect(along).toBeGreaterThan(0);
        const nearby = ADJACENT[s.index]!.filter((k) => {
          const a = (POSITIONS[k]!.x - p.x) * dx + (POSITIONS[k]!.y - p.y) * dy;
          const c = Math.abs((POSITIONS[k]!.x - p.x) * dy - (POSITIONS[k]!.y - p.y) * dx);
          return a > 0 && c <= a * 1.8;
        });
        if (nearby.length > 0) expect(nearby).toContain(j);
        return j;
      });
      expect(reached.some((x) => x !== null)).toBe(true);
    }
    // M comes back to the map's stop, Q to the question
    act(() => {
      fireEvent.keyDown(document.body, { key: 'q' });
    });
    expect(document.activeElement).toBe(screen.getByTestId('question'));
    act(() => {
      fireEvent.keyDown(document.body, { key: 'm' });
    });
    expect(document.activeElement!.getAttribute('tabindex')).toBe('0');
    expect(spaceOf(document.activeElement)).not.toBeNull();
  });

  it('the side panel’s tabs are WAI-ARIA tabs: one tab stop, the arrows open the next, the panel can be focused', () => {
    render(<App />);
    act(() => gameStore.getState().newGame('kb-3'));
    act(() => screen.getByTestId('confirm-handover').click());
    const tabs = [...document.querySelectorAll<HTMLButtonElement>('[role=tab]')];
    expect(tabs.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1]);
    tabs[0]!.focus();
    act(() => {
      fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    const panel = document.getElementById('tab-body')!;
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    expect(panel.tabIndex).toBe(0);
    act(() => {
      fireEvent.keyDown(tabs[1]!, { key: 'End' });
    });
    expect(document.activeElement).toBe(tabs[3]);
    act(() => {
      fireEvent.keyDown(tabs[3]!, { key: 'ArrowRight' });
    });
    expect(document.activeElement).toBe(tabs[0]);
  });

  it('a hand card is read with its Ops and what its asterisk means (2.2.4); the question is no live region, the announcer is', () => {
    const n = Object.values(CARDS).find((c) => c.side === 'communist' && c.removeAfterEvent && c.ops === 3)!.number;
    render(<CardFace card={n} lang="en" compact onClick={() => {}} />);
    expect(screen.getByRole('button', { name: /^3 Ops\s*#/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /leaves the game after its event \(\*\)/ })).toBeTruthy();
    // the circle's bare digit and the bare asterisk are not read (the name starts "3 Ops", no "* ," in it)
    expect(screen.queryByRole('button', { name: /\*\s*,/ })).toBeNull();
    cleanup();
    render(<App />);
    act(() => gameStore.getState().newGame('kb-4'));
    act(() => screen.getByTestId('confirm-handover').click());
    expect(screen.getByTestId('question').getAttribute('aria-live')).toBeNull();
    expect(screen.getByTestId('question').closest('[aria-live]')).toBeNull();
    const region = screen.getByTestId('announce');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('role')).toBe('log');
  });
});
