/**
 * #33 Sajudis: the Democrat gains 1 VP, the USSR Stability marker moves to the Sajudis box (12.2),
 * and the Democrat adds just enough SPs to control one Minority space he does not control yet.
 * The Baltic Way (#81) checks `eventsPlayed` for it.
 */
import { addSupport, controls } from '../../board';
import { log } from '../../log';
import { defineCard } from '../registry';
import { chooseSpace, ussrTrack } from '../steps';
import { spsToControl, spaceAt, spacesOfType } from '../queries';

defineCard({
  card: 33,
  steps: [
    // the 1 VP is the one printed beside the Sajudis box (12.6)
    ussrTrack(),
    chooseSpace('minority', 'place', (c) => spacesOfType(c.s, 'minority').filter((i) => !controls(c.s, i, c.side)), {
      then(c, space) {
        if (typeof space !== 'number') return;
        // logged once, as taking control (with the count), not as a separate SP addition
        const added = spsToControl(c.s, space, c.side);
        addSupport(c.s, space, c.side, added);
        log(c.s, 'eventTakeControl', { card: c.card, side: c.side, space: spaceAt(space).id, count: added });
      },
    }),
  ],
});
