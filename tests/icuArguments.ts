/** The ICU arguments a message reads, in plural and select cases too, sorted (the catalogue tests compare them). */
import { parse, type Token } from '@messageformat/parser';
import { normalizeMessage } from '../src/i18n/pack';

export function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const tk of tokens) {
      if (tk.type === 'argument' || tk.type === 'function') names.add(tk.arg);
      if (tk.type === 'plural' || tk.type === 'select' || tk.type === 'selectordinal') {
        names.add(tk.arg);
        for (const c of tk.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(normalizeMessage(message)));
  return [...names].sort();
}
