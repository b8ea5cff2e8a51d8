/**
 * #51 40th Anniversary Celebration: the Communist adds 4 SPs in East Germany when he leads on VP,
 * else 2; he gains 1 VP either way (Polish FAQ 51).
 *
 * The lead is read before the VP is scored, and the VP is scored before the SPs are placed (an
 * automatic victory, 10.1, then comes first).
 */
import { defineCard } from '../registry';
import { addSP, step, vp } from '../steps';
import { spacesIn } from '../queries';

defineCard({
  card: 51,
  steps: [
    step('lead', (c) => {
      c.locals.ahead = c.s.vp < 0; // the VP marker counts toward the Democrat
    }),
    vp(1),
    addSP((c) => (c.locals.ahead ? 4 : 2), { in: (c) => spacesIn(c.s, ['east-germany']) }),
  ],
});
