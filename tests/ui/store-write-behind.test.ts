// @vitest-environment jsdom
/**
 * 51 item 7: the autosave's slower writes wait for the click's repaint (src/store/writeBehind.ts).
 * The autosave itself is written at once; the previous good save, the game's mark and the made
 * chain follow in order, as a store writing at once writes them, before anything reads the storage
 * and when the page hides.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createGameStore, RECORD_KEY } from '../../src/store/game';
import { loader } from '../../src/store/storeKit';
import { chainOf, gameKey, readMade } from '../../src/store/made';
import { BACKUP_KEY, MARKS_KEY, readMarks } from '../../src/store/persistence';
import { WriteBehind, writeBehind } from '../../src/store/writeBehind';
import { memoryStorage } from '../memoryStorage';
import { placeFirst } from './storeParts';

/** A storage writing behind whose runs the test starts itself. */
function held(): { inner: Storage; storage: WriteBehind; asked: () => number } {
  const inner = memoryStorage();
  let asked = 0;
  return { inner, storage: new WriteBehind(inner, () => void asked++), asked: () => asked };
}

/** The made chain is written once its chunk has loaded: wait for the same chunk, then for its callback. */
async function chunkLoaded() {
  await loader();
  await Promise.resolve();
}

describe('writing behind', () => {
  it('queued work waits for its run, runs in order, and asks for one run per empty queue', () => {
    const { inner, storage, asked } = held();
    const done: number[] = [];
    storage.later(() => done.push(1));
    storage.later(() => done.push(2));
    expect(done).toEqual([]);
    expect(asked()).toBe(1);
    inner.setItem('k', 'v');
    storage.flush();
    expect(done).toEqual([1, 2]);
    storage.later(() => done.push(3));
    expect(asked()).toBe(2);
  });

  it('a read or a write through the storage first runs what is queued', () => {
    const { storage } = held();
    storage.later(() => storage.setItem('a', '1'));
    expect(storage.getItem('a')).toBe('1');
    storage.later(() => storage.setItem('b', 'queued'));
    storage.setItem('b', 'after');
    expect(storage.getItem('b')).toBe('after');
    expect(storage.pending).toBe(0);
  });

  it('51 item 7: after an action the autosave is written at once, the previous save, the mark and the chain once the work runs, as a store writing at once writes them', async () => {
    const { inner, storage } = held();
    const store = createGameStore(storage);
    store.getState().setLang('en');
    store.getState().newGame('write-behind');
    storage.flush();
    await chunkLoaded();
    const first = inner.getItem(RECORD_KEY);
    const marksBefore = inner.getItem(MARKS_KEY);
    store.getState().dispatch(placeFirst(store));
    const { record, progress } = store.getState();
    // the autosave is the store's record already, the rest waits
    expect(JSON.parse(inner.getItem(RECORD_KEY)!)).toEqual(record);
    expect(store.getState().lastGood).toBe(first);
    expect(inner.getItem(BACKUP_KEY)).toBeNull();
    expect(inner.getItem(MARKS_KEY)).toBe(marksBefore);
    expect(storage.pending).toBe(1);
    storage.flush();
    await chunkLoaded();
    expect(inner.getItem(BACKUP_KEY)).toBe(first);
    expect(store.getState().lastGood).toBe(inner.getItem(RECORD_KEY));
    expect(readMarks(inner)[record!.gameId!]).toMatchObject(progress.mark);
    expect(readMade(inner)[gameKey(record!.options)]).toMatchObject({ actions: record!.actions.length, head: chainOf(record!.options, record!.actions) });
    expect(store.getState().saveFailure).toBeNull();
  });
});

describe('the page’s storage', () => {
  const had = window.requestIdleCallback;
  afterEach(() => {
    window.requestIdleCallback = had;
  });

  it('writes at once where the browser has no idle callbacks', () => {
    window.requestIdleCallback = undefined as unknown as typeof window.requestIdleCallback;
    const inner = memoryStorage();
    expect(writeBehind(inner)).toBe(inner);
  });

  it('51 item 7: the queued writes are made when the page hides (pagehide, or hidden), before any idle moment', () => {
    const runs: (() => void)[] = [];
    window.requestIdleCallback = ((run: () => void) => runs.push(run)) as unknown as typeof window.requestIdleCallback;
    const inner = memoryStorage();
    const storage = writeBehind(inner) as WriteBehind;
    expect(storage).toBeInstanceOf(WriteBehind);
    storage.later(() => inner.setItem('a', '1'));
    expect(runs).toHaveLength(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(inner.getItem('a')).toBe('1');
    storage.later(() => inner.setItem('b', '2'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      delete (document as unknown as { visibilityState?: string }).visibilityState;
    }
    expect(inner.getItem('b')).toBe('2');
    // the idle run then finds nothing left to do
    runs[0]!();
    expect(storage.pending).toBe(0);
  });
});
