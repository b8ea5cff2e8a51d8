/**
 * 7.6.4: the five events of the Ceausescus (Cult of Personality #10, Ceausescu #41,
 * Systematization #69, Elena #101, Massacre in Timisoara #107) have no effect once The Tyrant is
 * Gone (#97) has been resolved, but still work while it only waits in front of the Democrat.
 *
 * Convention for #97: its event is in `eventsPlayed` as soon as it has been played as an event;
 * while it waits for the Romanian power struggle (7.6.3) it keeps a lasting effect
 * `{ card: 97, data: { waiting: true } }`, and drops the `waiting` flag (or the effect) once resolved.
 */
import type { GameState } from '../types';

export const THE_TYRANT_IS_GONE = 97;

export function tyrantIsGone(s: GameState): boolean {
  return s.eventsPlayed.includes(THE_TYRANT_IS_GONE) && !s.effects.some((e) => e.card === THE_TYRANT_IS_GONE && e.data?.waiting === true);
}
