/**
 * The page's line to an analysis worker (./worker.ts) for hints and the game review: requests are
 * answered in order, one at a time, so a long review never overtakes a hint it was asked after.
 * A worker of its own, apart from the computer player's, so that analysing never delays its moves.
 */
import type { AnalyseReply, AnalyseRequest, EvaluateReply, EvaluateRequest } from './worker';
import type { RatedMove } from './index';

type Reply = AnalyseReply | EvaluateReply;
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (reply: Reply) => void>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<Reply>) => {
      const done = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      done?.(e.data);
    };
  }
  return worker;
}

function ask(request: Omit<AnalyseRequest, 'id'> | Omit<EvaluateRequest, 'id'>): Promise<Reply> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    getWorker().postMessage({ ...request, id });
  });
}

/** The ranked moves of the view's decision (see `analyse`). */
export async function analyseInWorker(request: Omit<AnalyseRequest, 'id' | 'kind'>): Promise<RatedMove[]> {
  const reply = await ask({ ...request, kind: 'analyse' });
  if ('error' in reply) throw new Error(reply.error);
  return (reply as Extract<AnalyseReply, { moves: RatedMove[] }>).moves;
}

/** The view side's chance to win (see `evaluate`). */
export async function evaluateInWorker(request: Omit<EvaluateRequest, 'id' | 'kind'>): Promise<number> {
  const reply = await ask({ ...request, kind: 'evaluate' });
  if ('error' in reply) throw new Error(reply.error);
  return (reply as Extract<EvaluateReply, { winChance: number }>).winChance;
}
