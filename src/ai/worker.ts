/**
 * The computer player's Web Worker: the search runs here so the board never blocks. One request
 * at a time, answered with its id:
 *  - { id, view, level, seed, budget } (or kind 'decide') → { id, action, ms };
 *  - { id, kind: 'analyse', view, level, seed, budget } → { id, moves, ms }: ranked moves, win chances;
 *  - { id, kind: 'evaluate', view, seed? } → { id, winChance, ms }: the view side's chance to win;
 * a failure → { id, error }.
 */
import { analyse, decide, evaluate, type DecideOptions, type RatedMove } from './index';
import type { Action, PlayerView } from '../engine';

export interface DecideRequest extends DecideOptions {
  id: number;
  kind?: 'decide';
  view: PlayerView;
}
export interface AnalyseRequest extends DecideOptions {
  id: number;
  kind: 'analyse';
  view: PlayerView;
}
export interface EvaluateRequest {
  id: number;
  kind: 'evaluate';
  view: PlayerView;
  seed?: string;
}
type WorkerRequest = DecideRequest | AnalyseRequest | EvaluateRequest;

export type DecideReply = { id: number; action: Action; ms: number } | { id: number; error: string };
export type AnalyseReply = { id: number; moves: RatedMove[]; ms: number } | { id: number; error: string };
export type EvaluateReply = { id: number; winChance: number; ms: number } | { id: number; error: string };

/** The answer to one request (also what the worker posts back). */
export function answer(request: WorkerRequest): DecideReply | AnalyseReply | EvaluateReply {
  const t0 = performance.now();
  const ms = () => performance.now() - t0;
  try {
    switch (request.kind) {
      case 'analyse': {
        const { id, view, kind: _, ...options } = request;
        return { id, moves: analyse(view, options), ms: ms() };
      }
      case 'evaluate':
        return { id: request.id, winChance: evaluate(request.view, request.seed), ms: ms() };
      default: {
        const { id, view, kind: _, ...options } = request;
        return { id, action: decide(view, options), ms: ms() };
      }
    }
  } catch (err) {
    return { id: request.id, error: err instanceof Error ? err.message : String(err) };
  }
}

// in a worker (not when a test imports `answer`)
if (typeof self !== 'undefined' && typeof (self as { postMessage?: unknown }).postMessage === 'function' && typeof window === 'undefined')
  self.onmessage = (e: MessageEvent<WorkerRequest>) => self.postMessage(answer(e.data));
