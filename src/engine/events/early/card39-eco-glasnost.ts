/**
 * #39 Eco-Glasnost: the Democrat adds 4 SPs to Ruse; for the rest of the game each support check
 * the Communist makes in Ruse gives the Democrat 1 VP, whether it succeeds or not.
 */
import { other } from '../../board';
import { defineCard } from '../registry';
import { changeSupport, gainVp, lasting, step } from '../steps';
import { idx } from '../queries';

const RUSE = idx('ruse');

defineCard({
  card: 39,
  steps: [
    step('add 4 SPs to Ruse', (c) => {
      changeSupport(c.s, c.card, RUSE, c.side, 4);
    }),
    lasting(),
  ],
  effect: {
    afterSupportCheck(s, e, side, space) {
      if (side === other(e.side) && space === RUSE) gainVp(s, 39, e.side, 1);
      return true;
    },
  },
});
