/**
 * #26 Helsinki Final Act: for the rest of the game, each support check the Communist makes in a
 * Student or Intellectual space gives the Democrat 1 VP, whether it succeeds or not.
 */
import { other } from '../../board';
import { defineCard } from '../registry';
import { gainVp, lasting } from '../steps';
import { spaceAt } from '../queries';

defineCard({
  card: 26,
  steps: [lasting()],
  effect: {
    afterSupportCheck(s, e, side, space) {
      const socio = spaceAt(space).socio;
      if (side === other(e.side) && (socio === 'student' || socio === 'intellectual')) gainVp(s, 26, e.side, 1);
      return true;
    },
  },
});
