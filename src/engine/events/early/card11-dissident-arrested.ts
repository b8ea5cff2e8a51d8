/** #11 Dissident Arrested: the Communist removes up to 2 Democratic SPs from one Intellectual space. */
import { other } from '../../board';
import { defineCard } from '../registry';
import { changeSupport, chooseSpace } from '../steps';
import { rowAt, spacesOfType } from '../queries';

defineCard({
  card: 11,
  steps: [
    chooseSpace('arrest', 'remove', (c) => spacesOfType(c.s, 'intellectual').filter((i) => rowAt(c.s, i)[other(c.side)] > 0), {
      then(c, space) {
        if (typeof space === 'number') changeSupport(c.s, c.card, space, other(c.side), -2);
      },
    }),
  ],
});
