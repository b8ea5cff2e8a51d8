/**
 * The play part of the store (src/store/playSlice.ts, src/store/taking.ts): actions into the record,
 * undo back to the last final action, and the game's progress kept in the store.
 */
import { describe, expect, it } from 'vitest';
import { replayRecord, stateChecksum } from '../../src/engine';
import { replayTallied } from '../../src/store/history';
import { checkFirst, playUntil, started } from './storeParts';

describe('store play', () => {
  it('the progress in the store is what a replay of the record tallies: dice, draws and the last final action', () => {
    const store = started('play-progress');
    playUntil(store, () => store.getState().progress.totals.dice >= 3);
    // a few more actions, some of them not final
    for (let i = 0; i < 5; i++) store.getState().dispatch(checkFirst(store));
    const { record, progress } = store.getState();
    const replayed = replayTallied(record!);
    expect(progress.totals).toEqual({ dice: replayed.dice, draws: replayed.draws });
    expect(progress.mark).toEqual(replayed.mark);
  });

  it('undo takes back only what came after the last final action, and the mark stays where it was', () => {
    const store = started('play-undo');
    store.getState().confirmHandover();
    playUntil(store, () => store.getState().undoStates.length > 0);
    const { mark } = store.getState().progress;
    const actions = store.getState().record!.actions.length;
    while (store.getState().undoStates.length > 0) store.getState().undo();
    expect(store.getState().record!.actions.length).toBe(mark.actions);
    expect(store.getState().record!.actions.length).toBeLessThan(actions);
    expect(store.getState().progress.mark).toEqual(mark);
    // nothing more to take back: undo changes nothing
    const before = store.getState().record;
    store.getState().undo();
    expect(store.getState().record).toBe(before);
  });

  it('an illegal action is refused with its rule and leaves record and progress as they were', () => {
    const store = started('play-illegal');
    const { record, progress, state } = store.getState();
    store.getState().dispatch({ side: 'democrat', type: 'check', space: 'berlin' });
    expect(store.getState().error).toMatch(/.+/);
    expect(store.getState().record).toBe(record);
    expect(store.getState().state).toBe(state);
    expect(store.getState().progress).toBe(progress);
  });

  it('the record taken replays to the state kept (the entropy is kept where the engine used it)', () => {
    const store = started('play-replay');
    playUntil(store, () => store.getState().progress.totals.dice >= 2);
    const { record, state } = store.getState();
    expect(stateChecksum(replayRecord(record!))).toBe(record!.checksum);
    expect(replayTallied(record!).state).toEqual(state);
  });

  it('leaving the game offers it to resume, unless forgotten', () => {
    const store = started('play-leave');
    const record = store.getState().record;
    store.getState().leaveGame();
    expect(store.getState().state).toBeNull();
    expect(store.getState().saved).toBe(record);
    const again = started('play-leave-2');
    again.getState().leaveGame(true);
    expect(again.getState().saved).toBeNull();
  });
});
