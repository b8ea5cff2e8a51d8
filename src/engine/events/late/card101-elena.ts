/**
 * #101 Elena: the Communist adds 2 SPs to Cluj-Napoca (skipped if eliminated) and every Democratic
 * support check in Romania gets −1 for the rest of the turn. No effect once The Tyrant is Gone has
 * been resolved (7.6.4; 5.2 ex. 5: still played, and removed).
 */
import { isInPlay } from '../../board';
import { SPACES } from '../../data';
import { registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { tyrantIsGone } from '../ceausescu';
import { registerEvent } from '../registry';
import { addSupportTo, idx } from './common';
import { startEffect } from '../common';

registerEffectHooks(101, {
  supportCheckModifier: (s, e, side, space) => (side === 'democrat' && SPACES[space]!.country === 'romania' ? -1 : 0),
});

registerEvent({
  card: 101,
  resolve(s, side) {
    if (tyrantIsGone(s)) {
      log(s, 'eventNoEffect', { card: 101, side });
      return;
    }
    const cluj = idx('cluj-napoca');
    if (isInPlay(s, cluj)) addSupportTo(s, 101, side, cluj, 2);
    startEffect(s, 101, side);
  },
});
