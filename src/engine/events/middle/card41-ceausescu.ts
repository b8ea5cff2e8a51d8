/**
 * #41 Ceausescu: the Communist removes 3 Democratic SPs from Romania and makes 1 support check in
 * Romania with this card's Ops. At the end of the action round, if the Democrat then has an SP next
 * to Cluj-Napoca (still on the map) and the Communist has SPs in București, 1 of them is removed.
 * No effect once The Tyrant is Gone has been resolved (7.6.4).
 */
import { adjacentInPlay, isInPlay, removeSupport } from '../../board';
import { log } from '../../log';
import { push } from '../../machine';
import { addEffect, endEffect, registerEffectHooks } from '../../hooks';
import { opsValue } from '../../ops';
import { removeSupportFrame, supportChecksFrame } from '../../frames/support';
import type { GameState } from '../../types';
import { tyrantIsGone } from '../ceausescu';
import { registerEvent } from '../registry';
import { idx, spacesIn } from './common';

/** The end-of-round test: true when the Communist must take 1 SP out of București. */
export function bucharestLoses(s: GameState): boolean {
  const cluj = idx('cluj-napoca');
  if (!isInPlay(s, cluj) || !isInPlay(s, idx('bucuresti'))) return false;
  return s.support[idx('bucuresti')]!.communist > 0 && adjacentInPlay(s, cluj).some((i) => s.support[i]!.democrat > 0);
}

// the follow-up waits for the end of the action round the event took place in
registerEffectHooks(41, {
  afterActionRound(s, e) {
    endEffect(s, e);
    const loses = bucharestLoses(s);
    if (loses) removeSupport(s, idx('bucuresti'), 'communist', 1);
    log(s, 'eventFollowUp', { card: 41, space: 'bucuresti', removed: loses ? 1 : 0 });
  },
});

registerEvent({
  card: 41,
  resolve(s, side) {
    if (tyrantIsGone(s)) {
      log(s, 'eventNoEffect', { card: 41, cancelledBy: 97 });
      return;
    }
    addEffect(s, { card: 41, side });
    const romania = spacesIn(s, ['romania']);
    push(s, supportChecksFrame(side, opsValue(s, side, { card: 41, use: 'event' }), 1, 41, { spaces: romania }));
    push(s, removeSupportFrame(side, 'democrat', 3, 'card 41', 'card41', romania));
  },
});
