/** The hotseat handover (docs/design.md "Hidden information and hotseat"). */
import { hasHiddenCards, type GameState, type Side } from '../engine';
import type { ComputerSeats } from './computer';
import { screenSide } from './seats';

/**
 * Who must look at the screen after a change; null (the cover) if that side hides cards. With
 * fewer than two people at the screen (the computer or a friend on another device at a side)
 * there is nobody to hide anything from: no cover.
 */
export function handover(state: GameState, viewer: Side | null, computer: ComputerSeats = {}, remote: Side | null = null): Side | null {
  const alone = screenSide(computer, remote);
  if (alone) return alone;
  const next = state.prompt?.side;
  if (!next || next === viewer) return viewer;
  return hasHiddenCards(state, next) ? null : next;
}
