import { describe, expect, it } from 'vitest';
import { legalActions, newGame } from '../../src/engine';
import { act, startedGame } from '../table';

describe('engine API', () => {
  it('3.4 setup ends with the Communist first action round of turn 1', () => {
    const s = startedGame();
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
    expect(s.turn).toBe(1);
    expect(s.round).toBe(1);
  });
  it('newGame is deterministic for a seed', () => {
    expect(newGame({ seed: 'x' })).toEqual(newGame({ seed: 'x' }));
    expect(legalActions(newGame({ seed: 'x' })).length).toBeGreaterThan(0);
  });
  it('act applies actions in order', () => {
    const s = newGame({ seed: 'x' });
    const t = act(s, legalActions(s)[0]!);
    expect(t.actionCount).toBe(1);
  });
});
