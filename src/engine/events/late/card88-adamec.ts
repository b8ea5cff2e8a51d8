/**
 * #88 Adamec: the Communist rolls a die, −1 for each Czechoslovak Worker space the Democrat
 * controls; on 3 or more he adds 4 SPs to Czechoslovakia, at most 2 per space.
 */
import { countrySpaces } from '../../board';
import { log } from '../../log';
import { registerEvent } from '../registry';
import { addSP, controlledSpaces, eventRoll, local, step, stopUnless } from '../steps';

const NEEDED = 3;

registerEvent({
  card: 88,
  steps: [
    step('roll', (c) => {
      const workers = controlledSpaces(c.s, 'czechoslovakia', 'democrat', ['worker']).length;
      c.locals.roll = eventRoll(c.s, 88, c.side, -workers);
    }),
    stopUnless(
      (c) => local<number>(c, 'roll') >= NEEDED,
      (c) => log(c.s, 'eventRollFailed', { card: 88, side: c.side, roll: local<number>(c, 'roll'), needed: NEEDED }),
    ),
    addSP(4, { in: (c) => countrySpaces(c.s, 'czechoslovakia'), perSpace: 2, reason: 'adamec' }),
  ],
});
