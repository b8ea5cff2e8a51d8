/**
 * No user-visible text outside the catalogues: JSX text nodes and text attributes in src/ui
 * with letters in them are reported (a pragmatic check, not a parser). Symbols, numbers and
 * punctuation between catalogue calls are fine.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const UI = join(__dirname, '../../src/ui');
/** other folders with components: the replay viewer, the player aid */
const MORE = ['../../src/replay', '../../src/aid'].map((d) => join(__dirname, d)).filter((d) => existsSync(d));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.tsx') ? [p] : [];
  });
}

/** Text that a JSX text node or a text attribute would show, with letters in it. */
export function literalTexts(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  const found: string[] = [];
  // a text node: after a tag's closing '>' or a '}' of an expression, up to the next '<' or '{'
  for (const m of code.matchAll(/(?:(?<![=-])>|\})([^<>{}]*?)(?=<\/?[A-Za-z>]|\{)/g)) {
    const text = m[1]!.trim();
    // a word of two letters or more (single symbols such as Δ or × are fine)
    if (!/\p{L}{2}/u.test(text)) continue;
    // code, not text: operators, calls, statements, template strings, type arguments
    if (/[()=;&|?`$[\]]|=>|^(catch|else|finally|const|return)\b/.test(text)) continue;
    if (/^[\s\w.,:[\]'"]*$/.test(text) && /^(as|satisfies|extends|keyof|typeof|in|of)\b/.test(text)) continue;
    found.push(text);
  }
  for (const m of code.matchAll(/\b(title|aria-label|placeholder|alt|label)="([^"]*)"/g)) if (/\p{L}/u.test(m[2]!)) found.push(`${m[1]}="${m[2]}"`);
  return found;
}

describe('user-visible text comes from the catalogues', () => {
  it('the check finds literal text', () => {
    expect(literalTexts('const a = <p>Hello there</p>;')).toEqual(['Hello there']);
    expect(literalTexts('const a = <p>{t(lang, "x")} more words</p>;')).toEqual(['more words']);
    expect(literalTexts('const a = <button title="Close it">{x}</button>;')).toEqual(['title="Close it"']);
    expect(literalTexts('const a = <p>{t(lang, "x")} · {n} ✕</p>;')).toEqual([]);
  });

  for (const file of [...files(UI), ...MORE.flatMap(files)])
    it(`${relative(UI, file)} has no literal text`, () => {
      expect(literalTexts(readFileSync(file, 'utf8'))).toEqual([]);
    });
});
