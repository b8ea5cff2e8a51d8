// @vitest-environment jsdom
/**
 * A friend back at a seat the computer took on the other page watches (docs/remote.md, "Drops and
 * returns"): the table stays in view, the prompt area says he is watching, and its controls are off
 * (the store refuses them too, tests/online/watch.test.ts).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'en' }, true);
});
afterEach(cleanup);

/** The buttons of the action bar, and whether each is off (its own `disabled` or a disabled fieldset's). */
const actionButtons = () =>
  [...screen.getByTestId('action-bar').querySelectorAll('button')]
    .filter((b) => !b.closest('.error'))
    .map((b) => ({ text: b.textContent, off: b.disabled || b.closest('fieldset[disabled]') !== null }));

describe('a watching page’s table', () => {
  it('says he is watching, offers no target and no button, and Undo is off; playing again turns them back on', async () => {
    render(<App />);
    // the Communist at this screen, his friend's page plays the Democrat: the setup's placements (3.4) are this page's
    act(() => {
      gameStore.getState().newGame('watch-1');
      gameStore.getState().setOnline('democrat', null);
    });
    expect(gameStore.getState().state!.prompt!.side).toBe('communist');
    const target = document.querySelector('.space.target');
    expect(target).not.toBeNull();
    act(() => {
      fireEvent.click(target!);
    });
    expect(gameStore.getState().record!.actions).toHaveLength(1);
    expect(screen.getByTestId('undo').hasAttribute('disabled')).toBe(false);
    const live = actionButtons();
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((b) => !b.off)).toBe(true);
    expect(screen.queryByTestId('prompt-watching')).toBeNull();

    act(() => gameStore.getState().setWatching(true));
    expect((await screen.findByTestId('prompt-watching')).textContent).toBe(t('en', 'online.watching'));
    expect(document.querySelectorAll('.space.target')).toHaveLength(0);
    const off = actionButtons();
    expect(off.map((b) => b.text)).toEqual(live.map((b) => b.text));
    expect(off.every((b) => b.off)).toBe(true);
    expect(screen.getByTestId('undo').hasAttribute('disabled')).toBe(true);
    // a click on a space or on Undo changes nothing
    const before = gameStore.getState().record;
    act(() => {
      fireEvent.click(document.querySelector('.space')!);
      screen.getByTestId('undo').click();
    });
    expect(gameStore.getState().record).toBe(before);

    act(() => gameStore.getState().setWatching(false));
    expect(screen.queryByTestId('prompt-watching')).toBeNull();
    expect(document.querySelector('.space.target')).not.toBeNull();
    expect(actionButtons().every((b) => !b.off)).toBe(true);
  });
});
