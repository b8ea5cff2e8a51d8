// @vitest-environment jsdom
/**
 * A sentence naming a player (src/kit/Named.tsx) shows the name, isolated in <bdi>, at every place
 * the message puts it: the fingerprint's note names the friend twice in each language.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGS, t } from '../../src/i18n';
import { Named } from '../../src/kit/Named';

afterEach(cleanup);

describe('Named', () => {
  for (const lang of LANGS)
    it(`${lang}: a message naming the player twice shows the name twice, each in <bdi>, and the text between them`, () => {
      const name = '\u202eBartek';
      const { container } = render(<Named lang={lang} k="online.fingerprint" name={name} params={{ pictures: '🐢🌲🎈🍋🚲⭐' }} />);
      const names = container.querySelectorAll('bdi.player-name');
      expect(names.length).toBe(2);
      for (const b of names) expect(b.textContent).toBe(name);
      // the whole sentence, with the name where the message has it
      expect(container.textContent).toBe(t(lang, 'online.fingerprint', { name, pictures: '🐢🌲🎈🍋🚲⭐' }));
    });

  it('a name is shown as text, never as markup', () => {
    const { container } = render(<Named lang="en" k="online.fingerprint" name="<b>Anna</b>" params={{ pictures: 'x' }} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('At the other end: <b>Anna</b>, key x.');
  });
});
