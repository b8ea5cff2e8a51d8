/**
 * A friend on another device (docs/design.md "Seats and remote play"; src/online implements the
 * relay): his actions come from his page and are checked here, and a die or a draw of this screen's
 * action is rolled with his page before it is applied (src/online/match.ts).
 */
import type { StateCreator } from 'zustand/vanilla';
import { apply, RuleError, type Action, type AppliedState, type RecordedAction } from '../engine';
import { t } from '../i18n';
import { freshEntropy, NO_ENTROPY } from './entropy';
import { coverFor, errorText, refuseWhileReadOnly, type Kit } from './storeKit';
import type { GameStoreState, RemoteState } from './storeState';
import { load, markNow, take } from './taking';

/**
 * In an online game, this screen's action that needs a die or a draw goes to both pages first
 * (the roll is settled by `settleRoll`): true when the action was handled here (rolled, or refused).
 */
export function rollWithFriend(kit: Kit, action: Action): boolean {
  const { get, set } = kit;
  const { state, relay, remote, rolling, lang, progress } = get();
  if (!state || !relay || action.side === remote) return false;
  if (rolling) {
    set({ error: t(lang, 'online.rollingWait') });
    return true;
  }
  let dry: AppliedState;
  try {
    dry = apply(state, { ...action, entropy: NO_ENTROPY } as RecordedAction);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    set({ error: errorText(lang, e) });
    return true;
  }
  if (!dry.finality.random) return false;
  // asking the friend's page for a die makes this round's steps final: they go before it,
  // and nothing can be undone while both pages roll (src/online/match.ts)
  set({ rolling: action, error: null, undoStates: [], awaiting: null, progress: { ...progress, mark: markNow(kit) } });
  relay.roll(action);
  return true;
}

export const remoteSlice =
  (storage: Storage | undefined): StateCreator<GameStoreState, [], [], RemoteState> =>
  (set, get) => {
    const kit: Kit = { set, get, storage };
    return {
      remote: null,
      relay: null,
      rolling: null,
      watching: false,

      settleRoll(action, entropy, shares) {
        if (!get().rolling) return null;
        set({ rolling: null });
        return take(kit, action, entropy, shares);
      },

      cancelRoll() {
        set({ rolling: null });
      },

      receive(action) {
        const { state, remote } = get();
        if (!state || action.side !== remote) return new RuleError('NOT_YOUR_DECISION', '4.5', 'Only the friend’s side comes from his device', {});
        return take(kit, action, action.entropy ?? freshEntropy(), action.shares);
      },

      playOnline(record, replayed, remote, relay) {
        if (refuseWhileReadOnly(kit)) return;
        load(kit, record, replayed);
        set({ remote, relay, rolling: null });
        set({ viewer: coverFor(kit, replayed.state, null) });
      },

      setOnline(remote, relay) {
        set({ remote, relay, rolling: null });
        const { state, viewer } = get();
        if (state) set({ viewer: coverFor(kit, state, viewer) });
      },

      setWatching(watching) {
        set({ watching });
      },
    };
  };
