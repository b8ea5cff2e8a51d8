/**
 * The guided first game at the table: puts the lesson's game into the game store as a scripted
 * game (only the step's move is offered and taken), plays the computer's scripted moves at a
 * readable pace, keeps the progress in localStorage so the lesson can be left and resumed, and
 * ends by offering a real game against the easy computer. Loaded with import() when the lesson
 * starts.
 */
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { GameState, RecordedAction } from '../engine';
import { gameStore, type GameScript, type Players } from '../store/game';
import { COMPUTER_SIDE, LAST_STEP, LESSON_SIDE, LESSON_STEPS } from './lesson';
import { allows, confirmsIn, expectedMove, LESSON_KEY, lessonState, movesDone, parseSavedLesson, settleStep, type SavedLesson } from './progress';

export interface LessonStatus {
  /** the current step (index into LESSON_STEPS); -1 when no lesson runs */
  step: number;
}

export const lessonStore = createStore<LessonStatus>()(() => ({ step: -1 }));
export const useLesson = <T>(selector: (s: LessonStatus) => T): T => useStore(lessonStore, selector);

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function savedLesson(): SavedLesson | null {
  try {
    return parseSavedLesson(storage()?.getItem(LESSON_KEY) ?? null);
  } catch {
    return null;
  }
}

function saveProgress(step: number, actions: RecordedAction[]): void {
  try {
    storage()?.setItem(LESSON_KEY, JSON.stringify({ version: 1, step, actions } satisfies SavedLesson));
  } catch {
    // a full or blocked storage loses only the lesson's place; the lesson itself goes on
  }
}

/** ?aiPace=ms between the computer's steps (tests), as for the computer player */
function pace(): number {
  const v = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('aiPace');
  return v !== null && Number.isFinite(Number(v)) ? Number(v) : 800;
}

/** what the table held before the lesson, given back when it is left */
let before: { players: Players | null } | null = null;
let unsubscribe: (() => void) | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
/** the lesson's panel has a React root of its own: the page's table knows nothing of the lesson */
let panel: { root: Root; host: HTMLElement } | null = null;

async function showPanel(): Promise<void> {
  if (panel || typeof document === 'undefined') return;
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  panel = { root, host };
  const { LessonPanel } = await import('./LessonPanel');
  const controls = { useStep: () => useLesson((s) => s.step), nextStep, playRealGame, forgetLesson, leaveLesson };
  if (panel?.root === root) root.render(createElement(LessonPanel, controls));
}

function hidePanel(): void {
  panel?.root.unmount();
  panel?.host.remove();
  panel = null;
}

const done = (): number => gameStore.getState().record?.actions.length ?? 0;

const awaiting = (): boolean => gameStore.getState().awaiting !== null;

function scriptFor(step: number): GameScript {
  return { allows: (a) => allows(step, done(), a), confirms: confirmsIn(step) };
}

/** Settle the step for the actions taken, save, and let the computer make its scripted move. */
function onChange(): void {
  const { state, record } = gameStore.getState();
  if (!state || !record || lessonStore.getState().step < 0) return;
  const step = settleStep(lessonStore.getState().step, record.actions.length, awaiting());
  if (step !== lessonStore.getState().step) {
    lessonStore.setState({ step });
    gameStore.getState().setScript(scriptFor(step));
  }
  saveProgress(step, record.actions);
  const next = expectedMove(step, record.actions.length);
  if (timer === null && next && next.side === COMPUTER_SIDE && state.prompt?.side === COMPUTER_SIDE) {
    const at = state;
    timer = setTimeout(() => {
      timer = null;
      // the game moved on meanwhile (undo, leave): nothing to play for that position
      if (gameStore.getState().state === at) gameStore.getState().dispatch(next);
      onChange();
    }, pace());
  }
}

function enter(state: GameState, actions: RecordedAction[], step: number): void {
  leaveTable();
  const g = gameStore.getState();
  before = { players: g.players };
  const s = settleStep(step, actions.length);
  lessonStore.setState({ step: s });
  gameStore.getState().startScripted({ state, actions, viewer: LESSON_SIDE, computer: { [COMPUTER_SIDE]: 'easy' }, script: scriptFor(s) });
  unsubscribe = gameStore.subscribe((now, prev) => {
    if (now.state !== prev.state || now.awaiting !== prev.awaiting) onChange();
    // the game was left some other way (a new game, a loaded file): the lesson is over for now
    if (now.script === null && prev.script !== null) {
      leaveTable();
      lessonStore.setState({ step: -1 });
    }
  });
  onChange();
  void showPanel();
}

/** Start the lesson from its first step. */
export function startLesson(): void {
  enter(lessonState(), [], 0);
}

/** Continue the saved lesson where it was left (or start it, if the saved progress is unreadable). */
export function resumeLesson(): void {
  const saved = savedLesson();
  if (!saved) return startLesson();
  try {
    enter(lessonState(saved.actions), saved.actions, saved.step);
  } catch {
    startLesson();
  }
}

/** "Next": the player has read a step that waits for him. */
export function nextStep(): void {
  const { step } = lessonStore.getState();
  if (step < 0 || step >= LAST_STEP || !LESSON_STEPS[step]!.ack || !movesDone(step, done())) return;
  const s = settleStep(step + 1, done(), awaiting());
  lessonStore.setState({ step: s });
  gameStore.getState().setScript(scriptFor(s));
  onChange();
}

function leaveTable(): void {
  hidePanel();
  unsubscribe?.();
  unsubscribe = null;
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/** Leave the lesson (its progress stays saved) and go back to the start page. */
export function leaveLesson(): void {
  leaveTable();
  lessonStore.setState({ step: -1 });
  gameStore.getState().leaveGame(true);
  gameStore.setState({ computer: {}, players: before?.players ?? null });
  before = null;
}

/** The lesson is over: its progress is forgotten. */
export function forgetLesson(): void {
  try {
    storage()?.removeItem(LESSON_KEY);
  } catch {
    // nothing saved to forget
  }
}

/** The end of the lesson: a real game as the Democrat against the easy computer. */
export function playRealGame(): void {
  leaveLesson();
  forgetLesson();
  gameStore.getState().startGame({ mode: 'standard' }, null, { [COMPUTER_SIDE]: 'easy' });
}
