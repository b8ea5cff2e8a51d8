/**
 * #110 Malta Summit (not after Kremlin Coup!, #109): the Democrat rolls a die, +1 for each of
 * Sajudis, The Baltic Way and Breakaway Baltic Republics that has taken place (the USSR stability
 * track, 12.0); on 4 or more he gains 3 VP and removes 5 Communist SPs from Elite spaces.
 */
import { SPACES } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { removeSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { allSpaces, eventRoll, gainVp } from './common';

const KREMLIN_COUP = 109;

registerEvent({
  card: 110,
  playable: (s) => !s.eventsPlayed.includes(KREMLIN_COUP),
  resolve(s, side) {
    const roll = eventRoll(s, 110, side, Math.min(3, s.ussrStability));
    if (roll < 4) {
      log(s, 'eventRollFailed', { card: 110, side, roll, needed: 4 });
      return;
    }
    gainVp(s, 110, side, 3);
    const elites = allSpaces(s, (i) => SPACES[i]!.socio === 'elite');
    push(s, removeSupportFrame(side, 'communist', 5, 'card 110', 'malta-summit', elites));
  },
});
