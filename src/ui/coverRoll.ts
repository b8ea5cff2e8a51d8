/**
 * The hotseat cover's first look at a roll: a die rolled by the player who is leaving the screen,
 * logged after the table last showed her the game (the round's last support check, an attempt, a
 * struggle's roll), heads the cover, above its call for the other player. Only public facts: the
 * die and the log's line of it.
 */
import type { LogEntry, Side } from '../engine';

/** how much of the log the table last showed; 0 before it has shown any in this page */
let tableShown = 0;

/** The table showed the game with this much of the log. */
export function noteTableLog(length: number): void {
  tableShown = length;
}

/** The dice `leaving` rolled that the table never showed (none before the table has shown the game here). */
export function unseenRolls(log: readonly LogEntry[], leaving: Side): LogEntry[] {
  if (tableShown === 0) return [];
  return log.slice(tableShown).filter((e) => e.params.side === leaving && typeof e.params.die === 'number');
}
