// @vitest-environment jsdom
/**
 * Issue 26 item 6: a hint shown is counted in the game record (`hintsUsed`), which moves, undo and
 * the autosave keep; the hotseat setting is remembered.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions, RECORD_FORMAT, RULES_VERSION, startPosition } from '../../src/engine';
import { createGameStore, HINTS_KEY } from '../../src/store/game';

beforeEach(() => localStorage.clear());

function table() {
  const store = createGameStore(localStorage);
  const state = startPosition({ turn: 2, side: 'communist', round: 1, hands: { communist: [10, 12, 6], democrat: [31, 19, 4] } });
  store.setState({ state, record: { version: RECORD_FORMAT, options: { seed: 'x' }, actions: [] }, viewer: 'communist', undoStates: [] });
  return store;
}

describe('the record counts the hints used', () => {
  it('each hint adds one; a move and its undo keep the count', () => {
    const store = table();
    expect(store.getState().record!.hintsUsed).toBeUndefined();
    store.getState().noteHint();
    store.getState().noteHint();
    expect(store.getState().record!.hintsUsed).toBe(2);
    expect(JSON.parse(localStorage.getItem('jn1989.record')!).hintsUsed).toBe(2);
    store.getState().dispatch({ side: 'communist', type: 'play', card: 10, use: 'place' });
    expect(store.getState().record!.hintsUsed).toBe(2);
    store.getState().dispatch(legalActions(store.getState().state!).find((a) => a.type === 'place')!);
    store.getState().undo();
    expect(store.getState().record!.hintsUsed).toBe(2);
  });

  it('a saved game keeps its count when resumed; an old record without one still resumes', async () => {
    for (const [extra, want] of [
      [{ hintsUsed: 4 }, 4],
      [{}, undefined],
    ] as const) {
      localStorage.clear();
      localStorage.setItem(
        'jn1989.record',
        JSON.stringify({ version: RECORD_FORMAT, rulesVersion: RULES_VERSION, options: { seed: 'y' }, actions: [], ...extra }),
      );
      const store = createGameStore(localStorage);
      await store.getState().resume();
      expect(store.getState().state).not.toBeNull();
      expect(store.getState().record!.hintsUsed).toBe(want);
    }
  });

  it('the hotseat setting is off at first and remembered', () => {
    expect(table().getState().hintsOn).toBe(false);
    table().getState().setHintsOn(true);
    expect(localStorage.getItem(HINTS_KEY)).toBe('on');
    expect(createGameStore(localStorage).getState().hintsOn).toBe(true);
  });
});
