/** #65 Presidential Visit: at the start of the next turn the Communist is dealt up to 7 cards, not 8 (4.5.1). */
import { addEffect, registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';

registerEvent({
  card: 65,
  resolve(s) {
    addEffect(s, { card: 65, side: 'democrat', data: { turn: s.turn + 1 } });
  },
});

registerEffectHooks(65, {
  handSize: (s, e, side, size) => (side !== e.side && s.turn === e.data!.turn ? size - 1 : size),
  // kept through the end of this turn, gone after the next turn's deal has been made
  onTurnEnd: (s, e) => s.turn < (e.data!.turn as number),
});
