// @vitest-environment jsdom
/**
 * 26.4 No irreversible mis-tap: the last decision of a person's action round waits for his
 * Confirm and can be taken back until then; a die roll stays final; the step can be turned off.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions, RECORD_FORMAT, startPosition, type Action, type GameState } from '../../src/engine';
import { CONFIRM_KEY, createGameStore } from '../../src/store/game';

beforeEach(() => localStorage.clear());

/** The Communist's first action round of turn 2 with known cards, at the screen. */
function table(confirm: 'on' | 'off' = 'on') {
  localStorage.setItem(CONFIRM_KEY, confirm);
  const store = createGameStore(localStorage);
  const state = startPosition({
    turn: 2,
    side: 'communist',
    round: 1,
    hands: { communist: [10, 12, 6], democrat: [31, 19, 4] },
    support: { berlin: [3, 0], leipzig: [0, 2] },
  });
  store.setState({ state, record: { version: RECORD_FORMAT, options: { seed: 'x' }, actions: [] }, viewer: 'communist', undoStates: [] });
  return store;
}

type Store = ReturnType<typeof table>;
const legal = (store: Store): Action[] => legalActions(store.getState().state!);
const state = (store: Store): GameState => store.getState().state!;

/** Play #10 (3 Ops) for SPs into Berlin until the round ends. */
function placeAll(store: Store): void {
  store.getState().dispatch({ side: 'communist', type: 'play', card: 10, use: 'place' });
  while (state(store).prompt!.side === 'communist' && store.getState().awaiting === null) {
    const a = legal(store).find((x) => x.type === 'place' && x.space === 'berlin') ?? legal(store).find((x) => x.type === 'place')!;
    store.getState().dispatch(a);
  }
}

describe('26.4 the Confirm step', () => {
  it('the last SP of an Ops play waits for Confirm: the Democrat does not get the screen, and Undo takes the SP back', () => {
    const store = table();
    placeAll(store);
    const s = store.getState();
    expect(s.awaiting).toBe('communist');
    expect(s.viewer).toBe('communist');
    expect(s.state!.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
    const actions = s.record!.actions.length;
    s.undo();
    expect(store.getState().awaiting).toBeNull();
    expect(store.getState().record!.actions).toHaveLength(actions - 1);
    expect(state(store).prompt).toMatchObject({ side: 'communist', kind: 'placeSupport' });
  });

  it('Confirm passes the round on: the cover comes up for the Democrat and nothing can be undone', () => {
    const store = table();
    placeAll(store);
    store.getState().confirmMove();
    const s = store.getState();
    expect(s.awaiting).toBeNull();
    expect(s.undoStates).toHaveLength(0);
    expect(s.viewer).toBeNull();
  });

  it('a support check that ends the round is final at once: a die roll never waits', () => {
    const store = table();
    store.getState().dispatch({ side: 'communist', type: 'play', card: 12, use: 'check' });
    store.getState().dispatch({ side: 'communist', type: 'check', space: 'leipzig' });
    if (state(store).prompt!.side === 'communist') store.getState().dispatch(legal(store).find((a) => a.type === 'check' || a.type === 'done')!);
    const s = store.getState();
    expect(s.state!.prompt!.side).toBe('democrat');
    expect(s.awaiting).toBeNull();
    expect(s.undoStates).toHaveLength(0);
    expect(s.viewer).toBeNull();
  });

  it('turned off in the settings, the round passes on at its last click (and the choice is remembered)', () => {
    const store = table('off');
    expect(store.getState().confirmMoves).toBe(false);
    placeAll(store);
    expect(store.getState().awaiting).toBeNull();
    expect(store.getState().viewer).toBeNull();
    store.getState().setConfirmMoves(true);
    expect(localStorage.getItem(CONFIRM_KEY)).toBe('on');
  });

  it('turning the step off while a round waits passes it on', () => {
    const store = table();
    placeAll(store);
    store.getState().setConfirmMoves(false);
    expect(store.getState().awaiting).toBeNull();
    expect(store.getState().viewer).toBeNull();
  });
});
