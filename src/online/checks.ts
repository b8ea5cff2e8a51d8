/**
 * What a page checks of the friend's actions before anything changes (docs/remote.md), on a copy
 * of its own state with its own engine.
 */
import { apply, RuleError, stateChecksum, type Action, type GameRecord, type GameState, type RecordedAction, type Side } from '../engine';
import { NO_ENTROPY } from '../store/entropy';
import { replayTallied } from '../store/history';
import type { Trouble } from './status';

type Outcome = { ok: true; state: GameState } | { ok: false; trouble: Trouble; n: number };

/**
 * Check the friend's actions from this device's state, on a copy: each is of his side, legal, and
 * uses no randomness unless it carries two shares; the state after them has his checksum.
 * `shared` checks an action's shares (which must include ours).
 */
export async function checkActions(
  start: GameState,
  from: number,
  actions: readonly RecordedAction[],
  side: Side,
  sum: string,
  shared: (a: RecordedAction, n: number) => Promise<Trouble | null>,
): Promise<Outcome> {
  let s = start;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const n = from + i;
    if (a.side !== side) return { ok: false, trouble: 'notYours', n };
    if (a.shares) {
      const t = await shared(a, n);
      if (t) return { ok: false, trouble: t, n };
    }
    let next;
    try {
      next = apply(s, a.shares ? a : ({ ...a, entropy: NO_ENTROPY } as RecordedAction));
    } catch (e) {
      if (e instanceof RuleError) return { ok: false, trouble: 'illegal', n };
      throw e;
    }
    // a die or a draw chosen by one device alone is not a die of this game
    if (!a.shares && next.finality.random) return { ok: false, trouble: 'unshared', n };
    s = next;
  }
  if (stateChecksum(s) !== sum) return { ok: false, trouble: 'checksum', n: from + actions.length - 1 };
  return { ok: true, state: s };
}

/** Whether a recorded action is the action committed to (its entropy and shares aside). */
export function sameAction(a: RecordedAction, committed: Action | null): boolean {
  const { entropy: _e, shares: _s, ...bare } = a;
  return committed !== null && JSON.stringify(bare) === JSON.stringify(committed);
}

/** The checksum of the state after a record's first `k` actions: the record's own when it ends there, else replayed. */
export function sumAfter(record: GameRecord, k: number): string {
  return k === record.actions.length ? record.checksum! : replayTallied(record, k).checksumAt!;
}
