/**
 * #81 The Baltic Way (needs Sajudis #33): the USSR stability marker advances to its box (EN 12.3)
 * and the Democrat gains the VP printed there; then he takes control of a Minority space he does not
 * control yet.
 */
import { controls } from '../../board';
import { defineCard } from '../registry';
import { chooseOption, local, step, takeControl, ussrTrack, type Ctx } from '../steps';
import { idx, spaceAt, spacesOfType } from '../queries';

const uncontrolledMinorities = (c: Ctx) =>
  spacesOfType(c.s, 'minority')
    .filter((i) => !controls(c.s, i, c.side))
    .map((i) => spaceAt(i).id);

defineCard({
  card: 81,
  requires: [33],
  steps: [
    ussrTrack(),
    chooseOption('minority', uncontrolledMinorities),
    step('takeControl', (c) => {
      const id = local<string | null>(c, 'minority');
      if (id !== null) takeControl(c.s, 81, idx(id), 'democrat');
    }),
  ],
});
