/**
 * Which sides the computer plays, and at which level. Kept in the game record (`computer`), so
 * the autosave, an exported file and a resumed game all know who plays whom.
 */
import { SIDES, type GameRecord, type Side } from '../engine';
import { LEVELS, type Level } from '../ai/levels';

export type ComputerSeats = Partial<Record<Side, Level>>;

/** The record as the store keeps it: the engine's record plus the computer's seats. */
export type SeatedRecord = GameRecord & { computer?: ComputerSeats };

/** The computer's seats a record names; anything malformed counts as people at both sides. */
export function computerSeatsOf(record: unknown): ComputerSeats {
  const c = (record as { computer?: unknown } | null)?.computer;
  if (!c || typeof c !== 'object') return {};
  const out: ComputerSeats = {};
  for (const side of SIDES) {
    const level = (c as Record<string, unknown>)[side];
    if (typeof level === 'string' && (LEVELS as readonly string[]).includes(level)) out[side] = level as Level;
  }
  return out;
}

export function isComputer(seats: ComputerSeats, side: Side): boolean {
  return seats[side] !== undefined;
}
