/**
 * #99 Ligachev: unless the Democrat plays Gorbachev Charms the West (#14) as an event with the next
 * card he plays in an action round, the Communist gains 3 VP as that card is played (before the
 * play itself scores anything). Either way the effect then ends. Any other play counts: another
 * event, Ops (Gorbachev Charms the West for Ops too), a Tiananmen attempt or a scoring card.
 */
import { registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { registerEvent } from '../registry';
import { gainVp } from './common';
import { startEffect } from '../common';

const GORBACHEV_CHARMS_THE_WEST = 14;

registerEffectHooks(99, {
  onCardPlayed(s, e, side, card, use) {
    if (side !== 'democrat') return true;
    if (card === GORBACHEV_CHARMS_THE_WEST && use === 'event') log(s, 'effectEnds', { card: 99, side: e.side, by: card });
    else gainVp(s, 99, e.side, 3);
    return false;
  },
});

registerEvent({
  card: 99,
  resolve(s, side) {
    startEffect(s, 99, side);
  },
});
