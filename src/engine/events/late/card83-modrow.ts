/**
 * #83 Modrow: Honecker (#15) can no longer be played as an event (for the rest of the game; an
 * extra action round Honecker already granted stays, Polish FAQ 83). Then the Communist rolls a
 * die: if it beats the number of East German spaces the Democrat controls, he adds 4 SPs to East
 * Germany, at most 2 per space.
 */
import { controlledIn, countrySpaces } from '../../board';
import { registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { registerEvent } from '../registry';
import { addSP, eventRoll, local, startEffect, step, stopUnless, type Ctx } from '../steps';

const HONECKER = 15;

registerEffectHooks(83, {
  blocksEvent: (s, e, card) => card === HONECKER,
});

const democraticSpaces = (c: Ctx) => controlledIn(c.s, 'east-germany', 'democrat').length;

registerEvent({
  card: 83,
  steps: [
    step('noMoreHonecker', (c) => startEffect(c.s, 83, c.side)),
    step('roll', (c) => {
      c.locals.needed = democraticSpaces(c) + 1;
      c.locals.roll = eventRoll(c.s, 83, c.side);
    }),
    stopUnless(
      (c) => local<number>(c, 'roll') >= local<number>(c, 'needed'),
      (c) => log(c.s, 'eventRollFailed', { card: 83, side: c.side, roll: local<number>(c, 'roll'), needed: local<number>(c, 'needed') }),
    ),
    addSP(4, { in: (c) => countrySpaces(c.s, 'east-germany'), perSpace: 2, reason: 'modrow' }),
  ],
});
