/**
 * #63 Genscher: for the rest of the turn a Democratic SP placed with Ops in a Communist-controlled
 * East German space costs 1 Op instead of 2 (6.1.3).
 */
import { controls, other } from '../../board';
import { SPACES } from '../../data';
import { addEffect, registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';

registerEvent({
  card: 63,
  resolve(s) {
    addEffect(s, { card: 63, side: 'democrat' });
  },
});

registerEffectHooks(63, {
  placementCost: (s, e, side, space, cost) =>
    side === e.side && SPACES[space]!.country === 'east-germany' && controls(s, space, other(side)) ? Math.min(cost, 1) : cost,
});
