/** The hotseat handover (DESIGN.md "Hidden information and hotseat"). */
import type { GameState, Side } from '../engine';
import { screenSide, type ComputerSeats } from './computer';

/** A side has hidden information when it holds cards the other player must not see (set-aside ones too). */
export function hasHiddenInfo(s: GameState, side: Side): boolean {
  return s.hands[side].length > 0 || s.setAside[side].length > 0 || (s.ps !== null && s.ps.hands[side].length > 0);
}

/**
 * Who must look at the screen after a change; null (the cover) if that side hides cards. With
 * fewer than two people at the screen there is nobody to hide anything from: no cover.
 */
export function handover(state: GameState, viewer: Side | null, computer: ComputerSeats = {}): Side | null {
  const alone = screenSide(computer);
  if (alone) return alone;
  const next = state.prompt?.side;
  if (!next || next === viewer) return viewer;
  return hasHiddenInfo(state, next) ? null : next;
}
