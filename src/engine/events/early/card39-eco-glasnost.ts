/**
 * #39 Eco-Glasnost: the Democrat adds 4 SPs to Ruse; for the rest of the game each support check
 * the Communist makes in Ruse gives the Democrat 1 VP, whether it succeeds or not.
 */
import { other } from '../../board';
import { spaceIndex } from '../../data';
import { registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';
import { changeSupport, gainVp } from './common';
import { startEffect } from '../common';

const RUSE = spaceIndex('ruse');

registerEffectHooks(39, {
  afterSupportCheck(s, e, side, space) {
    if (side === other(e.side) && space === RUSE) gainVp(s, 39, e.side, 1);
    return true;
  },
});

registerEvent({
  card: 39,
  resolve(s, side) {
    changeSupport(s, 39, RUSE, side, 4);
    startEffect(s, 39, side);
  },
});
