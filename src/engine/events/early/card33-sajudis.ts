/**
 * #33 Sajudis: the Democrat gains 1 VP, the USSR Stability marker moves to the Sajudis box (12.2),
 * and the Democrat adds just enough SPs to control one Minority space he does not control yet.
 * The Baltic Way (#81) checks `eventsPlayed` for it.
 */
import { controls } from '../../board';
import { SPACES } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { registerEvent } from '../registry';
import { registerSpaceChoice, spaceChoiceFrame, spacesOfType, takeControl } from './common';
import { advanceUssrTrack } from '../common';

/** position of the Sajudis box on the USSR Stability track */

registerSpaceChoice('card33:minority', {
  type: 'place',
  chosen(s, f, space) {
    const added = takeControl(s, f.side, space);
    log(s, 'eventTakeControl', { card: 33, side: f.side, space: SPACES[space]!.id, count: added });
  },
});

registerEvent({
  card: 33,
  resolve(s, side) {
    advanceUssrTrack(s, 33, side);
    const spaces = spacesOfType(s, 'minority').filter((i) => !controls(s, i, side));
    push(s, spaceChoiceFrame('card33:minority', side, 33, spaces));
  },
});
