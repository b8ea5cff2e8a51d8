/**
 * #41 Ceausescu: the Communist removes 3 Democratic SPs from Romania and makes 1 support check in
 * Romania with this card's Ops. At the end of the action round, if the Democrat then has an SP next
 * to Cluj-Napoca (still on the map) and the Communist has SPs in București, 1 of them is removed.
 * No effect once The Tyrant is Gone has been resolved (7.6.4).
 */
import { stackOf } from '../../cow';
import { adjacentInPlay, isInPlay, removeSupport } from '../../board';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import { opsValue } from '../../ops';
import { removeSupportFrame, supportChecksFrame } from '../../frames/support';
import type { Frame, GameState } from '../../types';
import { tyrantIsGone } from '../ceausescu';
import { registerEvent } from '../registry';
import { idx, spacesIn } from './common';

interface FollowUpFrame extends Frame {
  kind: 'card41:bucharest';
}

/** The end-of-round test: true when the Communist must take 1 SP out of București. */
export function bucharestLoses(s: GameState): boolean {
  const cluj = idx('cluj-napoca');
  if (!isInPlay(s, cluj) || !isInPlay(s, idx('bucuresti'))) return false;
  return s.support[idx('bucuresti')]!.communist > 0 && adjacentInPlay(s, cluj).some((i) => s.support[i]!.democrat > 0);
}

registerFrame<FollowUpFrame>('card41:bucharest', {
  advance(s, f) {
    pop(s, f);
    const loses = bucharestLoses(s);
    if (loses) removeSupport(s, idx('bucuresti'), 'communist', 1);
    log(s, 'eventFollowUp', { card: 41, space: 'bucuresti', removed: loses ? 1 : 0 });
    return false;
  },
});

registerEvent({
  card: 41,
  resolve(s, side) {
    if (tyrantIsGone(s)) {
      log(s, 'eventNoEffect', { card: 41, cancelledBy: 97 });
      return;
    }
    // the follow-up waits under the action round's card play, so it runs when the round ends
    const followUp: FollowUpFrame = { kind: 'card41:bucharest' };
    const play = s.stack.findIndex((f) => f.kind === 'cardPlay');
    if (play >= 0) stackOf(s).splice(play, 0, followUp);
    else push(s, followUp);
    const romania = spacesIn(s, ['romania']);
    push(s, supportChecksFrame(side, opsValue(s, side, { card: 41, use: 'event' }), 1, 41, { spaces: romania }));
    push(s, removeSupportFrame(side, 'democrat', 3, 'card 41', 'card41', romania));
  },
});
