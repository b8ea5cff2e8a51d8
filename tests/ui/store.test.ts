// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import { createGameStore, RECORD_KEY } from '../../src/store/game';

beforeEach(() => localStorage.clear());

function started(seed = 'store-1') {
  const store = createGameStore(localStorage);
  store.getState().newGame(seed);
  return store;
}

describe('game store', () => {
  it('starts with the cover up for the Communist, who decides first', () => {
    const s = started().getState();
    expect(s.state!.prompt!.side).toBe('communist');
    expect(s.viewer).toBeNull();
  });

  it('an illegal action shows the rule and leaves the state as it was', () => {
    const store = started();
    const before = store.getState().state;
    store.getState().dispatch({ side: 'democrat', type: 'place', space: 'berlin' });
    expect(store.getState().state).toBe(before);
    expect(store.getState().error).toMatch(/.+/);
    expect(store.getState().record!.actions).toHaveLength(0);
  });

  it('undo goes back within the same decision, never across a handover', () => {
    const store = started();
    store.getState().confirmHandover();
    const first = legalActions(store.getState().state!)[0]!;
    store.getState().dispatch(first);
    expect(store.getState().undoStates).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().record!.actions).toHaveLength(0);
    // two Communist placements pass the decision to the Democrat: a checkpoint
    store.getState().dispatch(legalActions(store.getState().state!)[0]!);
    store.getState().dispatch(legalActions(store.getState().state!)[0]!);
    expect(store.getState().state!.prompt!.side).toBe('democrat');
    expect(store.getState().undoStates).toHaveLength(0);
    expect(store.getState().viewer).toBeNull();
  });

  it('saves the record after every action and resumes it', async () => {
    const store = started();
    store.getState().dispatch(legalActions(store.getState().state!)[0]!);
    const saved = JSON.parse(localStorage.getItem(RECORD_KEY)!);
    expect(saved.actions).toHaveLength(1);
    const again = createGameStore(localStorage);
    expect(again.getState().saved).not.toBeNull();
    await again.getState().resume();
    expect(again.getState().state).toEqual(store.getState().state);
  });

  it('export and import round-trip; a bad file leaves the game untouched', async () => {
    const store = started();
    store.getState().setLang('en');
    store.getState().dispatch(legalActions(store.getState().state!)[0]!);
    const text = store.getState().exportRecord()!;
    const before = store.getState().state;
    expect(await store.getState().importRecord('{"version":1,"options":{"seed":"x"},"actions":[{"side":"democrat","type":"done"}]}')).toBe(false);
    expect(store.getState().error).toMatch(/action 1 cannot be played/);
    expect(store.getState().state).toBe(before);
    expect(await store.getState().importRecord('not json')).toBe(false);
    // a game is running: Load file asks before it replaces it
    expect(await store.getState().importRecord(text)).toBe(false);
    expect(store.getState().ask!.notes.map((n) => n.key)).toEqual(['record.note.replaces']);
    expect(store.getState().state).toBe(before);
    store.getState().confirmAsk();
    expect(store.getState().state).toEqual(before);
  });

  it('remembers the language', () => {
    createGameStore(localStorage).getState().setLang('en');
    expect(createGameStore(localStorage).getState().lang).toBe('en');
  });
});
