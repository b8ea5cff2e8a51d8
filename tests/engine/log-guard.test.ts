import { describe, expect, it } from 'vitest';
import { entryIs } from '../../src/engine';
import type { LogEntry } from '../../src/engine/types';

describe('entryIs: typed reads of the log', () => {
  const check: LogEntry = { key: 'turnStart', params: { turn: 3 } };
  it('narrows an entry of its kind, so its parameters read without a cast', () => {
    expect(entryIs(check, 'turnStart')).toBe(true);
    if (entryIs(check, 'turnStart')) {
      const turn: number = check.params.turn;
      expect(turn).toBe(3);
    }
  });
  it('refuses an entry of another kind', () => {
    expect(entryIs(check, 'deal')).toBe(false);
  });
});
