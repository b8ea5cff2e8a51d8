/** The hotseat handover (docs/design.md "Hidden information and hotseat"). */
import { hasHiddenCards, startsCardPlay, type AppliedState, type GameState, type Side } from '../engine';
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

/**
 * Whether the action that led to `next` ended its side's action round by handing the decision
 * over, and is final for that reason alone: the other side now starts a card play (4.5.2), and
 * no die was rolled, no card drawn, shuffled or shown, and the game goes on.
 */
export function endsRoundByHandover(next: AppliedState): boolean {
  const f = next.finality;
  const onlyHandover = f.handover && !f.over && f.dice === 0 && f.draws === 0 && f.shuffles === 0 && !f.random && f.revealed === 0 && !f.disclosed;
  return onlyHandover && startsCardPlay(next.prompt);
}
