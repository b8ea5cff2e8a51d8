/**
 * The seats and lesson parts of the store (src/store/seatsSlice.ts, src/store/lessonSlice.ts): the
 * computer's seats travel with the record; a scripted game offers what its script allows and is
 * never the autosaved game; a hint shown is counted in the record.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, newGame } from '../../src/engine';
import { createGameStore, RECORD_KEY } from '../../src/store/game';
import { selectDecision } from '../../src/store/view';
import { memoryStorage, started } from './storeParts';

describe('store seats', () => {
  it('the computer seated at a side is kept in the record and saved; the friend’s seat is given up', () => {
    const storage = memoryStorage();
    const store = started('seats-computer', storage);
    store.getState().setOnline('democrat', { roll: () => {}, flush: () => {} });
    store.getState().seatComputer('democrat', 'easy');
    const s = store.getState();
    expect(s.computer).toEqual({ democrat: 'easy' });
    expect([s.remote, s.relay]).toEqual([null, null]);
    expect(s.record!.computer).toEqual({ democrat: 'easy' });
    expect(JSON.parse(storage.getItem(RECORD_KEY)!).computer).toEqual({ democrat: 'easy' });
    // one person at the screen: no cover
    expect(s.viewer).toBe('communist');
  });
});

describe('store lesson', () => {
  it('a scripted game offers only what its script allows and writes no autosave', () => {
    const storage = memoryStorage();
    const store = createGameStore(storage);
    const state = newGame({ seed: 'lesson-script' });
    const first = legalActions(state)[0]!;
    const allows = (a: typeof first) => JSON.stringify(a) === JSON.stringify(first);
    store.getState().startScripted({ state, actions: [], viewer: 'communist', computer: {}, script: { allows } });
    expect(selectDecision(store.getState())!.legal).toEqual([first]);
    store.getState().dispatch(first);
    expect(store.getState().record!.actions).toHaveLength(1);
    expect(storage.getItem(RECORD_KEY)).toBeNull();
    store.getState().setScript(null);
    expect(selectDecision(store.getState())!.legal.length).toBeGreaterThan(1);
  });

  it('a hint shown is counted in the record and saved', () => {
    const storage = memoryStorage();
    const store = started('lesson-hints', storage);
    store.getState().noteHint();
    store.getState().noteHint();
    expect(store.getState().record!.hintsUsed).toBe(2);
    expect(JSON.parse(storage.getItem(RECORD_KEY)!).hintsUsed).toBe(2);
  });
});
