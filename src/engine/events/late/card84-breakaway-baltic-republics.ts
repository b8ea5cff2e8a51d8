/**
 * #84 Breakaway Baltic Republics (needs The Baltic Way, #81): the USSR stability marker advances to
 * its box and the Democrat gains the VP printed there (12.4, 12.6); Gorbachev Charms the West (#14)
 * is no longer an event and Kremlin Coup! (#109) becomes playable (both check `eventsPlayed`). The
 * Democrat then takes control of one Minority space he does not control yet, and finally makes 1
 * support check anywhere with this card's Ops value.
 */
import { controls } from '../../board';
import { defineCard } from '../registry';
import { checks, chooseOption, takeControl, ussrTrack, type Ctx } from '../steps';
import { idx, spaceAt, spacesOfType } from '../queries';

const THE_BALTIC_WAY = 81;

/** the Minority spaces he does not control yet, by id (the choice is answered with a 'select') */
const minorities = (c: Ctx) =>
  spacesOfType(c.s, 'minority')
    .filter((i) => !controls(c.s, i, c.side))
    .map((i) => spaceAt(i).id);

defineCard({
  card: 84,
  requires: [THE_BALTIC_WAY],
  steps: [
    ussrTrack(),
    chooseOption('minority', minorities, {
      then(c, space) {
        if (typeof space === 'string') takeControl(c.s, 84, idx(space), c.side);
      },
    }),
    checks(1),
  ],
});
