/**
 * #110 Malta Summit (not after Kremlin Coup!, #109): the Democrat rolls a die, +1 for each of
 * Sajudis, The Baltic Way and Breakaway Baltic Republics that has taken place (the USSR stability
 * track, 12.0); on 4 or more he gains 3 VP and removes 5 Communist SPs from Elite spaces.
 */
import { log } from '../../log';
import { registerEvent } from '../registry';
import { eventRoll, local, removeSP, spacesOfType, step, stopUnless, vp } from '../steps';

const KREMLIN_COUP = 109;
const NEEDED = 4;

registerEvent({
  card: 110,
  playable: (s) => !s.eventsPlayed.includes(KREMLIN_COUP),
  steps: [
    step('roll', (c) => {
      c.locals.roll = eventRoll(c.s, 110, c.side, Math.min(3, c.s.ussrStability));
    }),
    stopUnless(
      (c) => local<number>(c, 'roll') >= NEEDED,
      (c) => log(c.s, 'eventRollFailed', { card: 110, side: c.side, roll: local<number>(c, 'roll'), needed: NEEDED }),
    ),
    vp(3),
    removeSP(5, { in: (c) => spacesOfType(c.s, 'elite'), target: () => 'communist', reason: 'malta-summit' }),
  ],
});
