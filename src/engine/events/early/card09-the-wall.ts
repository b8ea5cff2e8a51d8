/**
 * #9 The Wall: the Communist's next support check in East Germany ignores the −1 modifiers for
 * adjacent Democrat-controlled spaces (his own +1s still count). The effect lasts, across turns
 * if need be, until that check has been rolled; the card (the Wall marker, 2.4.2) waits beside
 * the map until then and then leaves the game. The Wall Must Go! (#86) blocks this event through
 * its own blocksEvent hook.
 */
import { adjacentInPlay, controls, other } from '../../board';
import { registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { registerEvent } from '../registry';
import { keepInPlay, leavePlay, spaceAt, startEffect, step } from '../steps';

const inEastGermany = (space: number) => spaceAt(space).country === 'east-germany';

registerEffectHooks(9, {
  // cancels each −1 of 6.2.4 for an adjacent opponent-controlled space
  supportCheckModifier: (s, e, side, space) =>
    side === e.side && inEastGermany(space) ? adjacentInPlay(s, space).filter((j) => controls(s, j, other(side))).length : 0,
  // used up by that check (returning false ends the effect)
  afterSupportCheck(s, e, side, space) {
    if (side !== e.side || !inEastGermany(space)) return true;
    log(s, 'effectEnds', { card: 9, side: e.side });
    leavePlay(s, 9, 'removed');
    return false;
  },
});

registerEvent({
  card: 9,
  steps: [
    step('the Wall marker, beside the map until used', (c) => {
      startEffect(c.s, c.card, c.side);
      keepInPlay(c.s, c.card);
    }),
  ],
});
