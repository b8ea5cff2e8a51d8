/** npm run simulate -- --games 1 --seed S --record FILE writes a finished game the page can import. About 3 s. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine';
import { asRecord, statesOf } from '../../src/replay/record';

describe('simulate --record', () => {
  it('writes the record of a finished game, which replays to its end', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'jn1989-sim-')), 'game.json');
    execFileSync(process.execPath, ['--import', 'tsx', 'tools/simulate.ts', '--games', '1', '--seed', 'S', '--record', file], {
      cwd: join(__dirname, '../..'),
      stdio: 'pipe',
    });
    const record = asRecord(JSON.parse(readFileSync(file, 'utf8')));
    expect(record.options.seed).toBe('S-0');
    const final = replay(record);
    expect(final.result).not.toBeNull();
    expect(statesOf(record)).toHaveLength(record.actions.length + 1);
  }, 60_000);
});
