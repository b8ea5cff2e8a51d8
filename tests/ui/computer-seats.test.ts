// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import { computerSeatsOf } from '../../src/store/computer';
import { createGameStore, RECORD_KEY } from '../../src/store/game';

beforeEach(() => localStorage.clear());

describe('the computer seats in the store (person or computer per side)', () => {
  it('are kept in the record and the autosave, and survive resume and import', async () => {
    const store = createGameStore(localStorage);
    store.getState().startGame({ seed: 'seats-1' }, null, { democrat: 'hard' });
    expect(store.getState().computer).toEqual({ democrat: 'hard' });
    const a = legalActions(store.getState().state!)[0]!;
    store.getState().dispatch(a);
    const saved = JSON.parse(localStorage.getItem(RECORD_KEY)!);
    expect(saved.computer).toEqual({ democrat: 'hard' });
    expect(saved.actions).toHaveLength(1);

    const again = createGameStore(localStorage);
    await again.getState().resume();
    expect(again.getState().computer).toEqual({ democrat: 'hard' });

    const other = createGameStore(undefined);
    expect(await other.getState().importRecord(store.getState().exportRecord()!)).toBe(true);
    expect(other.getState().computer).toEqual({ democrat: 'hard' });
  });

  it('with one person there is no handover cover: the screen stays with the person', () => {
    const store = createGameStore(localStorage);
    store.getState().startGame({ seed: 'seats-2' }, null, { communist: 'normal' });
    expect(store.getState().viewer).toBe('democrat');
    // the Communist (computer) decides first; the person's view stays, with no cover
    expect(store.getState().state!.prompt!.side).toBe('communist');
    for (let i = 0; i < 20; i++) {
      store.getState().dispatch(legalActions(store.getState().state!)[0]!);
      expect(store.getState().viewer).toBe('democrat');
    }
  });

  it('two people keep the cover; malformed seats in a file count as people', () => {
    const store = createGameStore(localStorage);
    store.getState().startGame({ seed: 'seats-3' });
    expect(store.getState().viewer).toBeNull();
    expect(computerSeatsOf({ computer: { communist: 'grandmaster', democrat: 7 } })).toEqual({});
    expect(computerSeatsOf(null)).toEqual({});
  });
});
