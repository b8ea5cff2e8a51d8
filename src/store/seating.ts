/**
 * The store seats the players (docs/design.md "Seats and remote play"): when a game has a
 * computer side, its controller and worker are loaded and watch the store (src/store/computerPlayer.ts).
 * Started once by the page (src/main.tsx); the status label only shows what the computer does.
 */
import { gameStore } from './game';

let watching = false;

const seatComputer = (computer: object): void => {
  if (Object.keys(computer).length > 0) void import('./computerPlayer').then((m) => m.startComputerPlayer());
};

export function watchSeats(): void {
  if (watching) return;
  watching = true;
  seatComputer(gameStore.getState().computer);
  gameStore.subscribe((s, prev) => {
    if (s.computer !== prev.computer) seatComputer(s.computer);
  });
}
