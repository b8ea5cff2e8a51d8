/**
 * A number to one decimal as the language writes it (1.5 in English, 1,5 in Polish and German).
 * One formatter per language and form, made once: `toLocaleString` with options builds a new one
 * at each call, some 0.1 ms, and a support check's targets need one number each at every click.
 */
import type { Lang } from '../i18n';

const made = new Map<string, Intl.NumberFormat>();

/** `x` to one decimal; `fixed`: always with its decimal (1.0), else without a zero one (1). */
export function oneDecimal(lang: Lang, x: number, fixed = false): string {
  const key = `${lang}${fixed ? ':fixed' : ''}`;
  let f = made.get(key);
  if (!f) made.set(key, (f = new Intl.NumberFormat(lang, { minimumFractionDigits: fixed ? 1 : 0, maximumFractionDigits: 1 })));
  return f.format(x);
}
