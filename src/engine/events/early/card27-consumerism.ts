/**
 * #27 Consumerism: the Democrat removes 1 Communist SP from a Worker space, then makes 1 support
 * check with this card's Ops value against a Worker space of the same country (the check is
 * limited to Worker spaces too; reference CARDS.md, Doubts 5).
 */
import { other } from '../../board';
import { defineCard } from '../registry';
import { changeSupport, checks, chooseSpace, local, when } from '../steps';
import { rowAt, spaceAt, spacesOfType } from '../queries';

defineCard({
  card: 27,
  steps: [
    chooseSpace('worker', 'remove', (c) => spacesOfType(c.s, 'worker').filter((i) => rowAt(c.s, i)[other(c.side)] > 0), {
      prompt: 'card27:remove',
      then(c, space) {
        if (typeof space === 'number') changeSupport(c.s, c.card, space, other(c.side), -1);
      },
    }),
    when((c) => local(c, 'worker') !== null, checks(1, { in: (c) => spacesOfType(c.s, 'worker', spaceAt(local<number>(c, 'worker')).country) })),
  ],
});
