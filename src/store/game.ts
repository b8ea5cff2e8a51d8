/**
 * The one store (DESIGN.md): the game record, the current state, undo to the last checkpoint,
 * the hotseat handover, the language, and persistence in localStorage.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  apply,
  logLength,
  newGame as engineNewGame,
  replay,
  RuleError,
  RECORD_VERSION,
  type Action,
  type GameOptions,
  type GameRecord,
  type GameState,
  type Side,
} from '../engine';
import { isLang, t, type Lang } from '../i18n';
import { preferredLang } from '../i18n/detect';
import { hasHiddenInfo, isCheckpoint } from './checkpoint';
import { computerSeatsOf, screenSide, type ComputerSeats } from './computer';

export const RECORD_KEY = 'jn1989.record';
export const LANG_KEY = 'jn1989.lang';
export const PLAYERS_KEY = 'jn1989.players';

/** Who sits at which side: seat 1 or 2 and the name typed in the new-game dialog (may be empty). */
export type Players = Record<Side, { seat: 1 | 2; name: string }>;

function looksLikePlayers(x: unknown): x is Players {
  const p = x as Players | null;
  const ok = (v: unknown) => !!v && typeof v === 'object' && ((v as { seat: unknown }).seat === 1 || (v as { seat: unknown }).seat === 2) && typeof (v as { name: unknown }).name === 'string';
  return !!p && typeof p === 'object' && ok(p.communist) && ok(p.democrat);
}

export interface GameStoreState {
  lang: Lang;
  record: GameRecord | null;
  /** the state after all actions of the record (kept, never replayed per render) */
  state: GameState | null;
  /** states before each action taken since the last checkpoint, newest last */
  undoStates: GameState[];
  /** the side at the screen; null while the handover cover is up */
  viewer: Side | null;
  /** log length when each side last decided: later entries are news to him */
  seen: Record<Side, number>;
  error: string | null;
  /** a saved game found at start, offered as "Resume game" */
  saved: GameRecord | null;
  /** the players' seats and names for the game in progress, if the dialog set them */
  players: Players | null;
  /** the sides the computer plays (kept in the record) */
  computer: ComputerSeats;

  setLang(lang: Lang): void;
  newGame(seed: string): void;
  /** start with the options of the new-game dialog (mode, extra SPs, the bid's record) */
  startGame(options: GameOptions, players?: Players | null, computer?: ComputerSeats): boolean;
  dispatch(action: Action): void;
  undo(): void;
  confirmHandover(): void;
  resume(): void;
  exportRecord(): string | null;
  importRecord(text: string): boolean;
  clearError(): void;
}

function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // storage full or disabled: the game goes on without autosave
  }
}

function looksLikeRecord(x: unknown): x is GameRecord {
  const r = x as GameRecord | null;
  return !!r && typeof r === 'object' && r.version === RECORD_VERSION && Array.isArray(r.actions) && !!r.options;
}

function errorText(lang: Lang, e: unknown): string {
  if (e instanceof RuleError) {
    const key = `why.${e.code}`;
    const translated = t(lang, key);
    return translated === key ? e.message : `${translated} (${t(lang, 'prompt.rule', { rule: e.rule })})`;
  }
  return e instanceof Error ? e.message : String(e);
}

/**
 * Who must look at the screen after a change; a cover goes up if that side hides cards. With
 * fewer than two people at the screen there is nobody to hide anything from: no cover.
 */
