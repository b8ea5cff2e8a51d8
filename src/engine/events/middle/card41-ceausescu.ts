/**
 * #41 Ceausescu: the Communist removes 3 Democratic SPs from Romania and makes 1 support check in
 * Romania with this card's Ops. At the end of the action round, if the Democrat then has an SP next
 * to Cluj-Napoca (still on the map) and the Communist has SPs in București, 1 of them is removed.
 * No effect once The Tyrant is Gone has been resolved (7.6.4).
 *
 * The follow-up is a lasting effect of one action round (card data: end-of-action-round): when the
 * round ends the effect ends (src/engine/lasting.ts) and its end-of-round hook carries it out.
 */
import { adjacentInPlay, isInPlay, removeSupport } from '../../board';
import { log } from '../../log';
import type { GameState } from '../../types';
import { defineCard } from '../registry';
import { checks, type Ctx, removeSP, startEffect, step } from '../steps';
import { idx, rowAt, spacesIn } from '../queries';
import { unlessVoided } from '../voided';

const romania = (c: Ctx) => spacesIn(c.s, ['romania']);

/** The end-of-round test: true when the Communist must take 1 SP out of București. */
function bucharestLoses(s: GameState): boolean {
  const cluj = idx('cluj-napoca');
  const bucuresti = idx('bucuresti');
  if (!isInPlay(s, cluj) || !isInPlay(s, bucuresti)) return false;
  return rowAt(s, bucuresti).communist > 0 && adjacentInPlay(s, cluj).some((i) => rowAt(s, i).democrat > 0);
}

defineCard({
  card: 41,
  voidedBy: [97],
  steps: [
    unlessVoided(),
    removeSP(3, { in: romania, target: () => 'democrat' }),
    checks(1, { in: romania }),
    step('followUpAtRoundEnd', (c) => startEffect(c.s, 41, c.side)),
  ],
  effect: {
    afterActionRound(s) {
      const loses = bucharestLoses(s);
      if (loses) removeSupport(s, idx('bucuresti'), 'communist', 1);
      log(s, 'eventFollowUp', { card: 41, space: 'bucuresti', removed: loses ? 1 : 0 });
    },
  },
});
