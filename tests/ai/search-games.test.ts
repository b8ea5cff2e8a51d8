/**
 * tools/search-games.ts records games between searching players and tools/fit-evaluation.ts fits to
 * them (expert iteration, docs/ai.md). A small budget keeps this to a few seconds.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_SETS } from '../../src/ai/features';
import { CARD_PLAY_PROMPTS } from '../../src/ai/levels';

const FEATURE_NAMES = FEATURE_SETS.support;

const root = join(__dirname, '../..');
const tool = (script: string, args: string[]): string =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, stdio: 'pipe' }).toString();

describe('search-games and fit-evaluation --samples', () => {
  it('records every card play of each game and some of its other decisions with the outcome, the same for the same arguments, and fits to it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jn1989-search-'));
    const run = (out: string) =>
      tool('tools/search-games.ts', ['--a', 'ai:normal:2', '--b', 'greedy', '--games', '2', '--seed', 'sg', '--out', join(dir, out)]);
    run('a.jsonl');
    run('b.jsonl');
    const text = readFileSync(join(dir, 'a.jsonl'), 'utf8');
    expect(readFileSync(join(dir, 'b.jsonl'), 'utf8')).toBe(text);
    const [head, ...games] = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(head).toMatchObject({ features: FEATURE_NAMES, a: 'ai:normal:2', b: 'greedy', seed: 'sg' });
    expect(games.map((g) => g.seed)).toEqual(['sg-0', 'sg-1']);
    for (const g of games) {
      expect([0, 0.5, 1]).toContain(g.y);
      // a standard game has at least 7 action rounds a side in its first turn (4.1)
      expect(g.positions.filter((p: { kind: string }) => p.kind === 'actionRound').length).toBeGreaterThanOrEqual(14);
      // decisions inside a card play too: an SP (6.1), a support check (6.2), the power struggle (8.0)
      expect(g.positions.some((p: { kind: string }) => !CARD_PLAY_PROMPTS.includes(p.kind))).toBe(true);
      for (const p of g.positions) expect(p.x).toHaveLength(FEATURE_NAMES.length);
    }
    // game 0 is held out (every fifth), game 1 is fitted; the weights in use are the yardstick
    const out = tool('tools/fit-evaluation.ts', ['--games', '0', '--samples', join(dir, 'a.jsonl'), '--prior', '--lambda', '100', '--dry-run']);
    expect(out).toMatch(/games of searched play, held out: weights in use log loss [\d.]+, accuracy [\d.]+; new fit [\d.]+/);
    expect(out).toContain('moved most from the weights in use: ');
    // the file holds every feature; a fit of the smaller set takes its own by name
    const control = tool('tools/fit-evaluation.ts', [
      '--features',
      'control',
      '--games',
      '0',
      '--samples',
      join(dir, 'a.jsonl'),
      '--prior',
      '--lambda',
      '100',
      '--dry-run',
    ]);
    expect(control).toMatch(/games of searched play, held out: weights in use log loss [\d.]+/);
  }, 120_000);
});
