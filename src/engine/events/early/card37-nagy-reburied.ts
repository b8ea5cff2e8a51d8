/**
 * #37 Nagy Reburied: the Communist removes all his own SPs from Szombathely, then adds 4 SPs in
 * Hungary, at most 2 per space (Szombathely included).
 */
import { countrySpaces } from '../../board';
import { spaceIndex } from '../../data';
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { changeSupport } from './common';

registerEvent({
  card: 37,
  resolve(s, side) {
    const szombathely = spaceIndex('szombathely');
    changeSupport(s, 37, szombathely, side, -s.support[szombathely]![side]);
    push(s, addSupportFrame(side, side, 4, 'card 37', 'nagy-reburied', { spaces: countrySpaces(s, 'hungary'), perSpace: 2 }));
  },
});
