/** #65 Presidential Visit: at the start of the next turn the Communist is dealt up to 7 cards, not 8 (4.5.1). */
import type { LastingEffect } from '../../types';
import { defineCard } from '../registry';
import { lasting } from '../steps';

/** The turn whose deal is cut short: the next one, which the effect lasts through (card data: next-turn, src/engine/lasting.ts). */
const dealTurn = (e: LastingEffect): number => (typeof e.data?.turn === 'number' ? e.data.turn : 0);

defineCard({
  card: 65,
  steps: [lasting()],
  effect: {
    handSize: (s, e, side, size) => (side !== e.side && s.turn === dealTurn(e) ? size - 1 : size),
  },
});
