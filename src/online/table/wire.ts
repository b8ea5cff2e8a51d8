/**
 * The messages of a game over the deal (docs/remote.md "A game over the deal, between two pages"):
 * one JSON text each, at most MAX_MESSAGE characters, naming its game, read here for its shape
 * before anything looks at it. The deal's moves are read by the deal (`readMove`), the actions'
 * legality by the engine (./link.ts).
 */
import type { Action, RecordedAction } from '../../engine';
import { MAX_MESSAGE, readAction } from '../protocol';
import { DealError, readMove, type DealMove } from '../deal';

/** Moves in one message at most: a duty's message holds a pass, a share, or the slots of one answer. */
export const MAX_MOVES = 120;

export type WireMessage =
  /** on every (re)connection: how many of the table's messages this page has */
  | { t: 'dealHello'; game: string; k: number }
  /** the table's message at place `k` of the game (`./table.ts` TableMessage) */
  | { t: 'deal'; game: string; k: number; moves: DealMove[]; action?: RecordedAction }
  /** my action at place `k` needs dice: bound to a secret before I see your share */
  | { t: 'dealCommit'; game: string; k: number; action: Action; hash: string }
  /** my share for your commitment at `k` */
  | { t: 'dealShare'; game: string; k: number; secret: string }
  /** the game is over: my keys and permutations (D7) */
  | { t: 'dealAudit'; game: string; move: DealMove };

const HEX32 = /^[0-9a-f]{32}$/;
const HEX64 = /^[0-9a-f]{64}$/;
const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
const isPlace = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 100_000;

/** A received text read: a message of this game, or a DealError naming what is wrong (`malformed`, `tooLarge`, `otherGame`). */
export function readWire(text: unknown, game: string): WireMessage {
  const bad = (code = 'malformed', why = 'not a message of the table'): never => {
    throw new DealError(code, 'D0', why);
  };
  if (typeof text !== 'string') return bad();
  if (text.length > MAX_MESSAGE) return bad('tooLarge', `${text.length} characters`);
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return bad();
  }
  if (!isObject(m) || typeof m.t !== 'string') return bad();
  if (m.game !== game) return bad('otherGame', 'a message of another game');
  switch (m.t) {
    case 'dealHello':
      if (!isPlace(m.k)) return bad();
      return { t: 'dealHello', game, k: m.k };
    case 'deal': {
      if (!isPlace(m.k) || !Array.isArray(m.moves) || m.moves.length > MAX_MOVES) return bad();
      const moves = m.moves.map(readMove);
      if (m.action === undefined) return { t: 'deal', game, k: m.k, moves };
      return { t: 'deal', game, k: m.k, moves, action: readAction(m.action, true) ?? bad() };
    }
    case 'dealCommit': {
      if (!isPlace(m.k) || typeof m.hash !== 'string' || !HEX64.test(m.hash)) return bad();
      const action = readAction(m.action, false) ?? bad();
      return { t: 'dealCommit', game, k: m.k, action, hash: m.hash };
    }
    case 'dealShare':
      if (!isPlace(m.k) || typeof m.secret !== 'string' || !HEX32.test(m.secret)) return bad();
      return { t: 'dealShare', game, k: m.k, secret: m.secret };
    case 'dealAudit':
      return { t: 'dealAudit', game, move: readMove(m.move) };
    default:
      return bad();
  }
}
