/**
 * The update prompt: a new version waits until the player asks for it; the banner takes no focus
 * and nothing reloads by itself (the game in progress is never interrupted).
 */
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateStore } from '../../src/pwa/register';
import { UpdatePrompt } from '../../src/pwa/UpdatePrompt';

afterEach(() => {
  cleanup();
  updateStore.setState({ waiting: false });
});

describe('update prompt', () => {
  it('shows only when a new version waits, and applies it only on request', () => {
    const apply = vi.fn();
    render(
      <>
        <button type="button">a decision</button>
        <UpdatePrompt lang="en" />
      </>,
    );
    expect(screen.queryByTestId('update-available')).toBeNull();
    const decision = screen.getByText('a decision');
    decision.focus();
    act(() => updateStore.setState({ waiting: true, apply }));
    expect(screen.getByTestId('update-available').textContent).toContain('A new version of the game is ready.');
    expect(document.activeElement).toBe(decision);
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('update-now'));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('Later hides it until the next new version', () => {
    render(<UpdatePrompt lang="pl" />);
    act(() => updateStore.setState({ waiting: true }));
    expect(screen.getByTestId('update-available').textContent).toContain('Gotowa jest nowa wersja gry.');
    fireEvent.click(screen.getByText('Później'));
    expect(screen.queryByTestId('update-available')).toBeNull();
  });
});
