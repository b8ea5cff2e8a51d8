/** Random legal playouts, shared by the simulate, fuzz and bench tools. */
import seedrandom from 'seedrandom';
import { apply, legalActions, newGame, type Action, type GameOptions, type GameState } from '../src/engine';

export const MAX_ACTIONS = 20000;

export interface PlayoutHooks {
  /** called after every applied action */
  afterAction?(s: GameState, a: Action, index: number, prev: GameState): void;
  /** choose among the legal actions (default: uniformly at random with `rnd`) */
  pick?(legal: Action[], s: GameState, rnd: () => number): Action;
}

export interface Playout {
  state: GameState;
  actions: Action[];
}

/** Plays one game to its end with uniformly random legal actions chosen by a seeded picker. */
export function playout(options: GameOptions, hooks: PlayoutHooks = {}): Playout {
  const pick = seedrandom(`picker:${options.seed}`);
  let s = newGame(options);
  const actions: Action[] = [];
  while (!s.result) {
    const legal = legalActions(s);
    if (legal.length === 0) throw new PlayoutError('the deciding side has no legal action', options, actions.length, actions);
    const a = hooks.pick ? hooks.pick(legal, s, pick) : legal[Math.floor(pick() * legal.length)]!;
    const prev = s;
    try {
      s = apply(s, a);
    } catch (e) {
      throw new PlayoutError(`apply failed: ${(e as Error).message}`, options, actions.length, actions, e);
    }
    actions.push(a);
    hooks.afterAction?.(s, a, actions.length - 1, prev);
    if (actions.length > MAX_ACTIONS) throw new PlayoutError('the game did not end', options, actions.length, actions);
  }
  return { state: s, actions };
}

export class PlayoutError extends Error {
  constructor(
    message: string,
    readonly options: GameOptions,
    readonly index: number,
    readonly actions: Action[],
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/**
 * The game options of the command-line flags: --mode standard|family and --extra side:n (extra
 * SPs for one side, 13.0), e.g. --mode family --extra democrat:2.
 */
export function modeOptions(args: Record<string, string | boolean>): Pick<GameOptions, 'mode' | 'extraSupport'> {
  const out: Pick<GameOptions, 'mode' | 'extraSupport'> = {};
  if (args.mode !== undefined) {
    if (args.mode !== 'standard' && args.mode !== 'family') throw new Error('--mode must be standard or family');
    if (args.mode === 'family') out.mode = 'family';
  }
  if (args.extra !== undefined) {
    const m = /^(communist|democrat):(\d+)$/.exec(String(args.extra));
    if (!m) throw new Error('--extra must be communist:N or democrat:N');
    out.extraSupport = { side: m[1] as 'communist' | 'democrat', sp: Number(m[2]) };
  }
  return out;
}

export function parseArgs(argv: string[]): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) continue;
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) out[a.slice(2)] = true;
    else {
      out[a.slice(2)] = next;
      i++;
    }
  }
  return out;
}
