/**
 * Seats (docs/design.md "Seats and remote play"): each side is a person at this screen, the
 * computer (a worker), or a friend on another device (a peer). The store asks the seat of the
 * deciding side; the page renders the view of the side at the screen and does not care who decides.
 */
import { SIDES, type Side } from '../engine';
import type { Level } from '../ai/levels';
import { isComputer, type ComputerSeats } from './computer';

export type Seat = { kind: 'person' } | { kind: 'computer'; level: Level } | { kind: 'remote' };

/** Who sits at a side: the computer's seats come from the record, the remote side from the online game. */
export function seatOf(computer: ComputerSeats, remote: Side | null, side: Side): Seat {
  const level = computer[side];
  if (level) return { kind: 'computer', level };
  return remote === side ? { kind: 'remote' } : { kind: 'person' };
}

/** Whether a person at this screen plays the side. */
export const atScreen = (computer: ComputerSeats, remote: Side | null, side: Side): boolean => !isComputer(computer, side) && remote !== side;

/**
 * The side whose view the screen shows when fewer than two people sit at it: the one person's side,
 * or, when nobody here plays (the computer at both sides), the Communist's view with its cards hidden.
 * Null when two people share the screen (hotseat: the cover decides).
 */
export function screenSide(computer: ComputerSeats, remote: Side | null = null): Side | null {
  const people = SIDES.filter((s) => atScreen(computer, remote, s));
  if (people.length === 2) return null;
  return people[0] ?? 'communist';
}
