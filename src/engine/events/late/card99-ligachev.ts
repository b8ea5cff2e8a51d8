/**
 * #99 Ligachev: unless the Democrat plays Gorbachev Charms the West (#14) as an event with the next
 * card he plays in an action round, the Communist gains 3 VP as that card is played (before the
 * play itself scores anything). Either way the effect then ends (card data: next-action-round,
 * src/engine/lasting.ts); played as an event, #14 cancels it. Any other play counts: another
 * event, Ops (Gorbachev Charms the West for Ops too), a Tiananmen attempt or a scoring card.
 *
 * Gorbachev Charms the West played for Ops with the Tiananmen box-8 award (6.3.5: the event as
 * well as the Ops) is a played event: when the Democrat takes the event, before or after the Ops,
 * there is no penalty; when he declines it, the 3 VP are gained then, still before anything of
 * the play is carried out.
 */
import { changeEffect } from '../../cow';
import { offersAwardEvent } from '../../frames/cardPlay';
import { defineCard } from '../registry';
import { gainVp, startEffect, step } from '../steps';

const GORBACHEV_CHARMS_THE_WEST = 14;
const PENALTY_VP = 3;

defineCard({
  card: 99,
  steps: [step('nextPlay', (c) => startEffect(c.s, 99, c.side))],
  effect: {
    onCardPlayed(s, e, side, card, use) {
      if (side !== 'democrat') return;
      if (card === GORBACHEV_CHARMS_THE_WEST && use === 'event') return 'cancelled';
      if (card === GORBACHEV_CHARMS_THE_WEST && offersAwardEvent(s, side, card, use)) {
        // settled by the Democrat's answer to the box-8 award, asked before the play goes on
        changeEffect(s, e, { data: { awaitingEvent: card } });
        return true;
      }
      gainVp(s, 99, e.side, PENALTY_VP);
    },
    onEventTiming(s, e, side, card, when) {
      if (e.data?.awaitingEvent !== card || side !== 'democrat') return true;
      if (when !== 'skip') return 'cancelled';
      gainVp(s, 99, e.side, PENALTY_VP);
      return false;
    },
  },
});
