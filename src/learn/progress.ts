/**
 * Where the guided first game stands: which step is current for a number of actions taken, which
 * action the game offers now, and the lesson's saved progress. Pure functions over the lesson's
 * data (src/learn/lesson.ts); the session (src/learn/session.ts) keeps the state.
 */
import { replayActions, sameAction, type Action, type GameState, type RecordedAction } from '../engine';
import { LAST_STEP, LESSON_MOVES, LESSON_SIDE, LESSON_STEPS } from './lesson';
import { LESSON_START } from './start.generated';

/** index of the first move of each step in LESSON_MOVES, and one past the last move */
const STARTS: number[] = [];
{
  let n = 0;
  for (const s of LESSON_STEPS) {
    STARTS.push(n);
    n += s.moves.length;
  }
  STARTS.push(n);
}

export const stepStart = (step: number): number => STARTS[step]!;
export const stepEnd = (step: number): number => STARTS[step + 1] ?? STARTS[STARTS.length - 1]!;

/** Whether a step's moves are all taken (`done` actions of the lesson so far). */
export const movesDone = (step: number, done: number): boolean => done >= stepEnd(step);

/**
 * The current step after `done` actions, from the step the player was at: on past steps whose
 * moves are taken and that need no "Next", back to the step of the next move after an undo. While
 * the newcomer's round waits for Confirm (`awaiting`), the Confirm step holds.
 */
export function settleStep(step: number, done: number, awaiting = false): number {
  let s = Math.max(0, Math.min(step, LAST_STEP));
  while (s > 0 && done < stepStart(s)) s -= 1;
  while (s < LAST_STEP && movesDone(s, done) && !LESSON_STEPS[s]!.ack && !(awaiting && LESSON_STEPS[s]!.untilConfirmed)) s += 1;
  return s;
}

/** Whether the newcomer's round ends in this step, or waits in it, for Confirm (the step after it is the Confirm step). */
export const confirmsIn = (step: number): boolean => !!(LESSON_STEPS[step]?.untilConfirmed || LESSON_STEPS[step + 1]?.untilConfirmed);

/** The scripted move the game waits for in this step, or null (all taken, or waiting for "Next"). */
export function expectedMove(step: number, done: number): Action | null {
  return done >= stepStart(step) && done < stepEnd(step) ? LESSON_MOVES[done]! : null;
}

/** Whether the lesson lets this action be taken now: only the step's next scripted move. */
export function allows(step: number, done: number, a: Action): boolean {
  const next = expectedMove(step, done);
  return next !== null && sameAction(next, stripEntropy(a));
}

/** The newcomer's move the step teaches, if it is his turn to make it. */
export function taughtMove(step: number, done: number): Action | null {
  const next = expectedMove(step, done);
  return next && next.side === LESSON_SIDE ? next : null;
}

function stripEntropy(a: Action): Action {
  const { entropy: _e, ...bare } = a as RecordedAction;
  return bare as Action;
}

/** The lesson's saved progress (localStorage). */
export interface SavedLesson {
  version: 1;
  step: number;
  actions: RecordedAction[];
}

export const LESSON_KEY = 'jn1989.learn';

/**
 * The lesson's game: the prepared position (LESSON_POSITION as the engine's position builder makes
 * it, kept in start.generated.ts), then the actions taken so far.
 */
export function lessonState(actions: readonly RecordedAction[] = []): GameState {
  // only the script's moves, in its order: anything else is not this lesson's progress
  actions.forEach((a, i) => {
    if (!LESSON_MOVES[i] || !sameAction(LESSON_MOVES[i]!, stripEntropy(a))) throw new Error(`action ${i + 1} is not the lesson's`);
  });
  return replayActions(structuredClone(LESSON_START), actions);
}

/** Read saved progress; anything unreadable counts as none (the lesson then starts afresh). */
export function parseSavedLesson(text: string | null): SavedLesson | null {
  if (!text) return null;
  try {
    const x = JSON.parse(text) as SavedLesson;
    if (x?.version !== 1 || !Number.isInteger(x.step) || x.step < 0 || x.step > LAST_STEP || !Array.isArray(x.actions)) return null;
    return x;
  } catch {
    return null;
  }
}
