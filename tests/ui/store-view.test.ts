// @vitest-environment jsdom
/** The store owns the view (docs/design.md "Seats and remote play"): seats, the cover and the view as selectors. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../src/engine';
import { createGameStore } from '../../src/store/game';
import { seatOf, screenSide } from '../../src/store/seats';
import { selectCover, selectDecision, selectScreenSide, selectView } from '../../src/store/view';
import { hand } from '../table';

beforeEach(() => localStorage.clear());

function started() {
  const store = createGameStore(localStorage);
  store.getState().newGame('store-view-1');
  return store;
}

describe('seats', () => {
  it('a side is a person, the computer or a friend on another device', () => {
    expect(seatOf({ democrat: 'hard' }, null, 'democrat')).toEqual({ kind: 'computer', level: 'hard' });
    expect(seatOf({}, 'democrat', 'democrat')).toEqual({ kind: 'remote' });
    expect(seatOf({}, 'democrat', 'communist')).toEqual({ kind: 'person' });
  });
  it('with one person at the screen the screen shows his side; two people share it by the cover', () => {
    expect(screenSide({}, null)).toBeNull();
    expect(screenSide({}, 'communist')).toBe('democrat');
    expect(screenSide({ communist: 'easy' })).toBe('democrat');
    expect(screenSide({ communist: 'easy', democrat: 'easy' })).toBe('communist');
  });
});

describe('the view as selectors', () => {
  it('hotseat: the cover waits for the deciding side and the view is that side’s once he confirms', () => {
    const store = started();
    expect(selectCover(store.getState())).toBe('communist');
    store.getState().confirmHandover();
    expect(selectCover(store.getState())).toBeNull();
    const view = selectView(store.getState())!;
    expect(view).toEqual(viewFor(store.getState().state!, 'communist'));
    expect(selectDecision(store.getState())!.legal).toEqual(legalActions(store.getState().state!));
  });

  it('the same state gives the same view object (the page does not re-render for nothing)', () => {
    const store = started();
    store.getState().confirmHandover();
    const a = selectView(store.getState());
    store.getState().setHintsOn(true);
    expect(selectView(store.getState())).toBe(a);
  });

  it('a friend on another device at a side: no cover, and the screen shows the person here', () => {
    const store = started();
    store.setState({ remote: 'communist', viewer: null });
    store.setState({ viewer: 'democrat' });
    expect(selectScreenSide(store.getState())).toBe('democrat');
    // the Communist decides on his own device: this screen shows the Democrat's view with no decision
    const view = selectView(store.getState())!;
    expect(view.side).toBe('democrat');
    expect(view.decision).toBeNull();
    expect(view.hand).toEqual(hand(store.getState().state!, 'democrat'));
  });

  it('the computer watched from a seat: none of its cards and no decision', () => {
    const store = createGameStore(localStorage);
    store.getState().startGame({ seed: 'store-view-2' }, null, { communist: 'easy', democrat: 'easy' });
    const view = selectView(store.getState())!;
    expect(view.hand).toEqual([]);
    expect(view.decision).toBeNull();
  });

  it('a scripted game offers only what its script allows', () => {
    const store = started();
    store.getState().confirmHandover();
    const all = legalActions(store.getState().state!);
    const first = all[0]!;
    const { state } = store.getState();
    store.getState().startScripted({
      state: state!,
      actions: [],
      viewer: 'communist',
      computer: {},
      script: { allows: (a) => a === first || JSON.stringify(a) === JSON.stringify(first) },
    });
    expect(selectDecision(store.getState())!.legal).toEqual([first]);
    store.getState().leaveGame();
    expect(store.getState().state).toBeNull();
    // leaving a scripted game offers nothing new to resume
    expect(store.getState().saved).toBeNull();
  });
});

describe('the page renders the store’s view', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(n) ? [p] : [];
    });
  it('no file of src/ui calls viewFor or reads the state’s prompt', () => {
    const offending = files('src/ui').filter((f) => /\bviewFor\(|state\.prompt\b/.test(readFileSync(f, 'utf8')));
    expect(offending).toEqual([]);
  });
});
