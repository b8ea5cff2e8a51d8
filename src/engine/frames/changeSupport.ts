/** SPs added or removed one at a time by the player's choice of space (events, awards, a struggle's loss). */
import { spaceAction, spaceOf } from '../actions';
import { rowAt, addSupport, isInPlay, removeSupport } from '../board';
import { spaceAt, SPACE_INDEXES, type Side } from '../data';
import { log } from '../log';
import { pop, registerFrame } from '../machine';
import type { Action, GameState } from '../types';

declare module '../types' {
  interface FrameMap {
    addSupport: ChangeSupportFrame;
    removeSupport: ChangeSupportFrame;
  }
}

/**
 * An event or award that has a player add or remove SPs one at a time, by his choice of space:
 * direct placement, no adjacency and no double cost (FAQ 7.4).
 */
interface ChangeSupportFrame {
  kind: 'addSupport' | 'removeSupport';
  /** who chooses */
  side: Side;
  /** whose SPs change */
  target: Side;
  left: number;
  /** allowed spaces; null = anywhere on the map */
  spaces: number[] | null;
  /** most SPs changed in one space by this frame; null = no limit */
  perSpace: number | null;
  /** how many changed so far, by space index */
  done: Record<number, number>;
  rule: string;
  reason: string;
}

interface ChangeSupportOptions {
  spaces?: number[] | null;
  perSpace?: number | null;
}

function changeSupportFrame(
  kind: ChangeSupportFrame['kind'],
  side: Side,
  target: Side,
  left: number,
  rule: string,
  reason: string,
  opts: ChangeSupportOptions,
): ChangeSupportFrame {
  return { kind, side, target, left, spaces: opts.spaces ?? null, perSpace: opts.perSpace ?? null, done: {}, rule, reason };
}

export const addSupportFrame = (side: Side, target: Side, left: number, rule: string, reason: string, opts: ChangeSupportOptions = {}) =>
  changeSupportFrame('addSupport', side, target, left, rule, reason, opts);

export const removeSupportFrame = (
  side: Side,
  target: Side,
  left: number,
  rule: string,
  reason: string,
  spacesOrOpts: number[] | null | ChangeSupportOptions = null,
) =>
  changeSupportFrame(
    'removeSupport',
    side,
    target,
    left,
    rule,
    reason,
    Array.isArray(spacesOrOpts) || spacesOrOpts === null ? { spaces: spacesOrOpts } : spacesOrOpts,
  );

function changeTargets(s: GameState, f: ChangeSupportFrame): number[] {
  const pool = f.spaces ?? SPACE_INDEXES;
  return pool.filter((i) => isInPlay(s, i) && (f.perSpace === null || (f.done[i] ?? 0) < f.perSpace) && (f.kind === 'addSupport' || rowAt(s, i)[f.target] > 0));
}

const changeActions = (f: ChangeSupportFrame, targets: number[]): Action[] =>
  targets.map((i) => spaceAction(f.side, f.kind === 'addSupport' ? 'place' : 'remove', i));

for (const kind of ['addSupport', 'removeSupport'] as const) {
  registerFrame<ChangeSupportFrame>(kind, {
    advance(s, f) {
      if (f.left > 0) {
        const targets = changeTargets(s, f);
        if (targets.length > 0) return changeActions(f, targets);
      }
      pop(s, f);
      return false;
    },
    prompt: (s, f) => ({ side: f.side, kind, rule: f.rule, params: { left: f.left, target: f.target, reason: f.reason } }),
    actions: (s, f) => changeActions(f, changeTargets(s, f)),
    act(s, f, a) {
      const i = spaceOf(a);
      if (kind === 'addSupport') addSupport(s, i, f.target, 1);
      else removeSupport(s, i, f.target, 1);
      f.left -= 1;
      f.done = { ...f.done, [i]: (f.done[i] ?? 0) + 1 };
      log(s, kind, { side: f.side, target: f.target, space: spaceAt(i).id, reason: f.reason });
    },
  });
}
