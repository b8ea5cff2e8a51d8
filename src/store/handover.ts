/** The hotseat handover (docs/design.md "Hidden information and hotseat"). */
import { hasHiddenCards, type GameState, type Side } from '../engine';
import { screenSide, type ComputerSeats } from './computer';

/**
 * Who must look at the screen after a change; null (the cover) if that side hides cards. With
 * fewer than two people at the screen there is nobody to hide anything from: no cover.
 */
export function handover(state: GameState, viewer: Side | null, computer: ComputerSeats = {}): Side | null {
  const alone = screenSide(computer);
  if (alone) return alone;
  const next = state.prompt?.side;
  if (!next || next === viewer) return viewer;
  return hasHiddenCards(state, next) ? null : next;
}
