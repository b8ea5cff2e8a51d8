/**
 * The odds' expected SPs removed (6.2.4) are written to one decimal as each language writes it,
 * the same from the formatter kept for a language as from a new one.
 */
import { describe, expect, it } from 'vitest';
import { oneDecimal } from '../../src/ui/decimals';

describe('one decimal, as the language writes it', () => {
  it('a comma in Polish and German, a point in English; no zero decimal unless fixed', () => {
    expect(oneDecimal('en', 1.5)).toBe('1.5');
    expect(oneDecimal('pl', 1.5)).toBe('1,5');
    expect(oneDecimal('de', 1.25)).toBe('1,3');
    expect(oneDecimal('en', 2)).toBe('2');
    expect(oneDecimal('en', 2, true)).toBe('2.0');
    expect(oneDecimal('pl', 0.04, true)).toBe('0,0');
  });

  it('gives what a formatter made for the call gives, for many numbers and every language', () => {
    for (const lang of ['en', 'pl', 'de'] as const)
      for (let x = 0; x < 8; x += 0.07) {
        expect(oneDecimal(lang, x)).toBe(x.toLocaleString(lang, { maximumFractionDigits: 1 }));
        expect(oneDecimal(lang, x, true)).toBe(x.toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
      }
  });
});
