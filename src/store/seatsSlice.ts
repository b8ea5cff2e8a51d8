/**
 * Who sits at the table (docs/design.md "Seats and remote play"): the players' seats and names from
 * the new-game dialog, remembered in this browser, and the sides the computer plays, kept in the
 * record. src/store/seats.ts says what a seat means for the screen; src/store/seating.ts loads the
 * computer's controller.
 */
import type { StateCreator } from 'zustand/vanilla';
import { save } from './autosaveSlice';
import { readPlayers } from './persistence';
import { coverFor, type Kit } from './storeKit';
import type { GameStoreState, SeatsState } from './storeState';

export const PLAYERS_KEY = 'jn1989.players';

export const seatsSlice =
  (storage: Storage | undefined): StateCreator<GameStoreState, [], [], SeatsState> =>
  (set, get) => {
    const kit: Kit = { set, get, storage };
    return {
      players: readPlayers(storage, PLAYERS_KEY),
      computer: {},

      seatComputer(side, level) {
        const { record, state, computer } = get();
        const seats = { ...computer, [side]: level };
        set({ computer: seats, remote: null, relay: null, rolling: null, record: record && { ...record, computer: seats } });
        if (state) set({ viewer: coverFor(kit, state, get().viewer) });
        const now = get().record;
        if (now) save(kit, now);
      },
    };
  };
