/**
 * #110 Malta Summit (not after Kremlin Coup!, #109): the Democrat rolls a die, +1 for each of
 * Sajudis, The Baltic Way and Breakaway Baltic Republics that has taken place (the USSR stability
 * track, 12.0); on 4 or more he gains 3 VP and removes 5 Communist SPs from Elite spaces.
 */
import { defineCard } from '../registry';
import { removeSP, rollAtLeast, vp } from '../steps';
import { spacesOfType } from '../queries';

const KREMLIN_COUP = 109;
const NEEDED = 4;

defineCard({
  card: 110,
  cancelledBy: [KREMLIN_COUP],
  steps: [
    // + the USSR stability track, at most 3
    rollAtLeast(NEEDED, (c) => Math.min(3, c.s.ussrStability)),
    vp(3),
    removeSP(5, { in: (c) => spacesOfType(c.s, 'elite'), target: () => 'communist' }),
  ],
});
