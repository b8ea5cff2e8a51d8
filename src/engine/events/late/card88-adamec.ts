/**
 * #88 Adamec: the Communist rolls a die, −1 for each Czechoslovak Worker space the Democrat
 * controls; on 3 or more he adds 4 SPs to Czechoslovakia, at most 2 per space.
 */
import { countrySpaces } from '../../board';
import { log } from '../../log';
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { controlledSpaces, eventRoll } from './common';

registerEvent({
  card: 88,
  resolve(s, side) {
    const workers = controlledSpaces(s, 'czechoslovakia', 'democrat', ['worker']).length;
    const roll = eventRoll(s, 88, side, -workers);
    if (roll < 3) {
      log(s, 'eventRollFailed', { card: 88, side, roll, needed: 3 });
      return;
    }
    push(s, addSupportFrame(side, side, 4, 'card 88', 'adamec', { spaces: countrySpaces(s, 'czechoslovakia'), perSpace: 2 }));
  },
});
