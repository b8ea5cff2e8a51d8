// @vitest-environment jsdom
/**
 * The Hint button (issue 26 item 6) draws its bulb itself: an emoji needs a colour font that
 * headless Chromium (and many machines) lack, where it showed as an empty box.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../../src/engine';
import { t } from '../../src/i18n';
import { HintBox } from '../../src/ui/Hint';

afterEach(cleanup);

describe('the Hint button', () => {
  const view = viewFor(newGame({ seed: 'hint-icon' }), 'communist');

  for (const lang of ['en', 'pl', 'de'] as const)
    it(`${lang}: a drawn bulb beside the word, the word naming the button, no font glyph`, () => {
      render(<HintBox lang={lang} view={view} />);
      const button = screen.getByRole('button', { name: t(lang, 'hint.button') });
      const icon = button.querySelector('svg[data-testid=hint-icon]')!;
      expect(icon).not.toBeNull();
      // decoration: hidden from screen readers, drawn with paths (no text inside)
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(icon.querySelectorAll('path').length).toBeGreaterThan(0);
      expect(icon.textContent).toBe('');
      // nothing outside the Latin letters, spaces and punctuation that every font has
      expect(button.textContent!.trim()).toBe(t(lang, 'hint.button'));
      expect(button.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    });
});
