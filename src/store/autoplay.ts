/**
 * For browser tests only (`?autoplay` in the address): `window.jnAutoplay` takes one random legal
 * action of the side at this screen, as a player clicking what the page offers would, so a test can
 * play whole games quickly. It reads the store's view and decision only: nothing the page does not
 * show. Loaded only when asked for.
 */
import { CARDS } from '../engine';
import { gameStore } from './game';
import { selectDecision } from './view';

export interface Autoplay {
  /**
   * Confirm a waiting move, else take the legal action at `r` (0 ≤ r < 1) of the list (with
   * `scoringFirst`, a scoring card played whenever one may be); false when this screen has nothing to do.
   */
  step(r: number, scoringFirst?: boolean): boolean;
  /**
   * how far the game is: actions recorded, whether it is over, whether a roll is being made with
   * another device, and whether this screen's steps are all final (none left to undo, none held back)
   */
  status(): { actions: number; over: boolean; rolling: boolean; final: boolean };
}

export function installAutoplay(): void {
  const autoplay: Autoplay = {
    step(r, scoringFirst = false) {
      const s = gameStore.getState();
      // a watching page offers nothing: the computer plays its seat on the friend's page
      if (!s.state || s.state.result || s.rolling || s.watching) return false;
      if (s.awaiting) {
        s.confirmMove();
        return true;
      }
      const legal = selectDecision(s)?.legal ?? [];
      if (legal.length === 0) return false;
      const scoring = scoringFirst ? legal.find((a) => a.type === 'play' && CARDS[a.card]?.side === 'scoring') : undefined;
      s.dispatch(scoring ?? legal[Math.floor(r * legal.length)]!);
      return true;
    },
    status() {
      const s = gameStore.getState();
      return {
        actions: s.record?.actions.length ?? 0,
        over: !!s.state?.result,
        rolling: s.rolling !== null,
        final: s.undoStates.length === 0 && s.awaiting === null,
      };
    },
  };
  (window as unknown as { jnAutoplay: Autoplay }).jnAutoplay = autoplay;
}
