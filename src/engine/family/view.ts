/** What one side may see of the family mode's cards: its own power-struggle hand, pile sizes, discards. */
import { other } from '../board';
import type { Side } from '../data';
import type { GameState } from '../types';

export function familyView(s: GameState, side: Side) {
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
