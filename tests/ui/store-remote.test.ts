/**
 * The remote part of the store (src/store/remoteSlice.ts): a friend's actions come from his device
 * and are checked here; a die or a draw of this screen's action waits for both devices' roll.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, RuleError, type Action, type RecordedAction } from '../../src/engine';
import { NO_ENTROPY } from '../../src/store/entropy';
import { notingRelay, playUntil, started, type Store } from './storeParts';

/** An online game where the Democrat is the friend's: the Communist's actions at this screen. */
function online(seed: string) {
  const store = started(seed);
  const relay = notingRelay();
  store.getState().setOnline('democrat', relay);
  return { store, relay };
}

/** Play until this screen's action needs a roll (the Democrat's actions are taken as if received). */
function untilRolling(store: Store): void {
  playUntil(store, () => store.getState().rolling !== null);
}

describe('store remote play', () => {
  it('4.5: only the friend’s side comes from his device; another side is refused and nothing changes', () => {
    const { store } = online('remote-refuse');
    const before = store.getState().record;
    const mine = legalActions(store.getState().state!)[0]!;
    expect(mine.side).toBe('communist');
    const refused = store.getState().receive(mine as RecordedAction);
    expect(refused).toBeInstanceOf(RuleError);
    expect(refused!.code).toBe('NOT_YOUR_DECISION');
    expect(store.getState().record).toBe(before);
  });

  it('a die of this screen’s action goes to both devices first: nothing is applied, and Undo has nothing to take back', () => {
    const { store, relay } = online('remote-roll');
    untilRolling(store);
    const { rolling, record, undoStates, progress } = store.getState();
    expect(relay.rolls).toEqual([rolling]);
    expect(undoStates).toEqual([]);
    expect(progress.mark.actions).toBe(record!.actions.length);
    expect(apply(store.getState().state!, { ...rolling!, entropy: NO_ENTROPY } as RecordedAction).finality.random).toBe(true);
    // while both devices roll, another action of this screen waits
    store.getState().dispatch(rolling!);
    expect(store.getState().record).toBe(record);
    expect(store.getState().error).toMatch(/.+/);
  });

  it('the settled roll is applied with its entropy and shares recorded, and the record passed on', () => {
    const { store, relay } = online('remote-settle');
    untilRolling(store);
    const action = store.getState().rolling as Action;
    const n = store.getState().record!.actions.length;
    const entropy = 'ab'.repeat(16);
    expect(store.getState().settleRoll(action, entropy, ['s1', 's2'])).toBeNull();
    expect(store.getState().rolling).toBeNull();
    expect(store.getState().record!.actions[n]).toMatchObject({ ...action, entropy, shares: ['s1', 's2'] });
    expect(relay.flushes.at(-1)).toMatchObject({ final: n + 1 });
    // a roll that nobody asked for is not applied
    const record = store.getState().record;
    expect(store.getState().settleRoll(action, entropy, ['s1', 's2'])).toBeNull();
    expect(store.getState().record).toBe(record);
  });

  it('a cancelled roll leaves the game as it was', () => {
    const { store } = online('remote-cancel');
    untilRolling(store);
    const record = store.getState().record;
    store.getState().cancelRoll();
    expect(store.getState().rolling).toBeNull();
    expect(store.getState().record).toBe(record);
  });

  it('the friend’s action received is final here at once', () => {
    const { store } = online('remote-final');
    playUntil(store, () => store.getState().state!.prompt!.side === 'democrat');
    const theirs = legalActions(store.getState().state!)[0]!;
    expect(store.getState().receive(theirs as RecordedAction)).toBeNull();
    expect(store.getState().undoStates).toEqual([]);
    expect(store.getState().progress.mark.actions).toBe(store.getState().record!.actions.length);
  });
});
