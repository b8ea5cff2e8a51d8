/**
 * #108 Army Backs Revolution: Securitate (#70) is cancelled if it is in effect, and cannot take
 * effect for the rest of the game. Securitate checks `eventsPlayed` for this card: played later, it
 * occurs without effect (as the Securitate module decides), so no lasting effect is needed here.
 */
import { endEffects } from '../../hooks';
import { log } from '../../log';
import { registerEvent } from '../registry';

const SECURITATE = 70;

registerEvent({
  card: 108,
  resolve(s, side) {
    if (!s.effects.some((e) => e.card === SECURITATE)) {
      log(s, 'eventNoEffect', { card: 108, side });
      return;
    }
    endEffects(s, (e) => e.card === SECURITATE);
    log(s, 'effectEnds', { card: SECURITATE, side: 'communist', by: 108 });
  },
});
