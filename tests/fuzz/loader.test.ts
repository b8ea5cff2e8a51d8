import { describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '../../src/engine';
import { playout } from '../../tools/playout';
import { fuzzLoader, loadText } from '../../tools/record-fuzz';

function recordOf(seed: string): GameRecord {
  const { actions } = playout({ seed });
  return { version: 1, options: { seed }, actions };
}

describe('fuzz: the save-file loader', () => {
  const records = ['load-1', 'load-2', 'load-3'].map(recordOf);

  it('loads an intact record saved as JSON', () => {
    for (const r of records) {
      const out = loadText(JSON.stringify(r));
      expect(out.kind).toBe('loaded');
      if (out.kind === 'loaded') expect(out.state).toEqual(replay(r));
    }
  });

  records.forEach((r, i) =>
    it(`refuses damaged copies of record ${i + 1} clearly, or loads them whole`, () => {
      const stats = fuzzLoader(r, `load-${i + 1}`, 150);
      expect(stats.tried).toBe(150);
      expect(stats.refusedJson + stats.refusedRule).toBeGreaterThan(100);
    }, 30_000),
  );

  it('refuses a prefix of a record cut at any point', () => {
    const text = JSON.stringify(records[0]);
    for (let at = 0; at < text.length; at += Math.max(1, Math.floor(text.length / 300))) {
      const out = loadText(text.slice(0, at));
      expect(out.kind).toBe('refused');
    }
  });

  it('loads a record cut after a whole action as the game in progress', () => {
    const r = records[1]!;
    const half = { ...r, actions: r.actions.slice(0, Math.floor(r.actions.length / 2)) };
    const out = loadText(JSON.stringify(half));
    expect(out.kind).toBe('loaded');
    if (out.kind === 'loaded') expect(out.state.result).toBeNull();
  });
});
