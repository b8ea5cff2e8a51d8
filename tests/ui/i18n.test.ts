import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argumentNames } from '../icuArguments';
import { CATALOGUES, formatLog, LANGS, psCardName, t, tiananmenAward, ussrStepName } from '../../src/i18n';
import { engineSources } from '../engineSources';

/** Every log kind and its parameters as src/engine/logMap.ts declares them (log() accepts no other). */
function logMap(): Map<string, string[]> {
  const text = readFileSync(join(__dirname, '../../src/engine/logMap.ts'), 'utf8');
  const out = new Map<string, string[]>();
  // each kind on one line, or its parameters one per line when they are many
  for (const m of text.matchAll(/^ {2}(\w+): (\{[^\n]*\}|\{\n[\s\S]*?\n {2}\}|Record<string, never>);$/gm))
    out.set(
      m[1]!,
      [...(m[2]!.startsWith('{') ? m[2]!.matchAll(/(\w+)\??: /g) : [])].map((x) => x[1]!),
    );
  return out;
}

/** Every log key the engine emits: string literals in the key argument of log(...) calls. */
function engineLogKeys(): Set<string> {
  const keys = new Set<string>(['addSupport', 'removeSupport']); // support.ts logs its frame kind
  for (const text of engineSources())
    for (const m of text.matchAll(/\blog\(\s*\w+\s*,\s*([^{]*?),\s*\{/g))
      for (const lit of m[1]!.matchAll(/(?<![=!]==\s*)'([A-Za-z0-9_:-]+)'/g)) keys.add(lit[1]!);
  return keys;
}

describe('message catalogues', () => {
  const keys = engineLogKeys();

  it('finds the engine log keys', () => {
    expect(keys.has('supportCheck')).toBe(true);
    expect(keys.has('cardRemoved')).toBe(true);
  });

  it('LogMap declares every key the engine emits, and each English message reads only parameters its kind declares', () => {
    const map = logMap();
    expect(map.get('psStart')).toEqual(['country', 'initiator', 'communist', 'democrat']);
    expect([...keys].filter((k) => !map.has(k))).toEqual([]);
    const wrong: string[] = [];
    for (const [k, params] of map) {
      const en = CATALOGUES.en[`log.${k}`];
      if (en === undefined) wrong.push(`${k}: no message`);
      else for (const n of argumentNames(en)) if (!params.includes(n)) wrong.push(`${k}: {${n}}`);
    }
    expect(wrong).toEqual([]);
  });

  for (const lang of ['en', 'pl', 'de'] as const)
    it(`has an entry in ${lang} for every log key the engine emits`, () => {
      const missing = [...keys].filter((k) => !(`log.${k}` in CATALOGUES[lang]));
      expect(missing).toEqual([]);
    });

  for (const lang of LANGS)
    for (const other of LANGS)
      if (other !== lang)
        it(`${lang} has every key ${other} has`, () => {
          const mine = new Set(Object.keys(CATALOGUES[lang]));
          expect(Object.keys(CATALOGUES[other]).filter((k) => !mine.has(k))).toEqual([]);
        });

  it('every message of a catalogue uses only arguments the English one has', () => {
    const names = (s: string) => argumentNames(s);
    const wrong: string[] = [];
    for (const lang of LANGS)
      for (const [k, v] of Object.entries(CATALOGUES[lang])) {
        const en = CATALOGUES.en[k];
        if (en !== undefined && names(v).some((n) => !names(en).includes(n))) wrong.push(`${lang} ${k}`);
      }
    expect(wrong).toEqual([]);
  });

  it('names every power-struggle card, Tiananmen award and USSR step in German', () => {
    for (let n = 1; n <= 52; n++) expect(psCardName('de', n)).not.toMatch(/^#|pscard\./);
    expect(psCardName('de', 49)).toBe('Unterstützung bröckelt');
    expect(psCardName('de', 1)).toBe('Versammlung auf dem Platz (1)');
    for (let box = 1; box <= 8; box++)
      for (const side of ['communist', 'democrat'] as const) expect(tiananmenAward('de', side, box)).not.toContain('tian.award');
    expect(tiananmenAward('pl', 'democrat', 1)).toBe('Niezależne media');
    expect(ussrStepName('de', 4)).toBe('Kreml-Putsch!');
  });

  it('formats names, signs and sides', () => {
    expect(formatLog('en', { key: 'placeSupport', params: { side: 'democrat', space: 'berlin', cost: 1 } })).toBe('Democrat places 1 SP in Berlin (1 Op).');
    expect(formatLog('pl', { key: 'playCard', params: { side: 'communist', card: 3, use: 'place' } })).toBe(
      'Komuniści zagrywają #3 Wałęsa jako umieszczenie PP.',
    );
    expect(t('en', 'vp.value', { vp: -3 })).toBe('VP −3');
    expect(formatLog('de', { key: 'placeSupport', params: { side: 'democrat', space: 'berlin', cost: 1 } })).toBe('Demokrat setzt 1 UP in Berlin (1 Op).');
    expect(formatLog('en', { key: 'somethingNew', params: { a: 1 } })).toContain('somethingNew');
  });
});
