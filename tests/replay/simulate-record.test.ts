/** npm run simulate -- --games 1 --seed S --record FILE writes a finished game the page can import. About 3 s. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeRecord, RECORD_FORMAT, replay, RULES_VERSION, stateChecksum } from '../../src/engine';
import { prepare } from '../../src/store/loader';
import { readRecord } from '../../src/engine/recordReader';
import { statesOf } from '../../src/replay/record';

describe('simulate --record', () => {
  it('writes the record of a finished game, which replays to its end', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'jn1989-sim-')), 'game.json');
    execFileSync(process.execPath, ['--import', 'tsx', 'tools/simulate.ts', '--games', '1', '--seed', 'S', '--record', file], {
      cwd: join(__dirname, '../..'),
      stdio: 'pipe',
    });
    const text = readFileSync(file, 'utf8');
    const record = readRecord(text);
    expect(record.options.seed).toBe('S-0');
    const final = replay(record);
    expect(final.result).not.toBeNull();
    expect(statesOf(record)).toHaveLength(record.actions.length + 1);
    // issue 29: written as the page writes a record (one writer), so the page has nothing to note:
    // no "rules version 0", no missing checksum
    expect(record).toEqual(makeRecord(record.options, record.actions, final));
    expect(record).toMatchObject({ version: RECORD_FORMAT, rulesVersion: RULES_VERSION, checksum: stateChecksum(final) });
    const p = prepare(text, { lang: 'en', source: 'file', running: null, saved: null, known: undefined });
    expect(p.kind === 'ready' && p.notes).toEqual([]);
  }, 60_000);
});
