import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, formatLog, t } from '../../src/i18n';

/** Every log key the engine emits: string literals in the key argument of log(...) calls. */
function engineLogKeys(): Set<string> {
  const keys = new Set<string>(['addSupport', 'removeSupport']); // support.ts logs its frame kind
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts')) {
        const text = readFileSync(p, 'utf8');
        for (const m of text.matchAll(/\blog\(\s*\w+\s*,\s*([^{]*?),\s*\{/g))
          for (const lit of m[1]!.matchAll(/(?<![=!]==\s*)'([A-Za-z0-9_:-]+)'/g)) keys.add(lit[1]!);
      }
    }
  };
  walk(join(__dirname, '../../src/engine'));
  return keys;
}

describe('message catalogues', () => {
  const keys = engineLogKeys();

  it('finds the engine log keys', () => {
    expect(keys.has('supportCheck')).toBe(true);
    expect(keys.has('cardRemoved')).toBe(true);
  });

  for (const lang of ['en', 'pl'] as const)
    it(`has an entry in ${lang} for every log key the engine emits`, () => {
      const missing = [...keys].filter((k) => !(`log.${k}` in CATALOGUES[lang]));
      expect(missing).toEqual([]);
    });

  it('en and pl have the same keys', () => {
    const en = Object.keys(CATALOGUES.en).filter((k) => !k.startsWith('cover.pass'));
    const pl = new Set(Object.keys(CATALOGUES.pl));
    expect(en.filter((k) => !pl.has(k))).toEqual([]);
  });

  it('formats names, signs and sides', () => {
    expect(formatLog('en', { key: 'placeSupport', params: { side: 'democrat', space: 'berlin', cost: 1 } })).toBe(
      'Democrat places 1 SP in Berlin (1 Ops).',
    );
    expect(formatLog('pl', { key: 'playCard', params: { side: 'communist', card: 3, use: 'place' } })).toBe(
      'Komuniści zagrywają #3 Wałęsa jako umieszczenie PP.',
    );
    expect(t('en', 'vp.value', { vp: -3 })).toBe('VP −3');
    expect(formatLog('en', { key: 'somethingNew', params: { a: 1 } })).toContain('somethingNew');
  });
});
