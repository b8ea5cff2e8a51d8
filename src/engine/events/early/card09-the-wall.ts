/**
 * #9 The Wall: the Communist's next support check in East Germany ignores the −1 modifiers for
 * adjacent Democrat-controlled spaces (his own +1s still count). The effect lasts, across turns
 * if need be, until that check has been rolled; the card (the Wall marker, 2.4.2) waits beside
 * the map until then and then leaves the game. The Wall Must Go! (#86) blocks this event through
 * its own blocksEvent hook.
 */
import { adjacentInPlay, controls, other } from '../../board';
import { defineCard } from '../registry';
import { lastingBesideMap } from '../steps';
import { spaceAt } from '../queries';

const inEastGermany = (space: number) => spaceAt(space).country === 'east-germany';

defineCard({
  card: 9,
  steps: [lastingBesideMap()],
  effect: {
    // cancels each −1 of 6.2.4 for an adjacent opponent-controlled space
    supportCheckModifier: (s, e, side, space) =>
      side === e.side && inEastGermany(space) ? adjacentInPlay(s, space).filter((j) => controls(s, j, other(side))).length : 0,
    // used up by that check (false: the effect is over)
    afterSupportCheck: (s, e, side, space) => side !== e.side || !inEastGermany(space),
  },
});
