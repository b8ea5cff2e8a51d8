/**
 * #87 Kohl Proposes Reunification: the Democrat gains 2 VP. If The Wall Must Go! (#86) was won by
 * the Democrat, he then also uses this card's Ops value: SP placement under 6.1 or 2 support checks
 * (6.2.2), his choice.
 */
import { log } from '../../log';
import { opsValue } from '../../ops';
import { canCheck } from '../../frames/supportChecks';
import { placeSupportFrame } from '../../frames/placeSupport';
import { defineCard } from '../registry';
import { wallMustGoWon } from './card86-the-wall-must-go';
import { checks, chooseOption, local, step, stopUnless, vp, when, type Ctx } from '../steps';
import { spacesIn } from '../queries';

/** placement always; support checks only where one can be made */
const uses = (c: Ctx) => (spacesIn(c.s, undefined, (i) => canCheck(c.s, c.side, i)).length > 0 ? ['place', 'check'] : ['place']);
const chosen = (use: string) => (c: Ctx) => local(c, 'ops') === use;

defineCard({
  card: 87,
  steps: [
    vp(2),
    stopUnless((c) => wallMustGoWon(c.s)),
    chooseOption('ops', uses, {
      then: (c, option) => log(c.s, 'eventOption', { card: 87, side: c.side, option }),
    }),
    when(
      chosen('place'),
      step('place', (c) => placeSupportFrame(c.s, c.side, opsValue(c.s, c.side, { card: 87, use: 'place' }), 87)),
    ),
    when(chosen('check'), checks(2, { ops: (c) => opsValue(c.s, c.side, { card: 87, use: 'check' }) })),
  ],
});
