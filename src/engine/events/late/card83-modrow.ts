/**
 * #83 Modrow: Honecker (#15) can no longer be played as an event (for the rest of the game; an
 * extra action round Honecker already granted stays, Polish FAQ 83). Then the Communist rolls a
 * die: if it beats the number of East German spaces the Democrat controls, he adds 4 SPs to East
 * Germany, at most 2 per space.
 */
import { controlledIn, countrySpaces } from '../../board';
import { defineCard } from '../registry';
import { addSP, rollAtLeast, startEffect, step, type Ctx } from '../steps';

const HONECKER = 15;

const democraticSpaces = (c: Ctx) => controlledIn(c.s, 'east-germany', 'democrat').length;

defineCard({
  card: 83,
  steps: [
    step('noMoreHonecker', (c) => startEffect(c.s, 83, c.side)),
    // beat the Democrat's East German spaces
    rollAtLeast((c) => democraticSpaces(c) + 1),
    addSP(4, { in: (c) => countrySpaces(c.s, 'east-germany'), perSpace: 2 }),
  ],
  effect: {
    blocksEvent: (s, e, card) => card === HONECKER,
  },
});
