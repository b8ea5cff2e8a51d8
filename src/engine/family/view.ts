/** What one side may see of the family mode's cards: its own power-struggle hand, pile sizes, discards. */
import { other } from '../board';
import type { Side } from '../data';
import type { GameState } from '../types';

/** The family mode's cards as one side sees them (TR.1.2). */
export interface FamilyView {
  drawPileSizes: Record<Side, number>;
  discards: Record<Side, number[]>;
  /** own power-struggle hand */
  psHand: number[];
  opponentPsHandSize: number;
  psDrawPileSize: number;
  psDiscard: number[];
}

export function familyView(s: GameState, side: Side): FamilyView | null {
  const f = s.family;
  if (!f) return null;
  return {
    drawPileSizes: { communist: f.drawPiles.communist.length, democrat: f.drawPiles.democrat.length },
    discards: f.discards,
    psHand: f.psHands[side],
    opponentPsHandSize: f.psHands[other(side)].length,
    psDrawPileSize: f.psDrawPile.length,
    psDiscard: f.psDiscard,
  };
}
