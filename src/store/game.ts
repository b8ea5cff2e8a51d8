/**
 * The one store (docs/design.md): the game record, the current state, undo back to the last final
 * action, the seats (a person here, the computer, a friend on another device), the hotseat
 * handover, the language, and persistence in localStorage. Its shape: ./storeState.ts.
 *
 * Randomness, undo, save, load (docs/design.md):
 *  - a new game's seed and every action's entropy come from crypto when they are needed
 *    (src/store/entropy.ts); an action's entropy is recorded with it when the engine used it;
 *  - undo goes back only over actions the engine did not declare final (state.finality);
 *  - records carry the rules version and a checksum; a record of other rules, one that goes
 *    back on a game known here, or any file while a game runs, is loaded only after the players
 *    were told what it means (`ask`) and chose to;
 *  - a failed autosave is shown, an unreadable one is reported and can be downloaded, and only
 *    one tab writes.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  apply,
  logLength,
  makeRecord,
  newGame as engineNewGame,
  RuleError,
  stateChecksum,
  type Action,
  type AppliedState,
  type GameOptions,
  type GameRecord,
  type GameState,
  type RecordedAction,
  type Side,
} from '../engine';
import { isLang, t, type Lang } from '../i18n';
import { preferredLang } from '../i18n/detect';
import { computerSeatsOf } from './computer';
import { freshEntropy, freshGameId, freshSeed, NO_ENTROPY } from './entropy';
import { endsRoundByHandover, handover as coverFor } from './handover';
import type { HighWater, Replayed } from './history';
import { ruleErrorText } from './messages';
import {
  defaultStorage,
  keepSave,
  previousGood,
  readKey,
  readPlayers,
  readSaved,
  RECORD_KEY,
  saveRecord,
  writeKey,
  writeMark,
  type CorruptSave,
} from './persistence';
import { watchWriter } from './tabs';

export { RECORD_KEY } from './persistence';
export type { GameScript } from './view';
export type { Ask, GameStoreState, Players, Relay } from './storeState';
import type { Ask, GameStoreState } from './storeState';
export const LANG_KEY = 'jn1989.lang';
export const PLAYERS_KEY = 'jn1989.players';
/** 'off' turns the Confirm step off (settings); anything else leaves it on */
export const CONFIRM_KEY = 'jn1989.confirmMoves';
export const HINTS_KEY = 'jn1989.hints';
/** A message for the players: a catalogue key and its parameters (rendered in the current language). */
export type { Note } from './messages';

/** A refused action in the player's language. */
function errorText(lang: Lang, e: unknown): string {
  return e instanceof RuleError ? ruleErrorText(lang, e) : t(lang, 'record.unexpected', { detail: e instanceof Error ? e.message : String(e) });
}

const nowIso = () => new Date().toISOString();

/** Reading records and what this browser knows of their games: a chunk loaded when first needed. */
const loader = () => import('./loader');

