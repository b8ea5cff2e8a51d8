/**
 * A game over the deal inside the online session (docs/remote.md "A game over the deal, between
 * two pages"): the session (../match.ts) loads this module when such a game starts or comes back
 * after a reload, hands it the table's texts, and shows what it decides. The table (./link.ts)
 * plays; the page's store shows it (./seat.ts); the status bar shows a forfeit.
 */
import type { StoreApi } from 'zustand/vanilla';
import { otherSide, stateChecksum, type Side } from '../../engine';
import type { GameStoreState } from '../../store/game';
import type { Clock } from '../clock';
import type { LiveTable } from '../liveTable';
import type { Forfeit, StatusStore } from '../status';
import { readLinkSave, TableLink, type LinkForfeit, type LinkSave } from './link';
import { TableSeat } from './seat';

export interface LiveArgs {
  store: StoreApi<GameStoreState>;
  status: StatusStore;
  /** keeps the table's save (the session's storage) */
  keep: (save: unknown) => void;
  clock?: Clock;
  waitMs?: number;
}

/** A table's forfeit as the status bar tells it. */
const REASONS: Record<LinkForfeit, Forfeit> = {
  wrongDeal: 'wrongDeal',
  wrongReveal: 'wrongReveal',
  reroll: 'reroll',
  withheld: 'withheldStep',
  failedAudit: 'failedAudit',
};

function live(link: TableLink, args: LiveArgs): LiveTable {
  const seat = new TableSeat(link, args.store);
  const showForfeit = () => {
    const f = link.save.forfeit;
    if (f && !args.status.getState().forfeit) args.status.setState({ forfeit: { winner: f.winner, reason: REASONS[f.reason], n: f.k } });
  };
  const unwatch = link.watch(showForfeit);
  showForfeit();
  return {
    receive: (text) => link.receive(text),
    connected: (send) => link.connected(send),
    disconnected: () => link.disconnected(),
    close() {
      unwatch();
      link.disconnected();
      seat.close();
    },
    sum: () => stateChecksum(link.common),
  };
}

/** A new game over the deal: `hostSide` is the host's side, `seed` the first deal's seed both pages made. */
export function startLive(game: string, role: 'host' | 'guest', hostSide: Side, seed: string, args: LiveArgs): LiveTable {
  const sides = { host: hostSide, guest: otherSide(hostSide) };
  return live(TableLink.start(game, role, sides, seed, { keep: args.keep, clock: args.clock, waitMs: args.waitMs }), args);
}

/** The game again from this page's save (after a reload): refused (a DealError) if the save is not one of this game's. */
export function resumeLive(save: unknown, game: string, args: LiveArgs): LiveTable {
  return live(TableLink.restore(readLinkSave(save, game), { keep: args.keep, clock: args.clock, waitMs: args.waitMs }), args);
}

export type { LinkSave };
