/**
 * The shape of the one store (src/store/game.ts): what each of its parts holds and does. Each part
 * is a slice in its own module; the store is their sum.
 */
import type { Action, GameOptions, GameRecord, GameState, RecordedAction, RuleError, Side } from '../engine';
import type { Level } from '../ai/levels';
import type { Lang } from '../i18n';
import type { ComputerSeats } from './computer';
import type { HighWater, Replayed } from './history';
import type { Note } from './messages';
import type { WriteFailure } from './persistence';
import type { GameScript } from './view';

/** Who sits at which side: seat 1 or 2 and the name typed in the new-game dialog (may be empty). */
export type Players = Record<Side, { seat: 1 | 2; name: string }>;

/** How the store passes this screen's actions to a friend's device (src/online implements it). */
export interface Relay {
  /** this screen's action needs randomness: draw it with the other device, then `settleRoll` */
  roll(action: Action): void;
  /** the record's first `final` actions can no longer be undone here: pass on those not yet sent */
  flush(record: GameRecord, final: number): void;
  /**
   * A game over the deal (src/online/table): the relay takes this screen's action itself, and
   * shows the game back in the store (true when it took it). Nothing is undone there.
   */
  decide?(action: Action): boolean;
}

/** A record waiting for the players' choice before it replaces anything. */
export interface Ask {
  source: 'file' | 'resume';
  record: GameRecord;
  replayed: Replayed;
  notes: Note[];
  /** the text as it came, for "Download" */
  text: string;
}

/** The dice and draws of the running game: all of its record, and through its last final action. */
export interface Progress {
  /** how far the running game has come for good (written beside the autosave, src/store/history.ts) */
  mark: HighWater;
  /** die rolls and cards drawn in the whole record */
  totals: { dice: number; draws: number };
}

/** The running game and its play: apply, undo, confirm, the handover (src/store/playSlice.ts). */
export interface PlayState {
  record: GameRecord | null;
  /** the state after all actions of the record (kept, never replayed per render) */
  state: GameState | null;
  /** states before each action taken since the last final one, newest last */
  undoStates: GameState[];
  /** the side at the screen; null while the handover cover is up */
  viewer: Side | null;
  /** log length when each side last decided: later entries are news to him */
  seen: Record<Side, number>;
  error: string | null;
  /**
   * A person's action that ended his action round and handed the decision over, shown but not yet
   * passed on: until he confirms it (or the Confirm step is off), Undo takes it back. An action
   * that rolled a die, drew or showed a card is final at once and never waits here.
   */
  awaiting: Side | null;
  progress: Progress;

  /** a new game with a given seed (tests and tools; the players' dialog never sets a seed) */
  newGame(seed: string): void;
  /** start with the options of the new-game dialog (mode, extra SPs, the bid's record); the seed comes from crypto */
  startGame(options: Omit<GameOptions, 'seed'> & { seed?: string }, players?: Players | null, computer?: ComputerSeats): boolean;
  dispatch(action: Action): void;
  undo(): void;
  /** pass on the action waiting in `awaiting` */
  confirmMove(): void;
  confirmHandover(): void;
  /** leave the table for the start page; the running game stays offered as "Resume game" unless `forget` */
  leaveGame(forget?: boolean): void;
  clearError(): void;
}

/** The autosave and the one writing tab (src/store/autosaveSlice.ts). */
export interface AutosaveState {
  /** a saved game found at start, offered as "Resume game" */
  saved: GameRecord | null;
  /** the saved game is the previous good save (the autosave was unreadable) */
  savedFromBackup: boolean;
  /** an autosave that could not be read, kept for download */
  corruptSave: { text: string; note: Note } | null;
  /** the last autosave failed; cleared by the next one that works */
  saveFailure: WriteFailure | null;
  /** the text last written to the autosave: kept as the previous good save on the next write */
  lastGood: string | null;
  /** another tab writes this game: this one only shows it */
  readOnly: boolean;

