/**
 * What the live region says of a move (src/ui/announce.ts): one sentence per log entry, a `say.`
 * message where the log line is long, in every language, reading only what its log kind holds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argumentNames } from '../icuArguments';
import { apply, legalActions, logEntries, newGame, type GameState, type LogEntry } from '../../src/engine';
import { CATALOGUES, formatLog, LANGS } from '../../src/i18n';
import { MOST_SAID, saidOf, saidSince } from '../../src/ui/announce';

const check: LogEntry = {
  key: 'supportCheck',
  params: { side: 'democrat', space: 'berlin', die: 4, ops: 3, adjacency: 1, events: 0, total: 8, target: 6, removed: 2, added: 0 },
};

describe('the live region’s sentences', () => {
  it('6.2: a support check is one short sentence: who, where, the die, the Ops and the rest, the total against the target, what it did', () => {
    expect(saidOf('en', check)).toBe('Democrat checks Berlin: die 4 + 3 Ops +1 = 8 against 6; 2 SPs removed, 0 added.');
    expect(saidOf('en', { ...check, params: { ...check.params, adjacency: 0, total: 7 } })).toBe(
      'Democrat checks Berlin: die 4 + 3 Ops = 7 against 6; 2 SPs removed, 0 added.',
    );
    for (const lang of LANGS) {
      const s = saidOf(lang, check)!;
      expect(s).toMatch(/4.*3.*\+1.*8.*6/);
      // shorter than the log line with its whole breakdown
      expect(s.length).toBeLessThan(formatLog(lang, check).length);
    }
  });

  it('an entry without a say. message is said as its log line; a deal is not said', () => {
    const e: LogEntry = { key: 'psWinner', params: { country: 'poland', winner: 'democrat', suit: null } };
    expect(saidOf('pl', e)).toBe(formatLog('pl', e));
    expect(saidOf('en', { key: 'deal', params: { communist: 8, democrat: 8 } })).toBeNull();
  });

  it('every say. message is in all three languages and reads only the parameters of its log kind (and a check’s modifiers)', () => {
    const map = readFileSync(join(__dirname, '../../src/engine/logMap.ts'), 'utf8');
    const says = Object.keys(CATALOGUES.en).filter((k) => k.startsWith('say.') && /^say\.[a-z]+[A-Z]/.test(k));
    expect(says.length).toBeGreaterThanOrEqual(4);
    for (const k of says) {
      const kind = k.slice(4);
      const decl = new RegExp(`^ {2}${kind}: (\\{[^\\n]*\\}|\\{\\n[\\s\\S]*?\\n {2}\\})`, 'm').exec(map);
      expect(decl, kind).not.toBeNull();
      const params = new Set([...decl![1]!.matchAll(/(\w+)\??: /g)].map((m) => m[1]!).concat(kind === 'supportCheck' ? ['mods'] : []));
      for (const lang of LANGS) {
        const msg = CATALOGUES[lang][k];
        expect(msg, `${lang} ${k}`).toBeDefined();
        for (const a of argumentNames(msg!)) expect(params.has(a), `${lang} ${k} reads ${a}`).toBe(true);
      }
    }
  });

  it('a game’s first turn is said sentence by sentence, each a log entry’s, the newest last and at most MOST_SAID', () => {
    let s: GameState = newGame({ seed: 'say-1' });
    for (let n = 0; n < 40 && s.prompt; n++) s = apply(s, legalActions(s)[0]!);
    const log = logEntries(s);
    const said = saidSince('de', log, 0);
    expect(said.length).toBe(Math.min(MOST_SAID, log.filter((e) => e.key !== 'deal' && e.key !== 'familyDeal' && e.key !== 'addPeriod').length));
    expect(said.at(-1)).toBe(
      saidOf(
        'de',
        log.findLast((e) => e.key !== 'deal' && e.key !== 'familyDeal' && e.key !== 'addPeriod')!,
      ),
    );
    expect(said.every((x) => x.length > 0 && !x.includes('{'))).toBe(true);
  });
});
