/**
 * #24 St. Nicholas Church: the Democrat adds just enough SPs to control the Lutheran Church.
 * It also unlocks The Monday Demonstrations (#61), which checks `eventsPlayed`.
 */
import { SPACES, spaceIndex } from '../../data';
import { log } from '../../log';
import { registerEvent } from '../registry';
import { takeControl } from './common';

registerEvent({
  card: 24,
  resolve(s, side) {
    const church = spaceIndex('east-german-lutheran-church');
    const added = takeControl(s, side, church);
    log(s, 'eventTakeControl', { card: 24, side, space: SPACES[church]!.id, count: added });
  },
});
