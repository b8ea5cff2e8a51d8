/**
 * #92 Betrayal: the Communist picks an Orthodox Church space (Romania or Bulgaria) holding
 * Democratic SPs and replaces all of them with as many Communist SPs. No such space: no effect.
 */
import { log } from '../../log';
import { defineCard } from '../registry';
import { changeSupport, chooseSpace, clearSupport, type Ctx } from '../steps';
import { rowAt, spaceAt, spacesIn } from '../queries';

const churches = (c: Ctx) => spacesIn(c.s, undefined, (i) => spaceAt(i).socio === 'church' && spaceAt(i).region === 'balkans' && rowAt(c.s, i).democrat > 0);

defineCard({
  card: 92,
  steps: [
    chooseSpace('church', 'place', churches, {
      none: (c) => log(c.s, 'eventNoEffect', { card: 92, side: c.side }),
      then(c, space) {
        if (typeof space !== 'number') return;
        const n = clearSupport(c.s, 92, space, 'democrat');
        changeSupport(c.s, 92, space, c.side, n);
      },
    }),
  ],
});
