/**
 * #30 Tear Gas: +1 to the Communist's next support check in a Student space; the effect lasts,
 * across turns if need be, until that check has been rolled; the card stays beside the map until
 * then and only then leaves the game (FAQ 30).
 */
import { registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { registerEvent } from '../registry';
import { keepInPlay, leavePlay, spaceAt, startEffect, step } from '../steps';

const isStudent = (space: number) => spaceAt(space).socio === 'student';

registerEffectHooks(30, {
  supportCheckModifier: (s, e, side, space) => (side === e.side && isStudent(space) ? 1 : 0),
  // used up by that check (returning false ends the effect)
  afterSupportCheck(s, e, side, space) {
    if (side !== e.side || !isStudent(space)) return true;
    log(s, 'effectEnds', { card: 30, side: e.side });
    leavePlay(s, 30, 'removed');
    return false;
  },
});

registerEvent({
  card: 30,
  steps: [
    step('+1 to the next check in a Student space, beside the map until used', (c) => {
      startEffect(c.s, c.card, c.side);
      keepInPlay(c.s, c.card);
    }),
  ],
});
