/**
 * #69 Systematization: the Communist eliminates one Romanian space for the rest of the game. The
 * Democratic SPs there are removed and the Communist SPs move to București — or are lost when
 * București itself is eliminated (Polish FAQ 69). The neighbours of the space become adjacent to
 * one another (board.adjacentInPlay). No effect once The Tyrant is Gone has been resolved (7.6.4).
 */
import { pileOf } from '../../cow';
import { addSupport, setSupport } from '../../board';
import { log } from '../../log';
import { push } from '../../machine';
import { SPACES } from '../../data';
import { tyrantIsGone } from '../ceausescu';
import { registerEvent } from '../registry';
import { choiceFrame, idx, registerChoice, spacesIn } from './common';

registerChoice('card69:space', {
  rule: 'card 69',
  onSelect(s, f, id) {
    const space = idx(id);
    const bucuresti = idx('bucuresti');
    const row = s.support[space]!;
    const moved = space === bucuresti ? 0 : row.communist;
    log(s, 'spaceEliminated', { card: 69, space: id, democratLost: row.democrat, communistMoved: moved, communistLost: row.communist - moved });
    addSupport(s, bucuresti, 'communist', moved);
    setSupport(s, space, 'communist', 0);
    setSupport(s, space, 'democrat', 0);
    pileOf(s, 'eliminated').push(space);
  },
});

registerEvent({
  card: 69,
  resolve(s, side) {
    if (tyrantIsGone(s)) {
      log(s, 'eventNoEffect', { card: 69, cancelledBy: 97 });
      return;
    }
    push(s, choiceFrame('card69:space', side, spacesIn(s, ['romania']).map((i) => SPACES[i]!.id)));
  },
});
