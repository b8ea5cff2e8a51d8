/**
 * The source texts of the message catalogues, the card texts and the player aid (src/i18n, src/aid),
 * for tests that look for a word anywhere a player reads. The generated name lists are left out:
 * they hold the cards' printed names ("Inteligencja" is card #31's).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SRC = join(__dirname, '../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(p) && !p.includes('generated') ? [p] : [];
  });
const texts = [...files(join(SRC, 'i18n')), ...files(join(SRC, 'aid'))].map((f) => ({ f, text: readFileSync(f, 'utf8') }));

/** The files (relative to src/) whose text matches `word`. */
export const found = (word: RegExp): string[] => texts.flatMap(({ f, text }) => (word.test(text) ? [f.slice(SRC.length + 1)] : []));