export function createGameStore(storage: Storage | undefined = defaultStorage()): StoreApi<GameStoreState> {
  const savedLang = readKey(storage, LANG_KEY);
  const found = readSaved(storage);
  const savedPlayers = readPlayers(storage, PLAYERS_KEY);
  /** the last text written to the autosave, kept as the previous good save on the next write */
  let lastGood: string | null = found.fromBackup ? null : found.text;
  /** how far the running game has come for good */
  let mark: HighWater = { actions: 0, checksum: '', dice: 0, draws: 0 };
  let totals = { dice: 0, draws: 0 };

  const corruptNote = (c: CorruptSave | null) => c && { text: c.text, note: { key: c.problem } };

  return createStore<GameStoreState>()((set, get) => {
    const save = (record: GameRecord) => {
      // a scripted game keeps its own progress (src/learn); the autosaved game stays as it was
      if (get().readOnly || get().script) return;
      const text = JSON.stringify(record);
      const { main, backup } = saveRecord(storage, text, lastGood);
      if (!main) lastGood = text;
      const marked = record.gameId ? writeMark(storage, record.gameId, mark, nowIso()) : null;
      set({ saveFailure: main ?? backup ?? marked });
      // the running game's record is what this browser made of it (its actions were taken here, or
      // loaded here after the players were asked): its chain (src/store/made.ts) follows each save
      // in the order of the saves: continuations of one import run in the order they were made
      if (!main)
        void loader().then((m) => {
          const failed = m.rememberMade(storage, record, nowIso());
          if (failed && !get().saveFailure) set({ saveFailure: failed });
        });
    };

    /** Who must look at the screen: with the computer at a side, the one person's side, else the cover rules. */
    const handover = (state: GameState, viewer: Side | null) => coverFor(state, viewer, get().computer, get().remote);

    /**
     * Apply an action and take it into the record (a refused one changes nothing and is returned).
     * `entropy` is kept where the engine used it, with its two `shares` in an online game.
     */
    const take = (action: Action, entropy: string, shares?: [string, string]): RuleError | null => {
      const { state, record, viewer, undoStates, relay } = get();
      if (!state || !record) return null;
      let next: AppliedState;
      try {
        next = apply(state, { ...action, entropy } as RecordedAction);
      } catch (e) {
        if (e instanceof RuleError) return e;
        throw e;
      }
      const f = next.finality;
      // the entropy is kept only where the engine used it: replay needs it there, nowhere else
      const recorded: RecordedAction = f.random ? { ...action, entropy, ...(shares ? { shares } : {}) } : action;
      const actions = [...record.actions, recorded];
      const checksum = stateChecksum(next);
      totals = { dice: totals.dice + f.dice, draws: totals.draws + f.draws };
      const nextRecord: GameRecord = { ...record, actions, checksum };
      // the Confirm step: a person's round here that ends by handing over, with nothing rolled,
      // drawn or shown, waits (in the guided game where its script says, whatever the setting)
      const script = get().script;
      const here = !get().computer[action.side] && get().remote !== action.side;
      const waits = (script ? !!script.confirms : get().confirmMoves) && here && endsRoundByHandover(next);
      // the friend's action came from his page once final there: it is final here too (nothing here takes it back)
      const final = (f.final || get().remote === action.side) && !waits;
      if (final) mark = { actions: actions.length, checksum, ...totals };
      set({
        state: next,
        record: nextRecord,
        undoStates: final ? [] : [...undoStates, state],
        viewer: waits ? viewer : handover(next, viewer),
        awaiting: waits ? action.side : null,
        error: null,
        seen: { ...get().seen, [action.side]: logLength(next) },
      });
      save(nextRecord);
      if (final) relay?.flush(nextRecord, mark.actions);
      return null;
    };

    /** Take a record as the running game: cover up for whoever decides. */
    const load = (record: GameRecord, replayed: Replayed) => {
      const computer = computerSeatsOf(record);
      // the names given in the new-game dialog travel with the record (older records have none;
      // a record read from a file or the autosave was checked by src/engine/recordReader.ts)
      const { players } = record;
      const made = makeRecord(record.options, record.actions, replayed.state, {
        gameId: record.gameId ?? freshGameId(),
        computer,
        players,
        online: record.online,
      });
      // the hints used travel with the record too
      const full: GameRecord = record.hintsUsed ? { ...made, hintsUsed: record.hintsUsed } : made;
      set({ computer, script: null, remote: null });
      if (players) set({ players });
      mark = replayed.mark;
      totals = { dice: replayed.dice, draws: replayed.draws };
      set({
        record: full,
        state: replayed.state,
        undoStates: [],
        awaiting: null,
        viewer: handover(replayed.state, null),
        seen: { communist: 0, democrat: 0 },
        error: null,
        saved: null,
        savedFromBackup: false,
        ask: null,
      });
      save(full);
    };

    const refuseWhileReadOnly = (): boolean => {
      if (!get().readOnly) return false;
      set({ error: t(get().lang, 'tabs.readOnlyAction') });
      return true;
    };

    /**
     * Check a record against what this browser knows: the rules version and checksum, and, for a
     * game played here, whether it takes back final actions (src/store/loader.ts, loaded when
     * needed). Loads it at once when there is nothing to tell, else waits for the players in `ask`.
     */
    const offer = async (source: Ask['source'], given: string | GameRecord | Blob): Promise<boolean> => {
      const { lang, state: running, record: current, saved } = get();
      const p = await (await loader()).consider(given, { lang, source, running: running && current ? { record: current, mark } : null, saved, storage });
      if (p.kind === 'error') {
        set({ error: p.message });
        return false;
      }
      if (p.notes.length === 0) {
        load(p.record, p.replayed);
        return true;
      }
      set({ ask: { source, record: p.record, replayed: p.replayed, notes: p.notes, text: p.text }, error: null });
      return false;
    };

    /** An autosave refused when resumed: kept to download, and the previous good save offered in its place. */
    const offerPrevious = (failed: GameRecord) => {
      const text = JSON.stringify(failed);
      const prev = previousGood(storage, readKey(storage, RECORD_KEY) ?? text);
      if (!prev || get().readOnly) return;
      keepSave(storage, text);
      lastGood = null;
      set({ saved: prev.record, savedFromBackup: true, corruptSave: { text, note: { key: 'record.resumeFailed' } } });
    };

    return {
      lang: isLang(savedLang) ? savedLang : preferredLang(),
      record: null,
      state: null,
      undoStates: [],
      viewer: null,
      seen: { communist: 0, democrat: 0 },
      error: null,
      saved: found.record,
      savedFromBackup: found.fromBackup,
      corruptSave: corruptNote(found.corrupt),
      saveFailure: null,
      readOnly: false,
      ask: null,
      players: savedPlayers,
      computer: {},
      remote: null,
      relay: null,
      rolling: null,
      awaiting: null,
      confirmMoves: readKey(storage, CONFIRM_KEY) !== 'off',
      hintsOn: readKey(storage, HINTS_KEY) === 'on',
      script: null,

      setLang(lang) {
        writeKey(storage, LANG_KEY, lang);
        set({ lang });
      },

      newGame(seed) {
        get().startGame({ seed }, null);
      },

      startGame(options, players = null, computer = {}) {
        if (refuseWhileReadOnly()) return false;
        try {
          const full: GameOptions = { ...options, seed: options.seed ?? freshSeed() };
          const state = engineNewGame(full);
          const seats = Object.keys(computer).length > 0 ? { computer } : {};
          load(makeRecord(full, [], state, { gameId: freshGameId(), ...seats, ...(players ? { players } : {}) }), {
            state,
            mark: { actions: 0, checksum: stateChecksum(state), dice: 0, draws: 0 },
            dice: 0,
            draws: 0,
            checksumAt: null,
            tally: null,
          });
          set({ players });
          writeKey(storage, PLAYERS_KEY, players && JSON.stringify(players));
          return true;
        } catch (e) {
          set({ error: errorText(get().lang, e) });
          return false;
        }
      },

      dispatch(action) {
        const { state, record, relay, remote, rolling, lang } = get();
        if (!state || !record || refuseWhileReadOnly()) return;
        if (relay && action.side !== remote) {
          // an online game: a die or a draw of this screen's action comes from both devices (src/online)
          if (rolling) return set({ error: t(lang, 'online.rollingWait') });
          let dry: AppliedState;
          try {
            dry = apply(state, { ...action, entropy: NO_ENTROPY } as RecordedAction);
          } catch (e) {
            if (e instanceof RuleError) return set({ error: errorText(lang, e) });
            throw e;
          }
          if (dry.finality.random) {
            // asking the friend's page for a die makes this round's steps final: they go before it,
            // and nothing can be undone while both pages roll (src/online/match.ts)
            mark = { actions: record.actions.length, checksum: record.checksum ?? stateChecksum(state), ...totals };
            set({ rolling: action, error: null, undoStates: [], awaiting: null });
            relay.roll(action);
            return;
          }
        }
        const refused = take(action, freshEntropy());
        if (refused) set({ error: errorText(lang, refused) });
      },

      settleRoll(action, entropy, shares) {
        if (!get().rolling) return null;
        set({ rolling: null });
        return take(action, entropy, shares);
      },

      cancelRoll() {
        set({ rolling: null });
      },

      receive(action) {
        const { state, remote } = get();
        if (!state || action.side !== remote) return new RuleError('NOT_YOUR_DECISION', '4.5', 'Only the friend’s side comes from his device', {});
        return take(action, action.entropy ?? freshEntropy(), action.shares);
      },

      playOnline(record, replayed, remote, relay) {
        if (refuseWhileReadOnly()) return;
        load(record, replayed);
        set({ remote, relay, rolling: null });
        set({ viewer: handover(replayed.state, null) });
      },

      seatComputer(side, level) {
        const { record, state, computer } = get();
        const seats = { ...computer, [side]: level };
        set({ computer: seats, remote: null, relay: null, rolling: null, record: record && { ...record, computer: seats } });
        if (state) set({ viewer: handover(state, get().viewer) });
        const now = get().record;
        if (now) save(now);
      },

      setOnline(remote, relay) {
        set({ remote, relay, rolling: null });
        const { state, viewer } = get();
        if (state) set({ viewer: handover(state, viewer) });
      },

      confirmMove() {
        const { state, record, awaiting, viewer } = get();
        if (!state || !record || awaiting === null) return;
        mark = { actions: record.actions.length, checksum: record.checksum ?? stateChecksum(state), ...totals };
        set({ awaiting: null, undoStates: [], viewer: handover(state, viewer) });
        save(record);
        get().relay?.flush(record, mark.actions);
      },

      setConfirmMoves(on) {
        writeKey(storage, CONFIRM_KEY, on ? 'on' : 'off');
        set({ confirmMoves: on });
        if (!on) get().confirmMove();
      },

      setHintsOn(on) {
        writeKey(storage, HINTS_KEY, on ? 'on' : 'off');
        set({ hintsOn: on });
      },

      noteHint() {
        const { record } = get();
        if (!record || refuseWhileReadOnly()) return;
        const nextRecord: GameRecord = { ...record, hintsUsed: (record.hintsUsed ?? 0) + 1 };
        set({ record: nextRecord });
        save(nextRecord);
      },

      undo() {
        const { undoStates, record, rolling } = get();
        const prev = undoStates[undoStates.length - 1];
        if (!prev || !record || rolling || refuseWhileReadOnly()) return;
        const nextRecord: GameRecord = { ...record, actions: record.actions.slice(0, -1), checksum: stateChecksum(prev) };
        set({ state: prev, record: nextRecord, undoStates: undoStates.slice(0, -1), awaiting: null, error: null });
        save(nextRecord);
      },

      startScripted({ state, actions, viewer, computer, script }) {
        const seen = logLength(state);
        set({
          record: makeRecord(state.options, actions, state, { gameId: 'lesson', computer }),
          state,
          undoStates: [],
          viewer,
          seen: { communist: seen, democrat: seen },
          error: null,
          ask: null,
          players: null,
          computer,
          remote: null,
          awaiting: null,
          script,
        });
      },

      setScript(script) {
        set({ script });
      },

      leaveGame(forget = false) {
        const { record, script } = get();
        // a scripted game is not the autosaved one: leaving it offers nothing to resume
        set({
          state: null,
          record: null,
          undoStates: [],
          awaiting: null,
          script: null,
          remote: null,
          error: null,
          ...(forget || script ? {} : { saved: record }),
        });
      },

      confirmHandover() {
        const { state } = get();
        if (state?.prompt) set({ viewer: state.prompt.side });
      },

      async resume() {
        const { saved } = get();
        if (!saved) return;
        // a read-only tab may look at the game; it never writes it
        const ok = await offer('resume', saved);
        if (!ok && get().error) offerPrevious(saved);
      },

      async mirror(text) {
        if (!get().readOnly || !get().state || text === null) return;
        const { mirrorOf } = await loader();
        // an unreadable record of the writing tab is checked when this tab takes over
        const m = mirrorOf(text);
        if (m) set({ record: m.record, state: m.state, undoStates: [], awaiting: null, viewer: handover(m.state, null) });
      },

      exportRecord() {
        const { record } = get();
        return record ? JSON.stringify(record, null, 1) : null;
      },

      async importRecord(input) {
        if (refuseWhileReadOnly()) return false;
        return offer('file', input);
      },

      confirmAsk() {
        const { ask } = get();
        if (!ask || refuseWhileReadOnly()) return;
        load(ask.record, ask.replayed);
        if (ask.source === 'file' && !ask.record.players) {
          // a loaded file says who sits where only if its record names the players (load took them)
          set({ players: null });
          writeKey(storage, PLAYERS_KEY, null);
        }
      },

      cancelAsk() {
        set({ ask: null });
      },

      clearError() {
        set({ error: null });
      },

      setWriter(writer) {
        const was = get().readOnly;
        set({ readOnly: !writer });
        if (writer && was) {
          // the other tab is gone: continue from what it saved
          const now = readSaved(storage);
          lastGood = now.fromBackup ? null : now.text;
          set({ saved: now.record, savedFromBackup: now.fromBackup, corruptSave: corruptNote(now.corrupt), state: null, record: null, ask: null });
        }
      },
    };
  });
}

export const gameStore = createGameStore();

/** The page's store takes part in choosing the one writing tab. */
if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  watchWriter((w) => gameStore.getState().setWriter(w));
  window.addEventListener('storage', (e) => {
    if (e.key === RECORD_KEY) gameStore.getState().mirror(e.newValue);
  });
}

export function useGame<T>(selector: (s: GameStoreState) => T): T {
  return useStore(gameStore, selector);
}
