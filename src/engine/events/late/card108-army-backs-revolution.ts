/**
 * #108 Army Backs Revolution: Securitate (#70) is cancelled if it is in effect, and cannot be
 * played as an event for the rest of the game.
 */
import { registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { registerEvent } from '../registry';

const SECURITATE = 70;

registerEffectHooks(108, {
  blocksEvent: (s, e, card) => card === SECURITATE,
});

registerEvent({
  card: 108,
  resolve(s, side) {
    if (s.effects.some((e) => e.card === SECURITATE)) {
      s.effects = s.effects.filter((e) => e.card !== SECURITATE);
      log(s, 'effectEnds', { card: SECURITATE, side: 'communist', by: 108 });
    }
    s.effects.push({ card: 108, side });
    log(s, 'effectStarts', { card: 108, side });
  },
});
