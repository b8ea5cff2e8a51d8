/**
 * The script frame: runs a card's event steps (events/steps.ts) in order. It keeps only the
 * card, the side carrying the event out, the index of the step under way and the steps' locals.
 */
import { pop, push, registerFrame } from '../machine';
import type { Action, Frame, GameState } from '../types';
import type { Side } from '../data';
import { eventOf } from './registry';
import { isAsk, type AskStep, type Ctx, type Locals, type Next, type Step } from './steps';

interface ScriptFrame {
  kind: 'script';
  card: number;
  side: Side;
  /** the step under way (or next) */
  at: number;
  locals: Locals;
}

declare module '../types' {
  interface FrameMap {
    script: ScriptFrame;
  }
}

export function scriptFrame(card: number, side: Side): ScriptFrame {
  return { kind: 'script', card, side, at: 0, locals: {} };
}

function stepsOf(f: ScriptFrame): readonly Step[] {
  const steps = eventOf(f.card)?.steps;
  if (!steps) throw new Error(`card ${f.card} has no event script`);
  return steps;
}

/** The context of a step; the locals are copied first, since the frame's may be shared with an earlier state. */
function context(s: GameState, f: ScriptFrame): Ctx {
  f.locals = { ...f.locals };
  return { s, card: f.card, side: f.side, locals: f.locals };
}

/** Carry out what a step handed back; true when the script must pause (a frame to run, or the end). */
function follow(s: GameState, f: ScriptFrame, next: Next): boolean {
  if (next === undefined) return false;
  if (next === 'stop') {
    pop(s, f);
    return true;
  }
  push(s, next as Frame);
  return true;
}

/** The decision the script waits at, if it waits. */
function asking(f: ScriptFrame): AskStep {
  const st = stepsOf(f)[f.at];
  if (!st || !isAsk(st)) throw new Error(`card ${f.card}'s script is not waiting for a decision`);
  return st;
}

registerFrame<ScriptFrame>('script', {
  advance(s, f) {
    const steps = stepsOf(f);
    while (f.at < steps.length) {
      const st = steps[f.at] as Step;
      if (isAsk(st)) {
        const c = context(s, f);
        const list = st.actions(c);
        if (list.length > 0) return list;
        f.at++;
        if (follow(s, f, st.none?.(c))) return false;
      } else {
        f.at++;
        if (follow(s, f, st.run(context(s, f)))) return false;
      }
    }
    pop(s, f);
    return false;
  },
  prompt(s, f) {
    const st = asking(f);
    const c = { s, card: f.card, side: f.side, locals: f.locals };
    return { side: st.by ? st.by(c) : f.side, ...st.prompt(c), card: f.card };
  },
  actions: (s, f): Action[] => asking(f).actions({ s, card: f.card, side: f.side, locals: f.locals }),
  act(s, f, a) {
    const st = asking(f);
    const c = context(s, f);
    const next = st.act(c, a);
    if (!st.again?.(c, a)) f.at++;
    follow(s, f, next);
  },
});
