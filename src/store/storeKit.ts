/**
 * What the store's parts share (src/store/game.ts): the store's own `set` and `get`, the storage it
 * saves to, and the few steps more than one part takes. Each part is a Zustand slice over the whole
 * store; everything a part keeps between actions is in the store, none of it in a closure.
 */
import type { StoreApi } from 'zustand/vanilla';
import { RuleError, type GameState, type Side } from '../engine';
import { t, type Lang } from '../i18n';
import { handover } from './handover';
import { ruleErrorText } from './messages';
import type { GameStoreState } from './storeState';

export interface Kit {
  set: StoreApi<GameStoreState>['setState'];
  get: StoreApi<GameStoreState>['getState'];
  storage: Storage | undefined;
}

/** A refused action in the player's language. */
export function errorText(lang: Lang, e: unknown): string {
  return e instanceof RuleError ? ruleErrorText(lang, e) : t(lang, 'record.unexpected', { detail: e instanceof Error ? e.message : String(e) });
}

export const nowIso = (): string => new Date().toISOString();

/** Reading records and what this browser knows of their games: a chunk loaded when first needed. */
export const loader = () => import('./loader');

/** A read-only tab (another tab writes the game) changes nothing: true, with the reason shown, when it refused. */
export function refuseWhileReadOnly({ get, set }: Kit): boolean {
  if (!get().readOnly) return false;
  set({ error: t(get().lang, 'tabs.readOnlyAction') });
  return true;
}

/**
 * The computer plays this page's seat on the friend's page, which sends the game here to be watched
 * (docs/remote.md, "Drops and returns"): an action of this page is refused, nothing applied or sent;
 * true, with the reason shown, when it refused.
 */
export function refuseWhileWatching({ get, set }: Kit): boolean {
  if (!get().watching) return false;
  set({ error: errorText(get().lang, watchingError()) });
  return true;
}

/** Why a watching page's own action is refused. */
export const watchingError = (): RuleError => new RuleError('WATCHING', '-', 'The computer plays this seat on the friend’s page: this page only watches');

/** Who must look at the screen: with the computer or a friend at a side, the one person's side, else the cover rules. */
export const coverFor = ({ get }: Kit, state: GameState, viewer: Side | null): Side | null => handover(state, viewer, get().computer, get().remote);
