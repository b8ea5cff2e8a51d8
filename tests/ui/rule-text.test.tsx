// @vitest-environment jsdom
/**
 * A prompt cites its rule in the player's language: a rule number as "rule 6.3", and a card's own
 * rule (the engine's "card 7") as "card #7" — the tablet's screenshots showed "(Regel card 7)".
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AidLink } from '../../src/aid/entry';
import { ruleText } from '../../src/i18n';
import { ruleErrorText } from '../../src/store/messages';

afterEach(cleanup);

describe('the rule a prompt cites', () => {
  it('a rule number in each language', () => {
    expect(ruleText('en', '6.3')).toBe('rule 6.3');
    expect(ruleText('pl', '6.3')).toBe('zasada 6.3');
    expect(ruleText('de', '6.3')).toBe('Regel 6.3');
  });

  it("a card's own rule names the card, with no English word in Polish or German", () => {
    expect(ruleText('en', 'card 7')).toBe('card #7');
    expect(ruleText('pl', 'card 7')).toBe('karta #7');
    expect(ruleText('de', 'card 7')).toBe('Karte #7');
    render(<AidLink lang="de" rule="card 7" />);
    expect(screen.getByTestId('aid-link').textContent).toBe('(Karte #7)');
    expect(ruleErrorText('pl', { code: 'nope', rule: 'card 13', params: {} })).toMatch(/\(karta #13\)$/);
  });
});