  /** this tab became the writer, or stopped being it */
  setWriter(writer: boolean): void;
  /** read-only tab: show the record the writing tab just saved */
  mirror(text: string | null): Promise<void>;
}

/** Records from a file or the autosave, checked before they replace anything (src/store/importSlice.ts). */
export interface ImportState {
  /** a record waiting for the players' choice */
  ask: Ask | null;

  resume(): Promise<void>;
  exportRecord(): string | null;
  /** true when the file replaced nothing and loaded at once; false when refused or waiting in `ask` */
  importRecord(input: string | Blob): Promise<boolean>;
  /** load the record waiting in `ask` */
  confirmAsk(): void;
  cancelAsk(): void;
}

/** The settings, remembered in this browser (src/store/settingsSlice.ts). */
export interface SettingsState {
  lang: Lang;
  /** the Confirm step is on */
  confirmMoves: boolean;
  /** hints offered in a hotseat game (against the computer they always are) */
  hintsOn: boolean;

  setLang(lang: Lang): void;
  setConfirmMoves(on: boolean): void;
  setHintsOn(on: boolean): void;
}

/** Who sits at the table (src/store/seatsSlice.ts). */
export interface SeatsState {
  /** the players' seats and names for the game in progress, if the dialog set them */
  players: Players | null;
  /** the sides the computer plays (kept in the record) */
  computer: ComputerSeats;

  /** the computer takes a side's seat from now on (a friend gone for good); kept in the record */
  seatComputer(side: Side, level: Level): void;
}

/** A friend on another device (src/store/remoteSlice.ts; src/online implements the relay). */
export interface RemoteState {
  /** the side a friend plays on another device (an online game, src/online), or null */
  remote: Side | null;
  /** how this screen's actions reach the friend's device in an online game */
  relay: Relay | null;
  /** this screen's action waiting for the die or draw both devices make (src/online) */
  rolling: Action | null;
  /**
   * The friend's page let its computer take this page's seat (docs/remote.md, "Drops and returns"):
   * this page only shows the game as the friend's page sends it; none of its own actions is taken.
   */
  watching: boolean;

  /** the joint entropy of the action in `rolling` came: apply it (a refusal is returned) */
  settleRoll(action: Action, entropy: string, shares: [string, string]): RuleError | null;
  /** the roll in `rolling` will not come (the game ended by forfeit) */
  cancelRoll(): void;
  /** the friend's action from his device, checked by this engine (a refusal is returned, nothing changed) */
  receive(action: RecordedAction): RuleError | null;
  /** an online game's record at the table (new, resumed or caught up), replayed by this engine */
  playOnline(record: GameRecord, replayed: Replayed, remote: Side, relay: Relay): void;
  /** a friend on another device plays `remote` (null: nobody), reached through `relay` */
  setOnline(remote: Side | null, relay: Relay | null): void;
  /** this page watches the online game (true) or plays its seat again (false) */
  setWatching(watching: boolean): void;
}

/** The guided first game's script, and the hints a game used (src/store/lessonSlice.ts). */
export interface LessonState {
  /**
   * A scripted game (the guided first game, src/learn): only the actions it allows are offered and
   * taken, the computer plays the script's moves, and the game is not the autosaved one.
   */
  script: GameScript | null;

  /**
   * A prepared game at the table (the guided first game, src/learn): its state after `actions`,
   * the side at the screen, the computer's seats and the script; not autosaved.
   */
  startScripted(game: { state: GameState; actions: RecordedAction[]; viewer: Side; computer: ComputerSeats; script: GameScript }): void;
  /** what a scripted game allows from now on */
  setScript(script: GameScript | null): void;
  /** a hint was shown: the record says how many were (`hintsUsed`) */
  noteHint(): void;
}

/** The one store: every part's state and actions, each part owning its own. */
export interface GameStoreState extends PlayState, AutosaveState, ImportState, SettingsState, SeatsState, RemoteState, LessonState {}
