/**
 * #30 Tear Gas: +1 to the Communist's next support check in a Student space; the effect lasts,
 * across turns if need be, until that check has been rolled; the card stays beside the map until
 * then and only then leaves the game (FAQ 30).
 */
import { SPACES } from '../../data';
import { registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { registerEvent } from '../registry';
import { keepInPlay, leavePlay } from './common';
import { startEffect } from '../common';

const isStudent = (space: number) => SPACES[space]!.socio === 'student';

registerEffectHooks(30, {
  supportCheckModifier: (s, e, side, space) => (side === e.side && isStudent(space) ? 1 : 0),
  afterSupportCheck(s, e, side, space) {
    if (side !== e.side || !isStudent(space)) return true;
    log(s, 'effectEnds', { card: 30, side: e.side });
    leavePlay(s, 30, 'removed');
    return false;
  },
});

registerEvent({
  card: 30,
  resolve(s, side) {
    startEffect(s, 30, side);
    keepInPlay(s, 30);
  },
});
