// @vitest-environment jsdom
/** 6.3.5 on a touch screen: a tap on a Tiananmen Square award says what it does (hover is not there). */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../../src/engine';
import { t } from '../../src/i18n';
import { TiananmenTrack } from '../../src/ui/InfoPanels';

afterEach(cleanup);

describe('6.3.5: an award explained by a tap', () => {
  it('a tap on box 7’s award shows its effect under the track; a second tap hides it', () => {
    const view = viewFor(newGame({ seed: 'awards' }), 'democrat');
    render(<TiananmenTrack lang="en" view={view} />);
    const award = document.querySelector<HTMLButtonElement>('td[data-side=democrat] [data-award="7"]')!;
    expect(screen.getByTestId('award-effect').textContent).toBe('');
    fireEvent.click(award);
    expect(award.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('award-effect').textContent).toBe(t('en', 'tian.effect.7'));
    fireEvent.click(award);
    expect(screen.getByTestId('award-effect').textContent).toBe('');
  });
});
