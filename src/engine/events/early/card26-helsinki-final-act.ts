/**
 * #26 Helsinki Final Act: for the rest of the game, each support check the Communist makes in a
 * Student or Intellectual space gives the Democrat 1 VP, whether it succeeds or not.
 */
import { other } from '../../board';
import { registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';
import { gainVp, spaceAt, startEffect, step } from '../steps';

registerEffectHooks(26, {
  afterSupportCheck(s, e, side, space) {
    const socio = spaceAt(space).socio;
    if (side === other(e.side) && (socio === 'student' || socio === 'intellectual')) gainVp(s, 26, e.side, 1);
    return true;
  },
});

registerEvent({
  card: 26,
  steps: [step('VP for Communist checks in Student and Intellectual spaces', (c) => startEffect(c.s, c.card, c.side))],
});
