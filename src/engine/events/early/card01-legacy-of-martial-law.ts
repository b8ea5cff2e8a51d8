/**
 * #1 Legacy of Martial Law: the Communist turns 1 Democratic SP in a Polish space into a
 * Communist SP, then makes 1 support check in Poland with this card's Ops value.
 */
import { other } from '../../board';
import { defineCard } from '../registry';
import { changeSupport, checks, chooseSpace, type Ctx } from '../steps';
import { rowAt, spacesIn } from '../queries';

const poland = (c: Ctx) => spacesIn(c.s, ['poland']);

defineCard({
  card: 1,
  steps: [
    chooseSpace('convert', 'place', (c) => poland(c).filter((i) => rowAt(c.s, i)[other(c.side)] > 0), {
      then(c, space) {
        if (typeof space !== 'number') return;
        changeSupport(c.s, c.card, space, other(c.side), -1);
        changeSupport(c.s, c.card, space, c.side, 1);
      },
    }),
    checks(1, { in: poland }),
  ],
});
