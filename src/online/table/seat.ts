/**
 * The page's store on a game over the deal (docs/remote.md "A game over the deal, between two
 * pages"): the store hands this page's actions to the table (`decide`), and the table shows the
 * game back in the store each time it settles on a decision: at an action of either player, or
 * at the end. Between, while the deal's steps run (a pass, a share, an answer), the store keeps
 * showing the last settled game, so its hand never holds a card still being dealt.
 */
import type { StoreApi } from 'zustand/vanilla';
import { logLength, makeRecord, otherSide, type Action, type GameRecord, type Side } from '../../engine';
import { t } from '../../i18n';
import type { GameStoreState, Relay } from '../../store/game';
import { errorText } from '../../store/storeKit';
import type { TableLink } from './link';

export class TableSeat implements Relay {
  private readonly unwatch: () => void;
  private refusal: string | null = null;
  /** this page's action on its way: shown as in flight until the table waits for a player again */
  private inFlight: Action | null = null;

  constructor(
    readonly link: TableLink,
    private readonly store: StoreApi<GameStoreState>,
  ) {
    store.getState().setOnline(this.friend, this);
    this.unwatch = link.watch(() => this.show());
    this.show();
  }

  get friend(): Side {
    return otherSide(this.link.side);
  }

  /** The record both pages hold (no card of this page's alone is in it). */
  private record(): GameRecord {
    const common = this.link.common;
    return makeRecord(common.options, [...this.link.record], common, { gameId: this.link.save.game });
  }

  /** The game shown again: the view when the table waits for a player or is over; else only the roll in flight. */
  show(): void {
    const d = this.link.duty;
    const rolling = this.link.rolling;
    const error = this.refusal;
    if (d.t === 'act' || d.t === 'over') {
      this.inFlight = null;
      const state = this.link.view();
      // every action goes at once: nothing is held for the Confirm step or undone; the one person
      // here looks at the screen (no cover); the table keeps its own save, so no record is autosaved
      const { seen } = this.store.getState();
      this.store.setState({
        state,
        record: this.record(),
        rolling,
        error,
        undoStates: [],
        awaiting: null,
        viewer: this.link.side,
        seen: { ...seen, [this.friend]: logLength(state) },
      });
      // the deal's steps after it (the friend's answer, a share) run: nothing more is asked of this player meanwhile
    } else this.store.setState({ rolling: rolling ?? this.inFlight, error });
  }

  decide(action: Action): boolean {
    if (action.side !== this.link.side) return false;
    if (this.link.rolling || this.inFlight) {
      this.store.setState({ error: t(this.store.getState().lang, 'online.rollingWait') });
      return true;
    }
    this.refusal = null;
    this.inFlight = action;
    this.store.setState({ rolling: action, error: null });
    void this.link.play(action).then((refused) => {
      this.refusal = refused ? errorText(this.store.getState().lang, refused) : null;
      if (refused) this.inFlight = null;
      this.show();
    });
    return true;
  }

  /** Every action of this page goes through `decide`: none waits for a die here. */
  roll(action: Action): void {
    this.decide(action);
  }

  /** Nothing is held back: each action goes to the other page at once. */
  flush(): void {}

  /** Done with this game on this page. */
  close(): void {
    this.unwatch();
    if (this.store.getState().relay === this) this.store.getState().setOnline(null, null);
  }
}
