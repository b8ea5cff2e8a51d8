/**
 * #103 Government Resigns: the Democrat removes all Communist SPs from one Elite space that
 * neither player controls. No such space with Communist SPs: no effect.
 */
import { controller } from '../../board';
import { log } from '../../log';
import { defineCard } from '../registry';
import { chooseSpace, clearSupport, type Ctx } from '../steps';
import { rowAt, spacesOfType } from '../queries';

const uncontrolledElites = (c: Ctx) => spacesOfType(c.s, 'elite').filter((i) => controller(c.s, i) === null && rowAt(c.s, i).communist > 0);

defineCard({
  card: 103,
  steps: [
    chooseSpace('elite', 'remove', uncontrolledElites, {
      none: (c) => log(c.s, 'eventNoEffect', { card: 103, side: c.side }),
      then(c, space) {
        if (typeof space === 'number') clearSupport(c.s, 103, space, 'communist');
      },
    }),
  ],
});
