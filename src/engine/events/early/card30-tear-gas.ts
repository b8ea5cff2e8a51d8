/**
 * #30 Tear Gas: +1 to the Communist's next support check in a Student space; the effect lasts,
 * across turns if need be, until that check has been rolled; the card stays beside the map until
 * then and only then leaves the game (FAQ 30).
 */
import { defineCard } from '../registry';
import { lastingBesideMap } from '../steps';
import { spaceAt } from '../queries';

const isStudent = (space: number) => spaceAt(space).socio === 'student';

defineCard({
  card: 30,
  steps: [lastingBesideMap()],
  effect: {
    supportCheckModifier: (s, e, side, space) => (side === e.side && isStudent(space) ? 1 : 0),
    // used up by that check (false: the effect is over)
    afterSupportCheck: (s, e, side, space) => side !== e.side || !isStudent(space),
  },
});
