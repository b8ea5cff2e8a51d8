/**
 * #101 Elena: the Communist adds 2 SPs to Cluj-Napoca (skipped if eliminated) and every Democratic
 * support check in Romania gets −1 for the rest of the turn. No effect once The Tyrant is Gone has
 * been resolved (7.6.4; 5.2 ex. 5: still played, and removed).
 */
import { isInPlay } from '../../board';
import { defineCard } from '../registry';
import { changeSupport, startEffect, step } from '../steps';
import { idx, spaceAt } from '../queries';
import { unlessVoided } from '../voided';

defineCard({
  card: 101,
  voidedBy: [97],
  steps: [
    unlessVoided(false),
    step('cluj', (c) => {
      if (isInPlay(c.s, idx('cluj-napoca'))) changeSupport(c.s, 101, idx('cluj-napoca'), c.side, 2);
    }),
    step('democraticChecks', (c) => startEffect(c.s, 101, c.side)),
  ],
  effect: {
    supportCheckModifier: (s, e, side, space) => (side === 'democrat' && spaceAt(space).country === 'romania' ? -1 : 0),
  },
});
