/**
 * The computer at the table: watches the game store, asks the worker for a decision whenever a
 * computer side must decide, and plays it through the store's normal action path, one step at a
 * time and no faster than a readable pace. It reports through ./computerStatus (thinking, the
 * space of its last step). Loaded with import() when a game has a computer side.
 */
import { logLength, startsCardPlay, viewFor, type Action, type GameState } from '../engine';
import type { Level } from '../ai/levels';
import type { DecideReply, DecideRequest } from '../ai/worker';
import { gameStore } from './game';
import { computerStore, noteStep } from './computerStatus';
import { momentUp, whenMomentsClosed } from './moments';

/**
 * Think-time caps per level: a card play, and a decision inside one (one SP, one target). The
 * search checks its cap between iterations, after the view is sampled and before the answer is
 * posted, so hard's caps stay under 2 s and 0.3 s by what that takes: on a slow machine
 * (docs/ai.md) capped at 2 s and 300 ms, hard took a p95 of 2005 ms and 304 ms in the page's worker.
 */
export const THINK_MS: Record<Level, { cardPlay: number; sub: number }> = {
  easy: { cardPlay: 800, sub: 200 },
  normal: { cardPlay: 1800, sub: 280 },
  hard: { cardPlay: 1950, sub: 280 },
};

/** Settings for tests and demos: ?aiPace=ms between steps, ?aiPlayouts=n for every decision. */
function pageSetting(name: string): number | undefined {
  if (typeof location === 'undefined') return undefined;
  const v = new URLSearchParams(location.search).get(name);
  return v !== null && Number.isFinite(Number(v)) ? Number(v) : undefined;
}

function freshSeed(): string {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `${a[0]!.toString(36)}${a[1]!.toString(36)}`;
}

let worker: Worker | null = null;
let nextId = 1;
let pending: { id: number; state: GameState } | null = null;
let lastStepAt = 0;
let started = false;

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('../ai/worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<DecideReply>) => onReply(e.data);
  }
  return worker;
}

function onReply(reply: DecideReply): void {
  if (!pending || reply.id !== pending.id) return;
  const { state } = pending;
  if ('error' in reply) {
    pending = null;
    computerStore.setState({ thinking: null, error: reply.error });
    return;
  }
  const pace = pageSetting('aiPace') ?? 700;
  const wait = Math.max(0, lastStepAt + pace - performance.now());
  const go = () => {
    if (!pending || pending.id !== reply.id) return;
    // a result card up before a person (src/store/moments.ts): the move waits until it is closed,
    // then a moment more, so the table does not change the instant it shows again
    if (momentUp() && personSeated()) return whenMomentsClosed(() => setTimeout(go, AFTER_MOMENT_MS));
    pending = null;
    computerStore.setState({ thinking: null });
    // the game moved on meanwhile (new game, undo, load): the answer is for another position
    if (gameStore.getState().state !== state) return check();
    play(reply.action);
  };
  setTimeout(go, wait);
}

/** how long after a result card is closed the computer's held move comes (ms) */
const AFTER_MOMENT_MS = 400;

/** A person plays one of the sides (a game of the computer against itself waits for no one). */
function personSeated(): boolean {
  const { computer } = gameStore.getState();
  return !computer.communist || !computer.democrat;
}

function play(a: Action): void {
  lastStepAt = performance.now();
  const before = gameStore.getState().state;
  const from = before ? logLength(before) : 0;
  gameStore.getState().dispatch(a);
  noteStep(a, before, gameStore.getState().state, from);
}

/** Ask for a decision if a computer side must decide now. */
function check(): void {
  const { state, computer, awaiting, script } = gameStore.getState();
  // a person's move waiting for his Confirm has not been passed on yet; a scripted game (src/learn)
  // plays the computer's moves from its script
  if (!state || state.result || !state.prompt || awaiting !== null || script) return;
  const side = state.prompt.side;
  const level = computer[side];
  if (!level) return;
  if (pending?.state === state) return;
  const id = nextId++;
  pending = { id, state };
  computerStore.setState({ thinking: side, error: null });
  const playouts = pageSetting('aiPlayouts');
  const caps = THINK_MS[level];
  const request: DecideRequest = {
    id,
    view: viewFor(state, side),
    level,
    seed: freshSeed(),
    budget: { timeMs: startsCardPlay(state.prompt) ? caps.cardPlay : caps.sub, ...(playouts !== undefined ? { playouts } : {}) },
  };
  try {
    getWorker().postMessage(request);
  } catch (e) {
    pending = null;
    computerStore.setState({ thinking: null, error: e instanceof Error ? e.message : String(e) });
  }
}

/** Start watching the game (once per page). */
export function startComputerPlayer(): void {
  if (started) return;
  started = true;
  gameStore.subscribe((s, prev) => {
    if (s.state !== prev.state || s.computer !== prev.computer || s.awaiting !== prev.awaiting) {
      if (!s.state || s.state !== pending?.state) {
        if (pending) computerStore.setState({ thinking: null });
        pending = null;
      }
      // a person's step clears the mark of the computer's last one
      const last = s.record?.actions.at(-1);
      if (s.state !== prev.state && (!last || !s.computer[last.side])) computerStore.setState({ lastSpace: null, lastSide: null });
      check();
    }
  });
  check();
}
