/**
 * The step machine (docs/design.md): the state holds a stack of frames; each frame kind has a handler.
 * `advance` runs a frame as far as it can without a decision; when the top frame waits, its
 * `actions` are the legal actions and `act` takes one of them.
 */
import { RuleError } from './errors';
import type { Action, Frame, FrameMap, GameResult, GameState, Prompt, Side } from './types';
import { AUTOMATIC_VICTORY_VP } from './data';
import { fresh, frameAt, stackOf } from './cow';
import { effectsWith } from './hooks';
import { endWhereHooksSay } from './lasting';
import { log } from './log';

/**
 * A frame kind's handler: `F` is its frame, `A` the actions it accepts. Since an action is taken
 * only if it is one of the legal actions the handler built, `act` gets it already narrowed.
 */
export interface FrameHandler<F extends Frame = Frame, A extends Action = Action> {
  /**
   * Run without input. Return true when the frame now waits for a decision, or the decision's
   * legal actions themselves when working out whether it waits already built them (never empty).
   */
  advance(s: GameState, f: F): boolean | A[];
  /** The decision asked while waiting. */
  prompt?(s: GameState, f: F): Prompt;
  /** Every legal action while waiting. */
  actions?(s: GameState, f: F): A[];
  /** Take a legal action (already validated: one of `actions`). */
  act?(s: GameState, f: F, a: A): void;
  /** A specific error for an action that is not legal here (defaults to a generic one). */
  explain?(s: GameState, f: F, a: Action): RuleError | null;
}

const HANDLERS = new Map<string, FrameHandler>();

export function registerFrame<F extends Frame, A extends Action = Action>(kind: F['kind'], handler: FrameHandler<F, A>): void {
  HANDLERS.set(kind as string, handler as unknown as FrameHandler);
}

/** The handler of a frame that waits: it must say what it asks and what may be answered. */
function decision(h: FrameHandler, f: Frame): FrameHandler & Required<Pick<FrameHandler, 'prompt' | 'actions'>> {
  if (!h.prompt || !h.actions) throw new Error(`frame ${f.kind} waits but asks nothing`);
  return h as FrameHandler & Required<Pick<FrameHandler, 'prompt' | 'actions'>>;
}

export function handlerOf(f: Frame): FrameHandler {
  const h = HANDLERS.get(f.kind);
  if (!h) throw new Error(`no handler for frame kind ${f.kind}`);
  return h;
}

export function top(s: GameState): Frame | undefined {
  return s.stack[s.stack.length - 1];
}

/** The top frame, ready to be changed by the action under way (copied on first change). */
export function topForChange(s: GameState): Frame | undefined {
  return s.stack.length === 0 ? undefined : frameAt(s, s.stack.length - 1);
}

export function push(s: GameState, f: Frame): void {
  stackOf(s).push(fresh(f));
}

/** Remove a given frame (normally the top one). */
export function pop(s: GameState, f: Frame): void {
  const stack = stackOf(s);
  const i = stack.lastIndexOf(f);
  if (i < 0) throw new Error(`frame ${f.kind} is not on the stack`);
  stack.splice(i, 1);
}

/**
 * Find the nearest frame of a kind below the top (e.g. the card play an event belongs to), ready
 * to be changed by the action under way.
 */
export function findFrame<K extends keyof FrameMap>(s: GameState, kind: K, pred: (f: FrameMap[K]) => boolean = () => true): FrameMap[K] | undefined {
  const ofKind = (f: Frame | undefined): f is FrameMap[K] => f?.kind === kind;
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i];
    if (ofKind(f) && pred(f)) {
      const mine = frameAt(s, i);
      return ofKind(mine) ? mine : undefined;
    }
  }
  return undefined;
}

export function endGame(s: GameState, winner: Side | null, reason: GameResult['reason']): void {
  if (s.result) return;
  s.result = { winner, reason };
  s.stack = [];
  s.prompt = null;
  log(s, 'gameOver', { winner: winner ?? 'draw', reason, vp: s.vp });
}

/** 10.1: automatic victory, never checked inside a power struggle or in final scoring. */
function checkAutomaticVictory(s: GameState): void {
  if (Math.abs(s.vp) < AUTOMATIC_VICTORY_VP || s.ps || s.stack.some((f) => f.kind === 'finalScoring')) return;
  if (s.vp >= AUTOMATIC_VICTORY_VP) endGame(s, 'democrat', 'automatic-victory');
  else if (s.vp <= -AUTOMATIC_VICTORY_VP) endGame(s, 'communist', 'automatic-victory');
}

/** Run frames until one waits for a decision or the game ends; then set the prompt. */
export function settle(s: GameState): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (effectsWith(s, 'watch').length > 0) endWhereHooksSay(s, 'watch', (h, e) => h(s, e));
    checkAutomaticVictory(s);
    if (s.result) return;
    const f = topForChange(s);
    if (!f) throw new Error('the frame stack ran empty before the game ended');
    const h = handlerOf(f);
    const waits = h.advance(s, f);
    if (waits) {
      const d = decision(h, f);
      s.prompt = d.prompt(s, f);
      // each decision's legal actions are built once: they serve legalActions and validation
      remember(s, waits === true ? d.actions(s, f) : waits);
      return;
    }
  }
  throw new Error('the step machine did not settle');
}

function waitingFrame(s: GameState): Frame | undefined {
  return s.result ? undefined : top(s);
}

/**
 * The legal actions of the state that settled last, kept aside: the usual caller asks for that
 * state's legal actions and then applies one of them, so each decision's list is built once
 * (nothing is stored on the state, which stays plain data). Any other state's list is built again
 * when asked: each handler's `actions` builds the list its `advance` offered.
 */
let lastState: GameState | null = null;
let lastLegal: Action[] = [];

function remember(s: GameState, list: Action[]): void {
  lastState = s;
  lastLegal = list;
}

/**
 * The list kept aside is forgotten: it was built while an action's claims held (zones/unknown.ts),
 * which are that action's only, so the state it settled to may offer another list without them.
 */
export function forgetLegal(): void {
  lastState = null;
  lastLegal = [];
}

/**
 * Why `a` is not legal now: the waiting frame's specific reason, or a generic one naming the
 * decision's rule. Asked for an action that is not legal (validation, the view's refusals).
 */
export function explainAction(s: GameState, a: Action): RuleError {
  const p = s.prompt;
  const f = top(s);
  if (!p || !f) return new RuleError('GAME_OVER', '10.0', 'The game is over', {});
  return (
    handlerOf(f).explain?.(s, f, a) ?? new RuleError('ILLEGAL_ACTION', p.rule, `That action is not allowed now (${p.kind})`, { kind: p.kind, type: a.type })
  );
}

/** Every legal action of the side that must decide (the same actions in the same order each time it is asked). */
export function legalOf(s: GameState): Action[] {
  if (s === lastState) return lastLegal;
  const f = waitingFrame(s);
  const list = f ? decision(handlerOf(f), f).actions(s, f) : [];
  remember(s, list);
  return list;
}
