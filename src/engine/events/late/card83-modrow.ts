/**
 * #83 Modrow: Honecker (#15) can no longer be played as an event (for the rest of the game; an
 * extra action round Honecker already granted stays, Polish FAQ 83). Then the Communist rolls a
 * die: if it beats the number of East German spaces the Democrat controls, he adds 4 SPs to East
 * Germany, at most 2 per space.
 */
import { controlledIn, countrySpaces } from '../../board';
import { registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { eventRoll } from './common';
import { startEffect } from '../common';

const HONECKER = 15;

registerEffectHooks(83, {
  blocksEvent: (s, e, card) => card === HONECKER,
});

registerEvent({
  card: 83,
  resolve(s, side) {
    startEffect(s, 83, side);
    const democratic = controlledIn(s, 'east-germany', 'democrat').length;
    const roll = eventRoll(s, 83, side);
    if (roll <= democratic) {
      log(s, 'eventRollFailed', { card: 83, side, roll, needed: democratic + 1 });
      return;
    }
    push(s, addSupportFrame(side, side, 4, 'card 83', 'modrow', { spaces: countrySpaces(s, 'east-germany'), perSpace: 2 }));
  },
});
