/** Helpers of the store parts' tests (tests/ui/store-*.test.ts): a store on its own storage, and play to a given point. */
import type { StoreApi } from 'zustand/vanilla';
import { legalActions, type Action, type GameRecord } from '../../src/engine';
import { createGameStore, type GameStoreState, type Relay } from '../../src/store/game';
import { memoryStorage } from '../memoryStorage';

export { memoryStorage };

export type Store = StoreApi<GameStoreState>;

/** A store with a new seeded game, in English, on `storage`. */
export function started(seed: string, storage: Storage = memoryStorage()): Store {
  const store = createGameStore(storage);
  store.getState().setLang('en');
  store.getState().newGame(seed);
  return store;
}

/** The first legal action, preferring support checks (which roll a die). */
export function checkFirst(store: Store): Action {
  const legal = legalActions(store.getState().state!);
  return legal.find((x) => x.type === 'check') ?? legal.find((x) => x.type === 'play' && x.use === 'check') ?? legal[0]!;
}

/** The first legal action, preferring card plays for SPs and placements (which roll nothing). */
export function placeFirst(store: Store): Action {
  const legal = legalActions(store.getState().state!);
  return legal.find((x) => x.type === 'play' && x.use === 'place') ?? legal.find((x) => x.type === 'place') ?? legal[0]!;
}

/** Play `choose`'s actions until `stop` holds (at most `n` actions). */
export function playUntil(store: Store, stop: () => boolean, choose: (store: Store) => Action = checkFirst, n = 3000): void {
  for (let i = 0; i < n && !stop(); i++) store.getState().dispatch(choose(store));
  if (!stop()) throw new Error('never reached');
}

/** A relay that notes what the store passes on. */
export function notingRelay(): Relay & { rolls: Action[]; flushes: { record: GameRecord; final: number }[] } {
  const rolls: Action[] = [];
  const flushes: { record: GameRecord; final: number }[] = [];
  return { rolls, flushes, roll: (a) => void rolls.push(a), flush: (record, final) => void flushes.push({ record, final }) };
}