function handover(state: GameState, viewer: Side | null, computer: ComputerSeats = {}): Side | null {
  const alone = screenSide(computer);
  if (alone) return alone;
  const next = state.prompt?.side;
  if (!next || next === viewer) return viewer;
  return hasHiddenInfo(state, next) ? null : next;
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function createGameStore(storage: Storage | undefined = defaultStorage()): StoreApi<GameStoreState> {
  const savedLang = storage?.getItem(LANG_KEY);
  const saved = readJson(storage, RECORD_KEY);
  const savedPlayers = readJson(storage, PLAYERS_KEY);

  const save = (record: GameRecord | null) => write(storage, RECORD_KEY, record && JSON.stringify(record));

  return createStore<GameStoreState>()((set, get) => {
    /** Start from a record: the full game, cover up for whoever decides. */
    const load = (record: GameRecord, state: GameState) => {
      const computer = computerSeatsOf(record);
      set({
        record,
        state,
        computer,
        undoStates: [],
        viewer: handover(state, null, computer),
        seen: { communist: 0, democrat: 0 },
        error: null,
        saved: null,
      });
      save(record);
    };

    return {
      lang: isLang(savedLang) ? savedLang : preferredLang(),
      record: null,
      state: null,
      undoStates: [],
      viewer: null,
      seen: { communist: 0, democrat: 0 },
      error: null,
      saved: looksLikeRecord(saved) ? saved : null,
      players: looksLikePlayers(savedPlayers) ? savedPlayers : null,
      computer: {},

      setLang(lang) {
        write(storage, LANG_KEY, lang);
        set({ lang });
      },

      newGame(seed) {
        get().startGame({ seed }, null);
      },

      startGame(options, players = null, computer = {}) {
        try {
          const state = engineNewGame(options);
          const seats = Object.keys(computer).length > 0 ? { computer } : {};
          load({ version: RECORD_VERSION, options, actions: [], ...seats }, state);
          set({ players });
          write(storage, PLAYERS_KEY, players && JSON.stringify(players));
          return true;
        } catch (e) {
          set({ error: errorText(get().lang, e) });
          return false;
        }
      },

      dispatch(action) {
        const { state, record, viewer, undoStates, seen, lang, computer } = get();
        if (!state || !record) return;
        let next: GameState;
        try {
          next = apply(state, action);
        } catch (e) {
          if (e instanceof RuleError) {
            set({ error: errorText(lang, e) });
            return;
          }
          throw e;
        }
        const nextRecord: GameRecord = { ...record, actions: [...record.actions, action] };
        set({
          state: next,
          record: nextRecord,
          undoStates: isCheckpoint(state, next) ? [] : [...undoStates, state],
          viewer: handover(next, viewer, computer),
          seen: { ...seen, [action.side]: logLength(next) },
          error: null,
        });
        save(nextRecord);
      },

      undo() {
        const { undoStates, record } = get();
        const prev = undoStates[undoStates.length - 1];
        if (!prev || !record) return;
        const nextRecord: GameRecord = { ...record, actions: record.actions.slice(0, -1) };
        set({ state: prev, record: nextRecord, undoStates: undoStates.slice(0, -1), error: null });
        save(nextRecord);
      },

      confirmHandover() {
        const { state } = get();
        if (state?.prompt) set({ viewer: state.prompt.side });
      },

      resume() {
        const { saved, lang } = get();
        if (!saved) return;
        try {
          load(saved, replay(saved));
        } catch (e) {
          set({ error: t(lang, 'error.resume', { message: errorText(lang, e) }), saved: null });
        }
      },

      exportRecord() {
        const { record } = get();
        return record ? JSON.stringify(record, null, 1) : null;
      },

      importRecord(text) {
        const { lang } = get();
        let data: unknown;
        try {
          data = JSON.parse(text);
        } catch {
          set({ error: t(lang, 'error.importJson') });
          return false;
        }
        try {
          const state = replay(data as GameRecord);
          const r = data as GameRecord;
          const computer = computerSeatsOf(r);
          load({ version: RECORD_VERSION, options: r.options, actions: r.actions, ...(Object.keys(computer).length > 0 ? { computer } : {}) }, state);
          // a loaded file does not say who sits where
          set({ players: null });
          write(storage, PLAYERS_KEY, null);
          return true;
        } catch (e) {
          set({ error: t(lang, 'error.import', { message: errorText(lang, e) }) });
          return false;
        }
      },

      clearError() {
        set({ error: null });
      },
    };
  });
}

export const gameStore = createGameStore();

export function useGame<T>(selector: (s: GameStoreState) => T): T {
  return useStore(gameStore, selector);
}
